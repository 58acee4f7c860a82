import {
  accountAnswerSchema,
  changeEmailBodySchema,
  changePasswordBodySchema,
  confirmEmailBodySchema,
  deletionBodySchema,
  deletionRequestSchema,
  deletionStateSchema,
} from '@prepacode/domain/contracts/account.contract';
import { reportAnswerSchema, reportBodySchema } from '@prepacode/domain/contracts/report.contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { publicUrl, type Config } from '../../config.js';
import { refuseStaffWritesOfCookie, requireSession, sessionOf } from '../auth/session.plugin.js';
import type { ZodTypeProvider } from '../../plugins/zod.js';
import type { Mailer } from '../mail/mailer.js';
import { exportLearnerData } from './account-export.js';
import { findDeletionRequest } from './account.repository.js';
import {
  changePassword,
  confirmEmailChange,
  EMAIL_LINK_VALID_HOURS,
  reportQuestion,
  requestDeletion,
  requestEmailChange,
  toDeletionWire,
  type AccountContext,
} from './account.service.js';

// Per address and route, on top of the per-learner limits of account.service.ts. A new object
// each time: the rate-limit plugin keys a route by the options object it first saw it with.
const writes = () => ({ rateLimit: { max: 20, timeWindow: 15 * 60_000 } });

/** The learner's self-service (issue #18, point 11; docs/api.md, "Learner self-service"). */
export async function accountRoutes(
  app: FastifyInstance,
  { config, mailer }: { config: Config; mailer: Mailer },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const contextOf = (request: FastifyRequest): AccountContext => ({
    db: app.db,
    mailer,
    log: request.log,
    passwordCost: config.PASSWORD_HASH_COST,
    publicUrl: publicUrl(config),
    ip: request.ip,
  });
  // A staff-opened session is refused by requireSession itself (auth/session.plugin.ts).
  const learnerWrite = () => ({ onRequest: requireSession, config: writes() });

  api.post(
    '/api/compte/mot-de-passe',
    {
      ...learnerWrite(),
      schema: { body: changePasswordBodySchema, response: { 200: accountAnswerSchema } },
    },
    async (request) => {
      await changePassword(contextOf(request), sessionOf(request), request.body);
      return {
        message:
          'Votre mot de passe est changé. Vos autres sessions sont fermées : reconnectez-vous avec ce nouveau mot de passe sur vos autres appareils.',
      };
    },
  );

  api.post(
    '/api/compte/email',
    {
      ...learnerWrite(),
      schema: { body: changeEmailBodySchema, response: { 202: accountAnswerSchema } },
    },
    async (request, reply) => {
      await requestEmailChange(contextOf(request), sessionOf(request), request.body);
      return reply.code(202).send({
        message: `Un lien de confirmation vient d’être envoyé à ${request.body.email}. Votre adresse ne changera qu’une fois ce lien ouvert\u202f; il est valable ${EMAIL_LINK_VALID_HOURS} heures.`,
      });
    },
  );

  // The link's token is the credential: opened on any device, signed in or not.
  api.post(
    '/api/compte/email/confirmation',
    {
      // The link works signed in or not; in a staff-opened session it changes nothing.
      onRequest: refuseStaffWritesOfCookie,
      config: writes(),
      schema: { body: confirmEmailBodySchema, response: { 200: accountAnswerSchema } },
    },
    async (request) => {
      const email = await confirmEmailChange(contextOf(request), request.body.jeton);
      return {
        message: `Votre adresse e‑mail est maintenant ${email}. Utilisez-la pour vous connecter.`,
      };
    },
  );

  api.get(
    '/api/compte/donnees',
    { onRequest: requireSession, config: writes() },
    async (request, reply) => {
      const data = await exportLearnerData(app.db, sessionOf(request).user_id);
      const day = data.exporte_le.slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="mes-donnees-${day}.json"`)
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(data, null, 2));
    },
  );

  api.get(
    '/api/compte/suppression',
    { onRequest: requireSession, schema: { response: { 200: deletionStateSchema } } },
    async (request) => {
      const row = await findDeletionRequest(app.db, sessionOf(request).user_id);
      return { demande: row ? toDeletionWire(row) : null };
    },
  );

  api.post(
    '/api/compte/suppression',
    {
      ...learnerWrite(),
      schema: { body: deletionBodySchema, response: { 201: deletionRequestSchema } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await requestDeletion(contextOf(request), sessionOf(request), request.body.motif)),
  );

  api.post(
    '/api/compte/signalements',
    {
      ...learnerWrite(),
      schema: { body: reportBodySchema, response: { 201: reportAnswerSchema } },
    },
    async (request, reply) => {
      await reportQuestion(contextOf(request), sessionOf(request), request.body);
      return reply.code(201).send({
        message: 'Merci : votre signalement est transmis à l’équipe qui rédige les questions.',
      });
    },
  );
}
