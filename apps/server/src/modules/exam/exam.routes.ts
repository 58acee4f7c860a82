import {
  demandeExamenBodySchema,
  demandeExamenParamsSchema,
  demandeExamenSchema,
  demandeExamenStateSchema,
} from '@prepacode/domain/contracts/exam.contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireSession, sessionOf } from '../auth/session.plugin.js';
import type { ZodTypeProvider } from '../../plugins/zod.js';
import type { Mailer } from '../mail/mailer.js';
import { findLatestRequest } from './exam.repository.js';
import {
  cancelExamRequest,
  createExamRequest,
  examLicenceOf,
  toDemandeWire,
  type ExamContext,
} from './exam.service.js';

/**
 * Exam registration (issue #8, spec §2 « S'inscrire à l'examen »): the learner asks their
 * school to register them for the theory test, sees the request's status and may withdraw it.
 * Only where spec §4 shows the exam tab; one open request at a time.
 */
export async function examRoutes(
  app: FastifyInstance,
  { mailer }: { mailer: Mailer },
): Promise<void> {
  app.addHook('onRequest', requireSession);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const contextOf = (request: FastifyRequest): ExamContext => ({
    db: app.db,
    mailer,
    log: request.log,
  });

  api.get(
    '/api/examen/demande',
    { schema: { response: { 200: demandeExamenStateSchema } } },
    async (request) => {
      const session = sessionOf(request);
      const [latest, exam] = await Promise.all([
        findLatestRequest(app.db, session.user_id),
        examLicenceOf(app.db, session),
      ]);
      return { demande: latest ? toDemandeWire(latest) : null, autorisee: exam !== null };
    },
  );

  api.post(
    '/api/examen/demande',
    {
      schema: { body: demandeExamenBodySchema, response: { 201: demandeExamenSchema } },
      // Each request mails the school: a cancel-and-resend loop must not flood its mailbox.
      // Counted per learner (the session hook has run), not per address: a school's room
      // shares one.
      config: {
        rateLimit: {
          max: 30,
          timeWindow: 60 * 60_000,
          keyGenerator: (request: FastifyRequest) => request.session?.user_id ?? request.ip,
        },
      },
    },
    async (request, reply) => {
      const row = await createExamRequest(contextOf(request), sessionOf(request), request.body);
      return reply.code(201).send(toDemandeWire(row));
    },
  );

  api.delete(
    '/api/examen/demande/:id',
    { schema: { params: demandeExamenParamsSchema, response: { 200: demandeExamenSchema } } },
    async (request) =>
      toDemandeWire(
        await cancelExamRequest(contextOf(request), sessionOf(request), request.params.id),
      ),
  );
}
