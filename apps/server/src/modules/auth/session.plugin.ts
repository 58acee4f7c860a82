import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ofPerson } from '@prepacode/domain/typography';
import type { Config } from '../../config.js';
import { findUserById } from './accounts.repository.js';
import type { LiveSession, SessionRow } from './sessions.repository.js';
import { readSession } from './sessions.service.js';
import { AppError } from '../../plugins/errors.js';
import { issueXsrfToken } from '../../plugins/xsrf.js';

type SessionKind = SessionRow['kind'];

/** Learners' sessions for the whole app; staff sessions only for the central site's pages. */
export const COOKIES: Record<SessionKind, { name: string; path: string }> = {
  learner: { name: 'prepacode_session', path: '/' },
  staff: { name: 'prepacode_central', path: '/central' },
};
export const SESSION_COOKIE = COOKIES.learner.name;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session, set by `requireSession` or `requireStaff`; null elsewhere. */
    session: LiveSession | null;
  }
  interface FastifyInstance {
    sessionSettings: Pick<Config, 'SESSION_IDLE_MINUTES' | 'SESSION_MAX_DAYS'>;
  }
  interface FastifyContextConfig {
    /** A GET that writes to the learner's data (the exam clock): refused to staff as a write. */
    writesLearnerData?: boolean;
  }
}

/**
 * HttpOnly, SameSite=Lax, Secure over HTTPS: the credential never reaches page scripts. Every
 * sign-in comes here, so the anti-forgery token is renewed with the session.
 */
export function setSessionCookie(
  reply: FastifyReply,
  kind: SessionKind,
  token: string,
  maxDays: number,
): void {
  reply.setCookie(COOKIES[kind].name, token, {
    path: COOKIES[kind].path,
    httpOnly: true,
    sameSite: 'lax',
    secure: 'auto',
    maxAge: maxDays * 86_400,
  });
  issueXsrfToken(reply);
}

export function clearSessionCookie(reply: FastifyReply, kind: SessionKind): void {
  reply.clearCookie(COOKIES[kind].name, { path: COOKIES[kind].path });
}

/** The one answer for a missing, ended or idle session. */
export const sessionExpired = () =>
  new AppError(401, 'non_authentifie', 'Votre session a expiré. Reconnectez-vous pour continuer.');

/** Loads the session of the request's cookie of that kind, if any and still valid. */
export async function loadSession(
  request: FastifyRequest,
  kind: SessionKind = 'learner',
): Promise<LiveSession | null> {
  const token = request.cookies[COOKIES[kind].name];
  if (!token) return null;
  const { db, sessionSettings } = request.server;
  const session = await readSession(db, sessionSettings, token);
  // A token of the other kind, moved into this cookie, opens nothing.
  return session?.kind === kind ? session : null;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A session a school's staff opened for a learner (spec §6) is for looking, never for writing
 * (issue #19, point 6): every write to the learner's data is refused, in words that name whose
 * session it is. Structural: a new write route behind `requireSession` is refused by default.
 */
export async function refuseStaffWrites(
  request: FastifyRequest,
  session: LiveSession | null,
): Promise<void> {
  if (!session || session.impersonator_id === null) return;
  if (READS.has(request.method) && !request.routeOptions.config.writesLearnerData) return;
  const learner = await findUserById(request.server.db, session.user_id);
  const name = learner?.first_name.trim();
  throw new AppError(
    403,
    'lecture_seule',
    `Vous consultez la session ${name ? ofPerson(name) : 'de cet élève'} en lecture seule\u202f: rien n’y est enregistré.`,
  );
}

/** onRequest hook for the learner's writes authenticated otherwise (contact: the brand's key). */
export async function refuseStaffWritesOfCookie(request: FastifyRequest): Promise<void> {
  await refuseStaffWrites(request, await loadSession(request));
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
  await refuseStaffWrites(request, session);
  request.session = session;
}

/** The session `requireSession` attached: route handlers behind that hook read it here. */
export function sessionOf(request: FastifyRequest): LiveSession {
  if (!request.session) throw sessionExpired();
  return request.session;
}

/** onRequest hook for the central site's staff routes. */
export async function requireStaff(request: FastifyRequest): Promise<void> {
  const session = await loadSession(request, 'staff');
  if (!session) throw sessionExpired();
  request.session = session;
}

export const sessionPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  app.decorateRequest('session', null);
  app.decorate('sessionSettings', {
    SESSION_IDLE_MINUTES: config.SESSION_IDLE_MINUTES,
    SESSION_MAX_DAYS: config.SESSION_MAX_DAYS,
  });
});
