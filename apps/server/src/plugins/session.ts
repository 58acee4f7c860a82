import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import type { SessionRow } from '../modules/auth/sessions.repository.js';
import { readSession } from '../modules/auth/sessions.service.js';
import { AppError } from './errors.js';

export const SESSION_COOKIE = 'prepacode_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session, set by `requireSession`; null elsewhere. */
    session: SessionRow | null;
  }
  interface FastifyInstance {
    sessionSettings: Pick<Config, 'SESSION_IDLE_MINUTES' | 'SESSION_MAX_DAYS'>;
  }
}

/** HttpOnly, SameSite=Lax, Secure over HTTPS: the credential never reaches page scripts. */
export function setSessionCookie(reply: FastifyReply, token: string, maxDays: number): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: 'auto',
    maxAge: maxDays * 86_400,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** The one answer for a missing, ended or idle session. */
export const sessionExpired = () =>
  new AppError(401, 'non_authentifie', 'Votre session a expiré. Reconnectez-vous pour continuer.');

/** Loads the session of the request's cookie, if any and still valid. */
export async function loadSession(request: FastifyRequest): Promise<SessionRow | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return null;
  const { db, sessionSettings } = request.server;
  return (await readSession(db, sessionSettings, token)) ?? null;
}

/**
 * onRequest hook for route prefixes that need a signed-in learner whose choice is made
 * (architecture brief: a hook per prefix, not URL matching).
 */
export async function requireSession(request: FastifyRequest): Promise<void> {
  const session = await loadSession(request);
  if (!session) throw sessionExpired();
  if (session.pending_choice === 1) {
    throw new AppError(403, 'choix_requis', 'Choisissez d’abord votre formation.');
  }
  request.session = session;
}

export const sessionPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  app.decorateRequest('session', null);
  app.decorate('sessionSettings', {
    SESSION_IDLE_MINUTES: config.SESSION_IDLE_MINUTES,
    SESSION_MAX_DAYS: config.SESSION_MAX_DAYS,
  });
});
