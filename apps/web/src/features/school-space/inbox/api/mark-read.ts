import { schoolAnswerSchema } from '@prepacode/domain/contracts/school.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { invalidateSchoolData } from '../../space/api/invalidate';

/** POST /central/api/ecole/messages-eleves/{id}/lu: a message opened is read, for every staff. */
export async function markRead(id: string): Promise<string> {
  const answer = await apiRequest(
    `/central/api/ecole/messages-eleves/${encodeURIComponent(id)}/lu`,
    { method: 'POST', schema: schoolAnswerSchema },
  );
  return answer.message;
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    // The inbox and the learner's page both show the message: by the space's prefix.
    onSuccess: () => invalidateSchoolData(queryClient),
  });
}
