import { batchCodesSchema } from '@prepacode/domain/contracts/school-accounts.contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { codesKeys } from './keys';

/** A batch is named by its school and its name, unique in that school. */
export interface BatchName {
  ecole: string;
  lot: string;
}

/** The address query naming a batch, for its codes and its spreadsheet. */
export const batchSearch = (batch: BatchName) =>
  `?${new URLSearchParams({ ecole: batch.ecole, lot: batch.lot })}`;

/** GET /central/api/ecole/codes/lot: one batch's codes and what became of each. */
export const batchQuery = (batch: BatchName) =>
  queryOptions({
    queryKey: codesKeys.batch(batch.ecole, batch.lot),
    queryFn: () =>
      apiRequest(`/central/api/ecole/codes/lot${batchSearch(batch)}`, { schema: batchCodesSchema }),
  });
