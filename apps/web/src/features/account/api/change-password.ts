import {
  accountAnswerSchema,
  type ChangePasswordBody,
} from '@prepacode/domain/contracts/account.contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/compte/mot-de-passe: the learner's other sessions end; answers a sentence. */
export async function changePassword(body: ChangePasswordBody): Promise<string> {
  const answer = await apiRequest('/api/compte/mot-de-passe', {
    method: 'POST',
    json: body,
    schema: accountAnswerSchema,
  });
  return answer.message;
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
