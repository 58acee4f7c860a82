import { schoolAnswerSchema } from '@prepacode/domain/contracts/school.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { invalidateSchoolData } from '../../space/api/invalidate';

/** POST /central/api/ecole/messages/{id}/retrait: the banner ends now. */
export async function withdrawBanner(id: string): Promise<string> {
  const answer = await apiRequest(`/central/api/ecole/messages/${encodeURIComponent(id)}/retrait`, {
    method: 'POST',
    schema: schoolAnswerSchema,
  });
  return answer.message;
}

export function useWithdrawBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawBanner,
    // As a posted one: the banners page and a learner's page, by the space's prefix.
    onSuccess: () => invalidateSchoolData(queryClient),
  });
}
