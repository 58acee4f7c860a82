import {
  examShareAnswerSchema,
  type examShareSchema,
  type ReviewPage,
} from '@prepacode/domain/contracts/question-review.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { apiRequest } from '../../../../lib/api-client';
import { reviewKeys } from './keys';

export type ExamShare = z.infer<typeof examShareSchema>;

/** PUT /central/api/ecole/banques-reseau/part: the per cent of each mock exam a bank takes. */
export const saveExamShare = (share: ExamShare) =>
  apiRequest('/central/api/ecole/banques-reseau/part', {
    method: 'PUT',
    json: share,
    schema: examShareAnswerSchema,
  });

/** Saves a bank's share; the bank the server answers replaces it in every list read. */
export function useSaveExamShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveExamShare,
    onSuccess: ({ banque }) =>
      queryClient.setQueriesData<ReviewPage>(
        { queryKey: reviewKeys.all },
        (page) =>
          page && {
            ...page,
            banques: page.banques.map((bank) => (bank.id === banque.id ? banque : bank)),
          },
      ),
  });
}
