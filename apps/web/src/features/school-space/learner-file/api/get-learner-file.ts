import { learnerFileSchema } from '@prepacode/domain/contracts/learner-file.contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { learnerFileKeys } from './keys';

/**
 * GET /central/api/ecole/eleves/{eleve}/suivi: what one learner has done for one licence
 * (issue #19, point 2). Every action of the page (an answer, an exam decision, more credits)
 * invalidates it, so the page shows what the server holds.
 */
export const learnerFileQuery = (eleve: string, formation: string | null) =>
  queryOptions({
    queryKey: learnerFileKeys.file(eleve, formation),
    queryFn: () =>
      apiRequest(`/central/api/ecole/eleves/${encodeURIComponent(eleve)}/suivi`, {
        query: formation ? { formation } : {},
        schema: learnerFileSchema,
      }),
  });
