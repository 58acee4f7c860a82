import { DEFAULT_BRAND, isBrandName } from '@prepacode/domain/brands';
import {
  impersonationRequestSchema,
  impersonationResponseSchema,
  staffLearnersSchema,
} from '@prepacode/domain/contracts/staff.contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import { AppError } from '../../plugins/errors.js';
import { requireStaff, sessionExpired } from '../../plugins/session.js';
import type { ZodTypeProvider } from '../../plugins/zod.js';
import { findUserById } from '../auth/accounts.repository.js';
import { recordAudit } from '../auth/audit.repository.js';
import { issueTicket } from '../auth/tickets.service.js';
import { isAllowedService, withTicket } from './services.js';

async function staffOf(request: FastifyRequest) {
  const staff = request.session
    ? await findUserById(request.server.db, request.session.user_id)
    : undefined;
  if (!staff || staff.role !== 'staff' || !staff.structure_id) throw sessionExpired();
  return { ...staff, structure_id: staff.structure_id };
}

/**
 * Impersonation (issue #3): a school's staff member opens one of that school's learners'
 * sessions through a one-time ticket; every one is written to the audit log.
 */
export async function staffRoutes(
  app: FastifyInstance,
  { config }: { config: Config },
): Promise<void> {
  app.addHook('onRequest', requireStaff);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/central/api/eleves',
    { schema: { response: { 200: staffLearnersSchema } } },
    async (request) => {
      const staff = await staffOf(request);
      const [school, learners] = await Promise.all([
        app.db
          .selectFrom('structures')
          .select('name')
          .where('id', '=', staff.structure_id)
          .executeTakeFirstOrThrow(),
        app.db
          .selectFrom('users')
          .select(['id', 'first_name', 'last_name', 'email'])
          .where('structure_id', '=', staff.structure_id)
          .where('role', '=', 'learner')
          .orderBy('last_name')
          .orderBy('first_name')
          .execute(),
      ]);
      return {
        structure: school.name,
        eleves: learners.map((row) => ({
          id: row.id,
          prenom: row.first_name,
          nom: row.last_name,
          email: row.email,
        })),
      };
    },
  );

  api.post(
    '/central/api/impersonation',
    {
      schema: { body: impersonationRequestSchema, response: { 200: impersonationResponseSchema } },
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    },
    async (request) => {
      const staff = await staffOf(request);
      const { eleve, service, from } = request.body;
      if (!isAllowedService(service, request, config.APP_ORIGINS)) {
        throw new AppError(400, 'service_refuse', 'Cette adresse de retour n’est pas autorisée.');
      }
      const learner = await findUserById(app.db, eleve);
      // Another school's learner answers like an unknown one.
      if (!learner || learner.role !== 'learner' || learner.structure_id !== staff.structure_id) {
        throw new AppError(404, 'eleve_introuvable', 'Cet élève n’existe pas dans votre école.');
      }
      const ticket = await issueTicket(app.db, {
        userId: learner.id,
        service,
        theme: from && isBrandName(from) ? from : DEFAULT_BRAND,
        impersonatorId: staff.id,
      });
      await recordAudit(app.db, {
        actorId: staff.id,
        action: 'impersonation.ticket',
        subjectId: learner.id,
        ip: request.ip,
      });
      return { url: withTicket(service, ticket) };
    },
  );
}
