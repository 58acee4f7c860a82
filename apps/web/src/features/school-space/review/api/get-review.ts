import { reviewPageSchema } from '@prepacode/domain/contracts/question-review.contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { reviewKeys, type StatusFilter } from './keys';

/**
 * GET /central/api/ecole/questions-a-relire: the banks the operator's network imported, with
 * their counts and share of the mock exams, and their questions of that status (all with '').
 */
export const reviewQuery = (status: StatusFilter) =>
  queryOptions({
    queryKey: reviewKeys.list(status),
    queryFn: () =>
      apiRequest('/central/api/ecole/questions-a-relire', {
        query: { statut: status || undefined },
        schema: reviewPageSchema,
      }),
  });
