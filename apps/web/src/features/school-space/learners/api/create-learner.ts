import {
  learnerCreatedSchema,
  type LearnerCreateBody,
} from '@prepacode/domain/contracts/school-accounts.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { invalidateSchoolData } from '../../space/api/invalidate';

/** POST /central/api/ecole/eleves: a learner, their licence, and the welcome mail. */
export const createLearner = (body: LearnerCreateBody) =>
  apiRequest('/central/api/ecole/eleves', {
    method: 'POST',
    json: body,
    schema: learnerCreatedSchema,
  });

export function useCreateLearner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLearner,
    // The new learner is in the list, and in their group's count.
    onSuccess: () => invalidateSchoolData(queryClient),
  });
}
