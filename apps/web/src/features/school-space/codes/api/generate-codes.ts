import {
  codesGeneratedSchema,
  type CodesGenerateBody,
} from '@prepacode/domain/contracts/school-accounts.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { codesKeys } from './keys';

/** POST /central/api/ecole/codes: a new batch; answers its name and the server's sentence. */
export const generateCodes = (body: CodesGenerateBody) =>
  apiRequest('/central/api/ecole/codes', {
    method: 'POST',
    json: body,
    schema: codesGeneratedSchema,
  });

export function useGenerateCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateCodes,
    // Awaited: the new batch is in the list when the page says it was made.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: codesKeys.batches() }),
  });
}
