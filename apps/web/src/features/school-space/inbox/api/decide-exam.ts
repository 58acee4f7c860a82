import type { ExamDecisionBody } from '@prepacode/domain/contracts/inbox.contract';
import { schoolAnswerSchema } from '@prepacode/domain/contracts/school.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { invalidateSchoolData } from '../../space/api/invalidate';

/**
 * POST /central/api/ecole/demandes-examen/{id}/decision: confirm or refuse a waiting request,
 * or record the result of a confirmed one; the server's sentence says what was done.
 */
export async function decideExam(id: string, body: ExamDecisionBody): Promise<string> {
  const answer = await apiRequest(
    `/central/api/ecole/demandes-examen/${encodeURIComponent(id)}/decision`,
    { method: 'POST', json: body, schema: schoolAnswerSchema },
  );
  return answer.message;
}

export function useExamDecision(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ExamDecisionBody) => decideExam(id, body),
    // The inbox and the learner's page both show the request: by the space's prefix.
    onSuccess: () => invalidateSchoolData(queryClient),
  });
}
