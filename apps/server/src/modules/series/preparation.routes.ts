import {
  dateExamenBodySchema,
  preparationSchema,
} from '@prepacode/domain/contracts/preparation.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '../../plugins/zod.js';
import { requireSession, sessionOf } from '../auth/session.plugin.js';
import { learnerOf } from './create.service.js';
import { preparationOf, setExamDay } from './preparation.service.js';

/**
 * The learner's preparation for the exam day (issue #44): read, and their own exam day set or
 * cleared. Each learner reaches only their chosen inscription's: the session names it.
 */
export async function preparationRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', requireSession);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/front/preparation',
    { schema: { response: { 200: preparationSchema } } },
    async (request) => preparationOf(app.db, learnerOf(sessionOf(request), 'read')),
  );

  api.put(
    '/api/front/date-examen',
    { schema: { body: dateExamenBodySchema, response: { 200: preparationSchema } } },
    async (request) => {
      const learner = learnerOf(sessionOf(request), 'read');
      await setExamDay(app.db, learner, request.body.date_examen);
      return preparationOf(app.db, learner);
    },
  );
}
