import { deletionRequestSchema } from '@prepacode/domain/contracts/account.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { toDeletionRequest, type DeletionRequest } from './get-suppression';
import { accountKeys } from './keys';

/** POST /api/compte/suppression: recorded for the school; 409 when already asked. */
export async function requestDeletion(reason: string): Promise<DeletionRequest> {
  const wire = await apiRequest('/api/compte/suppression', {
    method: 'POST',
    json: reason.trim() ? { motif: reason } : {},
    schema: deletionRequestSchema,
  });
  return toDeletionRequest(wire);
}

export function useRequestDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestDeletion,
    onSuccess: (request) => queryClient.setQueryData(accountKeys.deletion(), request),
    // Already recorded (another tab): the page shows the request the server has.
    onError: () => void queryClient.invalidateQueries({ queryKey: accountKeys.deletion() }),
  });
}
