import { DEFAULT_BRAND, isBrandName } from '@prepacode/domain/brands';
import {
  impersonationRequestSchema,
  impersonationResponseSchema,
} from '@prepacode/domain/contracts/staff.contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import { AppError } from '../../plugins/errors.js';
import { requireStaff } from '../auth/session.plugin.js';
import type { ZodTypeProvider } from '../../plugins/zod.js';
import { recordAudit } from '../auth/audit.repository.js';
import { issueTicket } from '../auth/tickets.service.js';
import { allow, learnerOf, staffMember } from '../staff/staff-access.js';
import { isAllowedService, withTicket } from './services.js';

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

  api.post(
    '/central/api/impersonation',
    {
      schema: { body: impersonationRequestSchema, response: { 200: impersonationResponseSchema } },
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    },
    async (request) => {
      const staff = await staffMember(request);
      allow(staff, 'ouvrir_session');
      const { eleve, service, from } = request.body;
      if (!isAllowedService(service, request, config.APP_ORIGINS)) {
        throw new AppError(400, 'service_refuse', 'Cette adresse de retour n’est pas autorisée.');
      }
      const learner = await learnerOf(request, staff, eleve);
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
