import { AUTH_MODES } from '@prepacode/domain/auth';
import { DEFAULT_BRAND, isBrandName } from '@prepacode/domain/brands';
import {
  loginChoiceSchema,
  loginQuerySchema,
  loginSuccessSchema,
  logoutQuerySchema,
  logoutResponseSchema,
} from '@prepacode/domain/contracts/auth.contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import { AppError } from '../../plugins/errors.js';
import {
  clearSessionCookie,
  loadSession,
  sessionExpired,
  setSessionCookie,
} from './session.plugin.js';
import type { ZodTypeProvider } from '../../plugins/zod.js';
import { applicationsOf, findUserById, inscriptionsOf } from './accounts.repository.js';
import { askBeforeSwitching } from './account-switch.js';
import { recordAudit } from './audit.repository.js';
import { dayInFrance } from '@prepacode/domain/calendar';
import { schoolSpacePath } from '@prepacode/domain/school-space';
import { PartnerRefusal, partnerLearner, verifyPartnerToken } from './partner.service.js';
import { decideLogin, openOnes, toApplicationWire, toInscriptionWire } from './login.service.js';
import { deleteSession } from './sessions.repository.js';
import { openSession, type NewSession } from './sessions.service.js';
import { redeemTicket, ticketError } from './tickets.service.js';

/** Sign-ins one address may make in a minute (a school's room behind one router). */
export const LOGIN_PER_MINUTE = 300;

function themeFrom(requested: string | undefined, fallback: string): string {
  if (requested === undefined) return fallback;
  if (!isBrandName(requested))
    throw new AppError(400, 'marque_inconnue', 'Cette marque n’existe pas.');
  return requested;
}

async function connectedAsName(
  request: FastifyRequest,
  impersonatorId: string | null,
): Promise<string | null> {
  if (!impersonatorId) return null;
  const staff = await findUserById(request.server.db, impersonatorId);
  return staff ? `${staff.first_name} ${staff.last_name}` : null;
}

/** Replaces whatever session the browser had (rotation at every sign-in step). */
async function rotateSession(request: FastifyRequest, reply: FastifyReply, session: NewSession) {
  const { db, sessionSettings } = request.server;
  const previous = await loadSession(request);
  if (previous) await deleteSession(db, previous.id);
  const opened = await openSession(db, sessionSettings, session);
  setSessionCookie(reply, 'learner', opened.token, sessionSettings.SESSION_MAX_DAYS);
  return opened.row;
}

/** The 200 of login (spec §4): signed in on one inscription, tests and courses. */
async function openOnInscription(
  request: FastifyRequest,
  reply: FastifyReply,
  opening: { userId: string; inscriptionId: number; impersonatorId: string | null; theme: string },
) {
  const mode = AUTH_MODES.TESTS_AND_COURSES;
  const session = await rotateSession(request, reply, { ...opening, mode, pendingChoice: false });
  const connectedAs = await connectedAsName(request, opening.impersonatorId);
  return reply.status(200).send({
    token: session.id,
    inscriptionId: opening.inscriptionId,
    mode,
    theme: opening.theme,
    connectedAs,
  });
}

async function signIn(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  impersonatorId: string | null,
  theme: string,
) {
  const { db } = request.server;
  const user = await findUserById(db, userId);
  if (!user || user.role !== 'learner') {
    throw new AppError(403, 'compte_non_eleve', 'Ce compte n’est pas un compte élève.');
  }
  const today = dayInFrance();
  const open = openOnes(
    await inscriptionsOf(db, user.id),
    await applicationsOf(db, user.id),
    today,
  );
  const decision = decideLogin(open.inscriptions, open.applications);
  if (impersonatorId) {
    await recordAudit(db, {
      actorId: impersonatorId,
      action: 'impersonation.start',
      subjectId: user.id,
      ip: request.ip,
    });
  }
  if (decision.kind === 'signed-in') {
    return openOnInscription(request, reply, {
      userId: user.id,
      inscriptionId: decision.inscriptionId,
      impersonatorId,
      theme,
    });
  }
  await rotateSession(request, reply, {
    userId: user.id,
    inscriptionId: null,
    mode: decision.mode,
    pendingChoice: decision.pendingChoice,
    impersonatorId,
    theme,
  });
  return reply.status(decision.status).send({
    inscriptions: open.inscriptions.map((row) => toInscriptionWire(row, today)),
    applications: open.applications.map(toApplicationWire),
    connectedAs: await connectedAsName(request, impersonatorId),
    theme,
  });
}

/** GET /api/auth/login and /api/auth/logout (spec §4 "Login", "Logout"; §7). */
export async function authRoutes(
  app: FastifyInstance,
  { config }: { config: Config },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/auth/login',
    {
      schema: {
        querystring: loginQuerySchema,
        response: { 200: loginSuccessSchema, 300: loginChoiceSchema, 303: loginChoiceSchema },
      },
      // A classroom signs in together from one address; what is exchanged here (tickets,
      // signed partner tokens) cannot be guessed, so the limit only stops floods.
      config: { rateLimit: { max: LOGIN_PER_MINUTE, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const query = request.query;
      // Checked before anything is used up: a bad input changes nothing.
      if (query.from !== undefined) themeFrom(query.from, DEFAULT_BRAND);
      if (query.partenaire !== undefined || query.jwt !== undefined) {
        // auto-login/{partenaire} (spec §2): a partner's signed token instead of a ticket.
        const partner = config.PARTNERS.find((candidate) => candidate.id === query.partenaire);
        try {
          if (!partner || !query.jwt) throw new PartnerRefusal('unknown partner or missing token');
          const claims = await verifyPartnerToken(partner, query.jwt);
          if (query.profilId !== undefined && query.profilId !== claims.sub)
            throw new PartnerRefusal('profilId mismatch');
          const userId = await partnerLearner(app.db, partner, claims);
          await recordAudit(app.db, {
            actorId: null,
            action: 'partner.login',
            subjectId: userId,
            ip: request.ip,
            details: { partner: partner.id },
          });
          return await signIn(request, reply, userId, null, themeFrom(query.from, DEFAULT_BRAND));
        } catch (error) {
          if (error instanceof PartnerRefusal)
            request.log.warn(
              { partner: query.partenaire, reason: error.reason },
              'partner login refused',
            );
          throw error;
        }
      }
      if (query.ticket !== undefined) {
        if (!query.service)
          throw new AppError(400, 'service_manquant', 'L’adresse de l’application manque.');
        if (query.confirmer === undefined) await askBeforeSwitching(request, query.ticket);
        const grant = await redeemTicket(app.db, query.ticket, query.service);
        if (typeof grant === 'string') throw ticketError(grant);
        return signIn(
          request,
          reply,
          grant.userId,
          grant.impersonatorId,
          themeFrom(query.from, grant.theme),
        );
      }
      if (query.inscriptionId !== undefined) {
        const current = await loadSession(request);
        if (!current) throw sessionExpired();
        const today = dayInFrance();
        const chosen = openOnes(
          await inscriptionsOf(app.db, current.user_id),
          [],
          today,
        ).inscriptions.find((row) => row.id === Number(query.inscriptionId));
        if (!chosen) {
          throw new AppError(
            404,
            'inscription_introuvable',
            'Cette formation n’existe pas ou n’est plus accessible.',
          );
        }
        return openOnInscription(request, reply, {
          userId: current.user_id,
          inscriptionId: chosen.id,
          impersonatorId: current.impersonator_id,
          theme: themeFrom(query.from, current.theme),
        });
      }
      throw new AppError(
        400,
        'requete_invalide',
        'Il manque le ticket de connexion ou la formation choisie.',
      );
    },
  );

  api.get(
    '/api/auth/logout',
    { schema: { querystring: logoutQuerySchema, response: { 200: logoutResponseSchema } } },
    async (request, reply) => {
      const session = await loadSession(request);
      if (session) {
        await deleteSession(app.db, session.id);
        if (session.impersonator_id) {
          await recordAudit(app.db, {
            actorId: session.impersonator_id,
            action: 'impersonation.end',
            subjectId: session.user_id,
            ip: request.ip,
          });
        }
      }
      clearSessionCookie(reply, 'learner');
      const params = new URLSearchParams({ from: session?.theme ?? DEFAULT_BRAND });
      if (request.query.service) params.set('service', request.query.service);
      // « Quitter la session de l'élève » (issue #19, point 6): back to the learner's page in the
      // school space (issue #41, point 11: it was the list), which sends a staff member whose own
      // session has ended to the login page.
      const page = session?.impersonator_id
        ? schoolSpacePath('learner', { eleve: session.user_id })
        : '/central/login';
      return { url: `${page}?${params.toString()}` };
    },
  );
}
