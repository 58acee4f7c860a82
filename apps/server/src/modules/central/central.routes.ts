import { XSRF } from '@prepacode/domain/auth';
import { DEFAULT_BRAND, isBrandName } from '@prepacode/domain/brands';
import { SCHOOL_SPACE_PAGES } from '@prepacode/domain/school-space';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config.js';
import { clearSessionCookie, loadSession, setSessionCookie } from '../auth/session.plugin.js';
import { findUserByEmail, findUserById } from '../auth/accounts.repository.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { isServerBusy } from '../auth/hash-queue.js';
import { deleteImpersonationsBy, deleteSession } from '../auth/sessions.repository.js';
import { openSession } from '../auth/sessions.service.js';
import { clearFailures, releaseAttempt, reserveAttempt } from '../auth/throttle.js';
import { issueTicket, redeemTicket } from '../auth/tickets.service.js';
import { casFailure, casSuccess } from './cas.js';
import { isAllowedService, withTicket } from './services.js';

const CENTRAL_PREFIX = '/central';

const loginForm = z.object({
  username: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(200),
  service: z.string().max(500),
  from: z.string().max(40).optional(),
  _xsrf: z.string().max(100).optional(),
});

const validateQuery = z.object({
  service: z.string().max(500).optional(),
  ticket: z.string().max(200).optional(),
  format: z.enum(['XML', 'JSON', 'xml', 'json']).optional(),
});

/** Error codes the central login page turns into French sentences. */
type LoginProblem =
  'identifiants' | 'champs' | 'trop_de_tentatives' | 'serveur_occupe' | 'session' | 'service';

/**
 * The central sign-on site (CAS pattern, architecture brief): the login page, the form POST
 * that answers 303 to the service with a one-time ticket, logout, and CAS 3.0 validation.
 */
const logoutQuery = z.object({ service: z.string().max(500).optional() });

export async function centralRoutes(
  app: FastifyInstance,
  { config }: { config: Config },
): Promise<void> {
  // Unknown accounts are checked against a real hash too, so timing does not tell which exist.
  const decoy = await hashPassword('compte-inexistant', config.PASSWORD_HASH_COST);

  const backToLogin = (
    reply: FastifyReply,
    problem: LoginProblem,
    service?: string,
    from?: string,
  ) => {
    const params = new URLSearchParams({ erreur: problem });
    if (service) params.set('service', service);
    if (from) params.set('from', from);
    return reply.redirect(`${CENTRAL_PREFIX}/login?${params.toString()}`, 303);
  };

  // The central site's pages: one React entry that picks its page from the path, the school
  // space's from the one list of its addresses.
  const schoolSpace = Object.values(SCHOOL_SPACE_PAGES).map(({ path }) => path);
  for (const page of [
    `${CENTRAL_PREFIX}/login`,
    `${CENTRAL_PREFIX}/mot-de-passe-oublie`,
    `${CENTRAL_PREFIX}/mot-de-passe`,
    `${CENTRAL_PREFIX}/rattachement`,
    ...schoolSpace,
  ]) {
    app.get(page, async (_request, reply) => reply.sendPage('central'));
  }

  app.post(
    `${CENTRAL_PREFIX}/login`,
    // A full-page form: it proves its origin with the token in a field, not in a header.
    { config: { xsrf: false, rateLimit: { max: 60, timeWindow: 60_000 } } },
    async (request, reply) => {
      const form = loginForm.safeParse(request.body);
      const raw = (typeof request.body === 'object' && request.body) || {};
      const service = 'service' in raw && typeof raw.service === 'string' ? raw.service : '';
      const from =
        'from' in raw && typeof raw.from === 'string' && isBrandName(raw.from)
          ? raw.from
          : undefined;
      if (!isAllowedService(service, request, config.APP_ORIGINS))
        return backToLogin(reply, 'service', undefined, from);
      if (!form.success) return backToLogin(reply, 'champs', service, from);
      const cookie = request.cookies[XSRF.cookie];
      if (!cookie || form.data._xsrf !== cookie)
        return backToLogin(reply, 'session', service, from);

      const { username, password } = form.data;
      // Counted before the password is checked, so a burst cannot outrun the limit (#21.2).
      if (!(await reserveAttempt(app.db, username, request.ip))) {
        return backToLogin(reply, 'trop_de_tentatives', service, from);
      }
      const user = await findUserByEmail(app.db, username);
      let valid: boolean;
      try {
        valid = await verifyPassword(password, user?.password_hash ?? decoy);
      } catch (error) {
        if (!isServerBusy(error)) throw error;
        // Too many hashes at once (#21.3): nothing was checked, so nothing counts.
        await releaseAttempt(app.db, username, request.ip);
        void reply.headers(error.headers);
        return backToLogin(reply, 'serveur_occupe', service, from);
      }
      if (!user || !user.password_hash || !valid) {
        return backToLogin(reply, 'identifiants', service, from);
      }
      await clearFailures(app.db, username, request.ip);
      // Whoever signs in now, the staff session this browser carried ends: a session planted
      // before a sign-in never outlives it (issue #39, point 1). The learner's own is replaced
      // when the ticket is exchanged (auth.routes.ts).
      const carried = await loadSession(request, 'staff');
      if (carried) await deleteSession(app.db, carried.id);
      if (user.role === 'staff') {
        // Staff stay on the central site, where they may open their learners' sessions.
        const opened = await openSession(app.db, app.sessionSettings, {
          kind: 'staff',
          userId: user.id,
          inscriptionId: null,
          mode: 0,
          pendingChoice: false,
          impersonatorId: null,
          theme: from ?? DEFAULT_BRAND,
        });
        setSessionCookie(reply, 'staff', opened.token, app.sessionSettings.SESSION_MAX_DAYS);
        const params = new URLSearchParams({ service, from: from ?? DEFAULT_BRAND });
        return reply.redirect(`${SCHOOL_SPACE_PAGES.learners.path}?${params.toString()}`, 303);
      }
      const ticket = await issueTicket(app.db, {
        userId: user.id,
        service,
        theme: from ?? DEFAULT_BRAND,
        impersonatorId: null,
      });
      return reply.redirect(withTicket(service, ticket), 303);
    },
  );

  app.get(`${CENTRAL_PREFIX}/logout`, async (request, reply) => {
    // Learners keep no central session (ADR 0009); a staff member's ends here.
    const staff = await loadSession(request, 'staff');
    if (staff) {
      await deleteSession(app.db, staff.id);
      // The learners' sessions it opened end with it (issue #21, point 8).
      await deleteImpersonationsBy(app.db, staff.user_id);
    }
    clearSessionCookie(reply, 'staff');
    // A bad `service` (repeated, too long, malformed) leads to the login page like a foreign
    // one; an allowed one goes out as the URL parser writes it: ASCII, without line breaks.
    const query = logoutQuery.safeParse(request.query);
    const service = query.success ? query.data.service : undefined;
    const target =
      service && isAllowedService(service, request, config.APP_ORIGINS)
        ? new URL(service).href
        : `${CENTRAL_PREFIX}/login`;
    return reply.redirect(target, 303);
  });

  for (const path of ['/serviceValidate', '/p3/serviceValidate']) {
    app.get(
      `${CENTRAL_PREFIX}${path}`,
      { config: { rateLimit: { max: 120, timeWindow: 60_000 } } },
      async (request, reply) => {
        const parsed = validateQuery.safeParse(request.query);
        const format =
          parsed.success && parsed.data.format?.toUpperCase() === 'JSON' ? 'JSON' : 'XML';
        void reply.type(
          format === 'JSON' ? 'application/json; charset=utf-8' : 'application/xml; charset=utf-8',
        );
        if (!parsed.success || !parsed.data.service || !parsed.data.ticket)
          return casFailure('INVALID_REQUEST', format);
        const grant = await redeemTicket(app.db, parsed.data.ticket, parsed.data.service);
        if (typeof grant === 'string') return casFailure(grant, format);
        const user = await findUserById(app.db, grant.userId);
        return user ? casSuccess(user, grant.theme, format) : casFailure('INVALID_TICKET', format);
      },
    );
  }
}
