import { demandeExamenSchema } from '@prepacode/domain/contracts/exam.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { toExamRequest, type ExamRequest, type ExamRequestState } from './get-demande';
import { examKeys } from './keys';

/** DELETE /api/examen/demande/{id}: the learner withdraws a request still waiting. */
export async function cancelExamRequest(id: string): Promise<ExamRequest> {
  const wire = await apiRequest(`/api/examen/demande/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: demandeExamenSchema,
  });
  return toExamRequest(wire);
}

export function useCancelExamRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelExamRequest,
    onSuccess: (request) =>
      queryClient.setQueryData<ExamRequestState>(examKeys.request(), (previous) => ({
        request,
        allowed: previous?.allowed ?? true,
      })),
  });
}
