import { codeBatchesSchema } from '@prepacode/domain/contracts/school-accounts.contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { codesKeys } from './keys';

/** GET /central/api/ecole/codes: the batches of the staff member's schools, newest first. */
export const batchesQuery = queryOptions({
  queryKey: codesKeys.batches(),
  queryFn: async () =>
    (await apiRequest('/central/api/ecole/codes', { schema: codeBatchesSchema })).lots,
});
