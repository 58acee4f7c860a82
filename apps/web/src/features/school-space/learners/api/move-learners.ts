import type { LearnersGroupBody } from '@prepacode/domain/contracts/groups.contract';
import { schoolAnswerSchema } from '@prepacode/domain/contracts/school.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { invalidateSchoolData } from '../../space/api/invalidate';

/** POST /central/api/ecole/eleves/groupe: these learners into a group, or out of any (null). */
export const moveLearners = (body: LearnersGroupBody) =>
  apiRequest('/central/api/ecole/eleves/groupe', {
    method: 'POST',
    json: body,
    schema: schoolAnswerSchema,
  });

export function useMoveLearners() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveLearners,
    // The list shows the learners' new group, the groups page its new counts.
    onSuccess: () => invalidateSchoolData(queryClient),
  });
}
