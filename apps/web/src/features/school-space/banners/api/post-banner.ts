import type { BannerBody } from '@prepacode/domain/contracts/banners.contract';
import { schoolAnswerSchema } from '@prepacode/domain/contracts/school.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { invalidateSchoolData } from '../../space/api/invalidate';

/** POST /central/api/ecole/messages: the server's sentence says the days it is shown. */
export async function postBanner(body: BannerBody): Promise<string> {
  const answer = await apiRequest('/central/api/ecole/messages', {
    method: 'POST',
    json: body,
    schema: schoolAnswerSchema,
  });
  return answer.message;
}

export function usePostBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postBanner,
    // Posted from the banners page or a learner's page: both are read again, by the prefix.
    onSuccess: () => invalidateSchoolData(queryClient),
  });
}
