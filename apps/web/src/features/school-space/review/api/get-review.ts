import { reviewPageSchema } from '@prepacode/domain/contracts/question-review.contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { reviewKeys, type ReviewListFilter } from './keys';

/**
 * GET /central/api/ecole/questions-a-relire: the banks the operator's network imported, with
 * their counts and share of the mock exams, and a page of their questions of that status and
 * bank (all with '').
 */
export const reviewQuery = (filter: ReviewListFilter) =>
  queryOptions({
    queryKey: reviewKeys.list(filter),
    queryFn: () =>
      apiRequest('/central/api/ecole/questions-a-relire', {
        query: {
          statut: filter.status || undefined,
          banque: filter.bank || undefined,
          page: filter.page > 1 ? String(filter.page) : undefined,
          // 25, the server's own size, goes unsaid.
          taille: filter.size === 25 ? undefined : String(filter.size),
        },
        schema: reviewPageSchema,
      }),
  });
