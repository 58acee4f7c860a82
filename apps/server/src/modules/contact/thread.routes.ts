import {
  learnerMessagesSchema,
  type ContactSubject,
} from '@prepacode/domain/contracts/contact.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '../../plugins/zod.js';
import { requireSession, sessionOf } from '../auth/session.plugin.js';
import { answersByMessage } from '../school/inbox/inbox.service.js';
import { learnerMessageRows } from './contact.repository.js';

/**
 * The learner's exchanges with their school (issue #41, point 10): what they wrote from « Nous
 * contacter » and the staff's answers, kept in the app and not only in their mailbox.
 */
export async function contactThreadRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', requireSession);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/contact/messages',
    { schema: { response: { 200: learnerMessagesSchema } } },
    async (request) => {
      const rows = await learnerMessageRows(app.db, sessionOf(request).user_id);
      const answers = await answersByMessage(
        app.db,
        rows.map((row) => row.id),
      );
      return {
        messages: rows.map((row) => ({
          id: row.id,
          sujet: row.subject as ContactSubject,
          message: row.message,
          date: new Date(Number(row.created_at)).toISOString(),
          reponses: answers.get(row.id) ?? [],
        })),
      };
    },
  );
}
