import { brandNamed } from '@prepacode/domain/brands';
import {
  examCentresSchema,
  examDecisionBodySchema,
  inboxIdParamsSchema,
  type ExamDecisionBody,
} from '@prepacode/domain/contracts/inbox.contract';
import { schoolAnswerSchema } from '@prepacode/domain/contracts/school.contract';
import { staffMay } from '@prepacode/domain/staff-roles';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '../../../plugins/zod.js';
import { recordAudit } from '../../auth/audit.repository.js';
import { examDecisionMail, type ExamDecisionMail } from '../../mail/exam-decision-mail.js';
import { sendOrLog, type Mailer } from '../../mail/mailer.js';
import { allow, staffOf } from '../../staff/staff-access.js';
import { bookingOf } from '../../exam/exam.service.js';
import {
  bookingOfBody,
  decideExamRequest,
  examRequestOf,
  type ExamRequestRead,
} from './exam-decisions.service.js';
import { recentCentres } from './inbox.service.js';

// The school's decisions on its learners' exam requests (issue #19, point 5; issue #41,
// points 1 and 2), `traiter_demandes` for all three roles, a correction `corriger_resultats`
// (managers and operators). Each decision is audited and mails the learner; a mail that fails
// is logged, and the page says so: the decision is kept all the same.

/** The learner's mail for a decision taken on the request as it was read. */
function mailOf(body: ExamDecisionBody, row: ExamRequestRead): ExamDecisionMail {
  const before = bookingOf(row);
  switch (body.decision) {
    case 'confirmer':
    case 'deplacer': {
      const booking = bookingOfBody(body);
      return body.decision === 'confirmer'
        ? { kind: 'confirmee', booking }
        : { kind: 'deplacee', booking, before };
    }
    case 'annuler':
      return { kind: 'annulee_ecole', booking: before, reason: body.motif };
    case 'refuser':
      return { kind: 'refusee', reason: body.motif };
    case 'resultat':
      return { kind: 'resultat', result: body.resultat, score: body.note };
    case 'corriger':
      return { kind: 'corrige', result: body.resultat, score: body.note, reason: body.motif };
  }
}

const DONE: Record<ExamDecisionBody['decision'], string> = {
  confirmer: 'Examen réservé',
  refuser: 'Demande refusée',
  deplacer: 'Examen déplacé',
  annuler: 'Examen annulé',
  resultat: 'Résultat enregistré',
  corriger: 'Résultat corrigé',
};

export async function examRequestsRoutes(
  app: FastifyInstance,
  { mailer }: { mailer: Mailer },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/centres-examen',
    { schema: { response: { 200: examCentresSchema } } },
    async (request) => {
      const staff = staffOf(request);
      allow(staff, 'traiter_demandes');
      return { centres: await recentCentres(app.db, staff.schoolIds) };
    },
  );

  api.post(
    '/demandes-examen/:id/decision',
    {
      schema: {
        params: inboxIdParamsSchema,
        body: examDecisionBodySchema,
        response: { 200: schoolAnswerSchema },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      allow(staff, 'traiter_demandes');
      const row = await examRequestOf(app.db, staff.schoolIds, request.params.id);
      const body = request.body;
      await decideExamRequest(app.db, row, body, {
        id: staff.id,
        mayCorrect: staffMay(staff.role, 'corriger_resultats'),
      });
      const before =
        body.decision === 'corriger'
          ? { avant: { resultat: row.result, note: row.score } }
          : body.decision === 'deplacer' || body.decision === 'annuler'
            ? { avant: bookingOf(row) }
            : {};
      await recordAudit(app.db, {
        actorId: staff.id,
        action: `examen.${body.decision}`,
        subjectId: row.user_id,
        ip: request.ip,
        details: { demande: row.id, ...body, ...before },
      });
      const sent = await sendOrLog(
        mailer,
        examDecisionMail(
          brandNamed(row.brand ?? request.session?.theme),
          { email: row.email, firstName: row.first_name },
          mailOf(body, row),
        ),
        request.log,
        'exam decision mail',
      );
      return {
        message: sent
          ? `${DONE[body.decision]}\u202f: l’élève est prévenu par e‑mail.`
          : `${DONE[body.decision]}, mais le mail n’a pas pu partir\u202f: prévenez l’élève autrement.`,
      };
    },
  );
}
