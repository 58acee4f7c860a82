import {
  activationSubmitAnswerSchema,
  signUpAnswerSchema,
  signUpNoticeSchema,
  type ActivationSignUpBody,
  type ActivationSubmitBody,
  type PartnerSignUpBody,
} from '@prepacode/domain/contracts/signup.contract';
import { useMutation } from '@tanstack/react-query';
import { centralPost } from '../../../lib/central-client';

// Spec §7's central sign-up calls. None carries a session: the code's token, or the partner's
// signature, is what the server trusts.
const ACTIVATION = '/api/inscription/code-activation';

export const useSubmitCode = () =>
  useMutation({
    mutationFn: (body: ActivationSubmitBody) =>
      centralPost(`${ACTIVATION}/soumission-code-activation`, {
        body,
        schema: activationSubmitAnswerSchema,
      }),
  });

export const useCreateAccount = () =>
  useMutation({
    mutationFn: (body: ActivationSignUpBody) =>
      centralPost(`${ACTIVATION}/creer-et-inscrire-eleve`, { body, schema: signUpAnswerSchema }),
  });

export const useRegeneratePassword = () =>
  useMutation({
    mutationFn: (code: string) =>
      centralPost(`${ACTIVATION}/regenerer-mot-de-passe`, {
        body: { code_activation: code },
        schema: signUpNoticeSchema,
      }),
  });

export const usePartnerSignUp = () =>
  useMutation({
    mutationFn: (body: PartnerSignUpBody) =>
      centralPost('/application/prepacode/vagnon/inscription', {
        body,
        schema: signUpAnswerSchema,
      }),
  });

/**
 * The code's token between the two pages of the sign-up, kept for this tab only: a reload of
 * the account form keeps it; the server lets it live 30 minutes.
 */
const PENDING_KEY = 'activation';

export interface PendingActivation {
  token: string;
  email: string;
}

export const pendingActivation = {
  save(value: PendingActivation) {
    sessionStorage.setItem(PENDING_KEY, JSON.stringify(value));
  },
  read(): PendingActivation | null {
    try {
      const value = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? 'null') as unknown;
      if (
        value &&
        typeof value === 'object' &&
        'token' in value &&
        'email' in value &&
        typeof value.token === 'string' &&
        typeof value.email === 'string'
      ) {
        return { token: value.token, email: value.email };
      }
    } catch {
      // A damaged entry is no entry: the learner types the code again.
    }
    return null;
  },
  clear() {
    sessionStorage.removeItem(PENDING_KEY);
  },
};
