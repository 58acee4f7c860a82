import { accountAnswerSchema } from '@prepacode/domain/contracts/account.contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/compte/email/confirmation: the link's token makes the change, signed in or not. */
export async function confirmEmail(jeton: string): Promise<string> {
  const answer = await apiRequest('/api/compte/email/confirmation', {
    method: 'POST',
    json: { jeton },
    schema: accountAnswerSchema,
  });
  return answer.message;
}

export const useConfirmEmail = () => useMutation({ mutationFn: confirmEmail });
