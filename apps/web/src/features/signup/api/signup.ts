import {
  activationSubmitAnswerSchema,
  signUpAnswerSchema,
  signUpNoticeSchema,
  type ActivationSignUpBody,
  type ActivationSubmitBody,
  type PartnerSignUpBody,
} from '@prepacode/domain/contracts/signup.contract';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
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
    mutationFn: (body: { code_activation: string }) =>
      centralPost(`${ACTIVATION}/regenerer-mot-de-passe`, { body, schema: signUpNoticeSchema }),
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

const pendingSchema = z.object({ token: z.string(), email: z.string() });
export type PendingActivation = z.infer<typeof pendingSchema>;

export const pendingActivation = {
  save(value: PendingActivation) {
    sessionStorage.setItem(PENDING_KEY, JSON.stringify(value));
  },
  /** The entry, or null when there is none or it is damaged: the learner types the code again. */
  read: (): PendingActivation | null => {
    try {
      const parsed = z.safeParse(
        pendingSchema,
        JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? 'null'),
      );
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  },
  clear() {
    sessionStorage.removeItem(PENDING_KEY);
  },
};
