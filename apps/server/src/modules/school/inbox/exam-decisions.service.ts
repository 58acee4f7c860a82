import {
  bookingProblem,
  examDayLabel,
  REMINDER_DAYS_BEFORE,
  RESULT_CORRECTION_DAYS,
  resultProblem,
  type ExamBooking,
  type ResultRule,
} from '@prepacode/domain/exam-booking';
import { addDays, dayInFrance } from '@prepacode/domain/calendar';
import { EXAM_TESTS, isExamLicence } from '@prepacode/domain/contracts/exam.contract';
import type { ExamRequestStatus } from '@prepacode/domain/contracts/exam.contract';
import type { ExamDecision, ExamDecisionBody } from '@prepacode/domain/contracts/inbox.contract';
import type { Kysely, Updateable } from 'kysely';
import type { Database } from '../../../db/database.js';
import type { ExamRequestsTable } from '../../../db/exam.table.js';
import { AppError } from '../../../plugins/errors.js';
import { bankOfLicence, examFormatOf } from '../../content/content.repository.js';
import { specExamFormat } from '@prepacode/domain/exam-format';
import { bookingOf } from '../../exam/exam.service.js';
import { findExamRequest, updateRequestIf } from './inbox.repository.js';

// The school's decisions on an exam request (issue #19, point 5; issue #41, points 1 and 2). A
// request sent (`envoyee`) is confirmed with its booking or refused; a booking is moved or
// cancelled until its result is recorded; the result is recorded once, checked against the
// licence's test, and a manager may correct it within 30 days. Each write is conditional on the
// row as it was read, so of two staff deciding at once exactly one wins and the other gets 409
// `modification_concurrente` (exam-bookings.test.ts, PostgreSQL too).

const DAY_MS = 86_400_000;

export type ExamRequestRead = NonNullable<Awaited<ReturnType<typeof findExamRequest>>>;

/** A request of a learner of one of these schools; others answer like unknown ones. */
export async function examRequestOf(db: Kysely<Database>, schoolIds: string[], id: string) {
  const row = await findExamRequest(db, id);
  if (!row || row.structure_id === null || !schoolIds.includes(row.structure_id)) {
    throw new AppError(
      404,
      'demande_introuvable',
      'Cette demande d’examen n’existe pas dans vos écoles.',
    );
  }
  return row;
}

/** The booking a confirmation or a move asks for. */
export const bookingOfBody = (body: {
  date_examen: string;
  heure_examen: string;
  centre_examen: string;
}): ExamBooking => ({ day: body.date_examen, time: body.heure_examen, centre: body.centre_examen });

/** Whether a result recorded at `resultAt` may still be corrected at `now`. */
export const correctable = (resultAt: number | null, now: number): boolean =>
  resultAt !== null && now - Number(resultAt) <= RESULT_CORRECTION_DAYS * DAY_MS;

/** The pass rule of the licence's test: its bank's mock exam, else spec §9's format. */
export async function resultRuleOf(db: Kysely<Database>, licence: string): Promise<ResultRule> {
  if (!isExamLicence(licence)) throw new Error(`no exam test for licence ${licence}`);
  const bankId = await bankOfLicence(db, licence);
  const format = bankId ? await examFormatOf(db, bankId, licence) : specExamFormat(licence);
  return {
    test: EXAM_TESTS[licence].acronym,
    outOf: format.nbQuestions,
    passMark: format.passMark,
  };
}

const refused = (code: string, message: string) => new AppError(409, code, message);
const changedMeanwhile = () =>
  refused(
    'modification_concurrente',
    'Cette demande vient d’être traitée par quelqu’un d’autre\u202f: rechargez la page.',
  );

/** Why this decision cannot be taken on the request as it is now, or null when it can. */
function stateProblem(decision: ExamDecision, row: ExamRequestRead): string | null {
  const booked = row.status === 'confirmee' && row.result === null;
  switch (decision) {
    case 'confirmer':
      return row.status === 'envoyee' ? null : 'Seule une demande en attente peut être confirmée.';
    case 'refuser':
      return row.status === 'envoyee' ? null : 'Seule une demande en attente peut être refusée.';
    case 'deplacer':
    case 'annuler':
      return booked ? null : 'Seul un examen confirmé, sans résultat, peut être déplacé ou annulé.';
    case 'resultat':
      return booked
        ? null
        : 'Le résultat ne s’enregistre que sur une demande confirmée, une seule fois.';
    case 'corriger':
      return row.status === 'confirmee' && row.result !== null
        ? null
        : 'Seul un résultat enregistré peut être corrigé.';
  }
}

/** The columns a decision writes, once it is checked against the request and the calendar. */
function changesOf(
  body: ExamDecisionBody,
  row: ExamRequestRead,
  rule: ResultRule | null,
  now: number,
): Updateable<ExamRequestsTable> & { status: ExamRequestStatus } {
  switch (body.decision) {
    case 'confirmer':
    case 'deplacer': {
      const booking = bookingOfBody(body);
      const problem = bookingProblem(booking, now);
      if (problem) throw new AppError(400, `${problem.field}_invalide`, problem.message);
      const current = bookingOf(row);
      if (
        body.decision === 'deplacer' &&
        current?.day === booking.day &&
        current.time === booking.time &&
        current.centre === booking.centre
      )
        throw new AppError(
          400,
          'examen_inchange',
          'L’examen est déjà prévu ce jour-là, à cette heure, dans ce centre.',
        );
      return {
        status: 'confirmee',
        exam_day: booking.day,
        exam_time: booking.time,
        exam_centre: booking.centre,
        // A new day gets its own reminder, unless this mail comes within its days: it is one.
        reminded_at: booking.day <= addDays(dayInFrance(now), REMINDER_DAYS_BEFORE) ? now : null,
      };
    }
    case 'refuser':
      return { status: 'refusee', reason: body.motif };
    case 'annuler':
      return { status: 'annulee_ecole', reason: body.motif };
    case 'resultat':
    case 'corriger': {
      const problem = rule && resultProblem(body.resultat, body.note, rule);
      if (problem) throw new AppError(400, 'resultat_incoherent', problem);
      const booking = bookingOf(row);
      if (body.decision === 'resultat') {
        if (booking && booking.day > dayInFrance(now))
          throw new AppError(
            400,
            'examen_a_venir',
            `Le résultat s’enregistre à partir du jour de l’examen, le ${examDayLabel(booking.day, now)}.`,
          );
        return { status: 'confirmee', result: body.resultat, score: body.note, result_at: now };
      }
      if (body.resultat === row.result && body.note === Number(row.score))
        throw new AppError(400, 'resultat_inchange', 'C’est déjà le résultat enregistré.');
      return {
        status: 'confirmee',
        result: body.resultat,
        score: body.note,
        result_corrected: 1,
      };
    }
  }
}

/**
 * Applies the decision to the request as it was read; returns the new status. `mayCorrect`:
 * the staff member's role allows corrections (a manager or the network's operator).
 */
export async function decideExamRequest(
  db: Kysely<Database>,
  row: ExamRequestRead,
  body: ExamDecisionBody,
  staff: { id: string; mayCorrect: boolean },
  now = Date.now(),
): Promise<ExamRequestStatus> {
  if (body.decision === 'corriger' && !staff.mayCorrect)
    throw new AppError(403, 'action_refusee', 'Seul un gestionnaire peut corriger un résultat.');
  if (body.date_statut !== undefined && body.date_statut !== new Date(row.updated_at).toISOString())
    throw changedMeanwhile();
  const problem = stateProblem(body.decision, row);
  if (problem) throw refused('statut_incompatible', problem);
  if (body.decision === 'corriger' && !correctable(row.result_at, now))
    throw refused(
      'correction_expiree',
      `Un résultat se corrige dans les ${RESULT_CORRECTION_DAYS} jours qui suivent son enregistrement.`,
    );
  const rule =
    body.decision === 'resultat' || body.decision === 'corriger'
      ? await resultRuleOf(db, row.licence_code)
      : null;
  const changes = changesOf(body, row, rule, now);
  // Strictly after the read's time, so that the row as read matches no write but the first.
  const changed = await updateRequestIf(db, row, {
    ...changes,
    decided_by: staff.id,
    updated_at: Math.max(now, Number(row.updated_at) + 1),
  });
  if (changed !== 1) throw changedMeanwhile();
  return changes.status;
}
