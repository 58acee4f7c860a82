import {
  accountAnswerSchema,
  type ChangeEmailBody,
} from '@prepacode/domain/contracts/account.contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/compte/email: a link goes to the new address; nothing changes before it is opened. */
export async function changeEmail(body: ChangeEmailBody): Promise<string> {
  const answer = await apiRequest('/api/compte/email', {
    method: 'POST',
    json: body,
    schema: accountAnswerSchema,
  });
  return answer.message;
}

export const useChangeEmail = () => useMutation({ mutationFn: changeEmail });
