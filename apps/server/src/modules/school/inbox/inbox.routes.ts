import { brandNamed } from '@prepacode/domain/brands';
import {
  answerBodySchema,
  inboxCountsSchema,
  inboxIdParamsSchema,
  inboxQuerySchema,
  inboxSchema,
} from '@prepacode/domain/contracts/inbox.contract';
import { schoolAnswerSchema } from '@prepacode/domain/contracts/school.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '../../../plugins/zod.js';
import { recordAudit } from '../../auth/audit.repository.js';
import { contactAnswerMail } from '../../mail/inbox-mail.js';
import { sendOrLog, type Mailer } from '../../mail/mailer.js';
import {
  addAnswer,
  inboxCounts,
  listExamRequests,
  listMessages,
  markRead,
  messageOf,
} from './inbox.service.js';
import { allow, staffOf } from '../../staff/staff-access.js';

/**
 * The inbox (issue #19, point 5, `traiter_demandes`: all three roles): the learners' contact
 * messages with their answers, and their exam requests with the school's decisions (taken in
 * exam-requests.routes.ts). Each write is audited and mails the learner.
 */
export async function inboxRoutes(
  app: FastifyInstance,
  { mailer }: { mailer: Mailer },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/reception',
    { schema: { querystring: inboxQuerySchema, response: { 200: inboxSchema } } },
    async (request) => {
      const staff = staffOf(request);
      allow(staff, 'traiter_demandes');
      const { messages, unread } = await listMessages(app.db, staff.schoolIds);
      return {
        messages,
        non_lus: unread,
        demandes: await listExamRequests(app.db, staff, {
          toHandle: request.query.demandes === 'a_traiter',
        }),
      };
    },
  );

  // The menu's count beside « Réception » (issue #41, point 10), read again every minute.
  api.get(
    '/reception/compte',
    { schema: { response: { 200: inboxCountsSchema } } },
    async (request) => {
      const staff = staffOf(request);
      allow(staff, 'traiter_demandes');
      return inboxCounts(app.db, staff.schoolIds);
    },
  );

  api.post(
    '/messages-eleves/:id/lu',
    { schema: { params: inboxIdParamsSchema, response: { 200: schoolAnswerSchema } } },
    async (request) => {
      const staff = staffOf(request);
      allow(staff, 'traiter_demandes');
      const message = await messageOf(app.db, staff.schoolIds, request.params.id);
      await markRead(app.db, message.id);
      return { message: 'Message lu.' };
    },
  );

  api.post(
    '/messages-eleves/:id/reponse',
    {
      schema: {
        params: inboxIdParamsSchema,
        body: answerBodySchema,
        response: { 200: schoolAnswerSchema },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      allow(staff, 'traiter_demandes');
      const message = await messageOf(app.db, staff.schoolIds, request.params.id);
      const author = `${staff.firstName} ${staff.lastName}`.trim();
      const answer = await addAnswer(app.db, {
        messageId: message.id,
        authorId: staff.id,
        authorName: author,
        text: request.body.texte,
      });
      await recordAudit(app.db, {
        actorId: staff.id,
        action: 'message.repondu',
        subjectId: message.learner_id,
        ip: request.ip,
        details: { message: message.id, reponse: answer.id },
      });
      const sent = await sendOrLog(
        mailer,
        contactAnswerMail(
          brandNamed(message.brand),
          { email: message.email, firstName: message.first_name },
          {
            schoolName: message.school_name ?? 'Votre auto-école',
            author,
            answer: request.body.texte,
            question: message.message,
          },
        ),
        request.log,
        'inbox answer mail',
      );
      return {
        message: sent
          ? `Réponse envoyée à ${message.email}.`
          : 'Réponse enregistrée, mais le mail n’a pas pu partir\u202f: prévenez l’élève autrement.',
      };
    },
  );
}
