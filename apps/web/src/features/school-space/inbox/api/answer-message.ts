import type { z } from 'zod/mini';
import { answerBodySchema } from '@prepacode/domain/contracts/inbox.contract';
import { schoolAnswerSchema } from '@prepacode/domain/contracts/school.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { invalidateSchoolData } from '../../space/api/invalidate';

/**
 * POST /central/api/ecole/messages-eleves/{id}/reponse: the answer goes to the learner by
 * e-mail and stays under their message; the server's sentence says where it went.
 */
export async function answerMessage(
  id: string,
  body: z.infer<typeof answerBodySchema>,
): Promise<string> {
  const answer = await apiRequest(
    `/central/api/ecole/messages-eleves/${encodeURIComponent(id)}/reponse`,
    { method: 'POST', json: body, schema: schoolAnswerSchema },
  );
  return answer.message;
}

export function useAnswerMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.infer<typeof answerBodySchema>) => answerMessage(id, body),
    // The inbox and the learner's page both show the answers: by the space's prefix.
    onSuccess: () => invalidateSchoolData(queryClient),
  });
}
