import {
  loginChoiceSchema,
  loginSuccessSchema,
  type LoginChoice,
  type LoginSuccess,
} from '@prepacode/domain/contracts/auth.contract';
import { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';
import { currentEnvironment } from '../../../lib/runtime-config';

export type LoginOutcome =
  { kind: 'signed-in'; data: LoginSuccess } | { kind: 'choose'; data: LoginChoice };

export interface LoginParams {
  ticket?: string;
  /**
   * The address the ticket was asked for, when not the app's start: a page that sent the
   * learner to sign in and back to itself (the classroom's QR code). CAS binds a ticket to it.
   */
  service?: string;
  inscriptionId?: string;
  from?: string;
  partenaire?: string;
  jwt?: string;
  profilId?: string;
  /** `1`: go on although the browser is signed in to another account (issue #21, point 7). */
  confirmer?: '1';
}

/**
 * GET /api/auth/login (spec §7): exchanges a ticket, or a chosen inscription, for the session
 * cookie. 300 and 303 carry the choices (spec §8: not failures); any other error is thrown.
 */
export async function login(params: LoginParams): Promise<LoginOutcome> {
  const data = await apiRequest('/api/auth/login', {
    query: {
      t: Date.now(),
      service: params.ticket ? (params.service ?? currentEnvironment().service) : undefined,
      ticket: params.ticket,
      inscriptionId: params.inscriptionId,
      from: params.from,
      partenaire: params.partenaire,
      jwt: params.jwt,
      profilId: params.profilId,
      confirmer: params.confirmer,
    },
    schema: z.union([loginSuccessSchema, loginChoiceSchema]),
    acceptStatuses: [300, 303],
  });
  return 'token' in data ? { kind: 'signed-in', data } : { kind: 'choose', data };
}
