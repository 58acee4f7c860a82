import { schoolAnswerSchema } from '@prepacode/domain/contracts/school.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { codesKeys } from './keys';

/** POST /central/api/ecole/codes/{code}/revocation: a code nobody used can no longer be. */
export const revokeCode = (code: string) =>
  apiRequest(`/central/api/ecole/codes/${code}/revocation`, {
    method: 'POST',
    schema: schoolAnswerSchema,
  });

export function useRevokeCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeCode,
    // The code's state changes in its batch, and the batches' counts with it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: codesKeys.all }),
  });
}
