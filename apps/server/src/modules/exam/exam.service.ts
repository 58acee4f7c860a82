import { OPEN_STATUS } from '@prepacode/domain/auth';
import { brandNamed } from '@prepacode/domain/brands';
import {
  EXAM_RESULTS,
  isAllowedExamPeriod,
  isExamLicence,
  type DemandeExamen,
  type DemandeExamenBody,
  type ExamLicence,
  type ExamResult,
} from '@prepacode/domain/contracts/exam.contract';
import type { ExamBooking } from '@prepacode/domain/exam-booking';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { AppError } from '../../plugins/errors.js';
import type { SessionRow } from '../auth/sessions.repository.js';
import { newId } from '../../lib/tokens.js';
import { kopiloteEntriesOf } from '../front/front.repository.js';
import {
  examRequestAckMail,
  examRequestCancelledMail,
  examRequestSchoolMail,
  type ExamMailRequest,
} from '../mail/exam-mail.js';
import { sendOrLog, type Mail, type Mailer } from '../mail/mailer.js';
import {
  cancelOpenRequest,
  findInscription,
  findLearnerAndSchool,
  findOpenRequest,
  findOwnRequest,
  insertRequest,
  markSchoolNotified,
  type ExamRequestRow,
} from './exam.repository.js';

/** What a call needs besides the database: the mailer and the request's log. */
export interface ExamContext {
  db: Kysely<Database>;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

const hidden = () =>
  new AppError(
    403,
    'examen_indisponible',
    'L’inscription à l’examen n’est pas ouverte pour votre formation : adressez-vous à votre auto-école.',
  );
const alreadyOpen = () =>
  new AppError(
    409,
    'demande_en_cours',
    'Vous avez déjà une demande d’inscription en cours : annulez-la avant d’en faire une nouvelle.',
  );

/**
 * The rule of spec §4 "Tabs", as the app applies it: the selected inscription is for b or etm,
 * and the learner's first Kopilote exam entry is open. Null when the exam tab is hidden.
 */
export async function examLicenceOf(
  db: Kysely<Database>,
  session: SessionRow,
): Promise<{ inscriptionId: number; licence: ExamLicence } | null> {
  if (session.inscription_id === null) return null;
  const [inscription, entries] = await Promise.all([
    findInscription(db, session.inscription_id, session.user_id),
    kopiloteEntriesOf(db, session.user_id),
  ]);
  const licence = inscription?.licence_code;
  if (!inscription || !isExamLicence(licence) || entries[0]?.status !== OPEN_STATUS) return null;
  return { inscriptionId: inscription.id, licence };
}

/** The exam a request's school booked (issue #41), if it confirmed it with a date. */
export const bookingOf = (
  row: Pick<ExamRequestRow, 'exam_day' | 'exam_time' | 'exam_centre'>,
): ExamBooking | null =>
  row.exam_day && row.exam_time && row.exam_centre
    ? { day: row.exam_day, time: row.exam_time, centre: row.exam_centre }
    : null;

const isExamResult = (value: string | null): value is ExamResult =>
  (EXAM_RESULTS as readonly (string | null)[]).includes(value);

/** What the learner and the school both read of a request; dates are ISO instants. */
export function requestWire(row: ExamRequestRow) {
  const booking = bookingOf(row);
  return {
    id: row.id,
    statut: row.status,
    permis: row.licence_code,
    neph: row.neph,
    periode: row.period,
    centre: row.centre,
    telephone: row.phone,
    commentaire: row.comment,
    date_demande: new Date(row.created_at).toISOString(),
    date_statut: new Date(row.updated_at).toISOString(),
    // The school's decision (issue #19 inbox): its reason, or the exam's result out of 40.
    motif: row.reason,
    resultat: isExamResult(row.result) ? row.result : null,
    note: row.score === null ? null : Number(row.score),
    // The booked exam (issue #41): its day, time and centre.
    examen_prevu: booking && { date: booking.day, heure: booking.time, centre: booking.centre },
  };
}

export const toDemandeWire = (row: ExamRequestRow): DemandeExamen => ({
  ...requestWire(row),
  ecole_prevenue: row.school_notified === 1,
});

const toMailRequest = (row: ExamRequestRow, licence: ExamLicence): ExamMailRequest => ({
  licence,
  neph: row.neph,
  period: row.period,
  centre: row.centre,
  phone: row.phone,
  comment: row.comment,
});

/** The request is stored before any mail: a mail that fails is logged, never a lost request. */
const trySend = (context: ExamContext, mail: Mail) =>
  sendOrLog(context.mailer, mail, context.log, 'exam request mail');

const emptyToNull = (value: string | undefined) => (value ? value : null);

/** Records the learner's request, then mails it to the school and acknowledges it. */
export async function createExamRequest(
  context: ExamContext,
  session: SessionRow,
  body: DemandeExamenBody,
  now = Date.now(),
): Promise<ExamRequestRow> {
  const { db } = context;
  const exam = await examLicenceOf(db, session);
  if (!exam) throw hidden();
  if (!isAllowedExamPeriod(body.periode, now)) {
    throw new AppError(400, 'periode_invalide', 'Choisissez une période parmi celles proposées.');
  }
  if (await findOpenRequest(db, session.user_id)) throw alreadyOpen();
  const row: ExamRequestRow = {
    id: newId(),
    user_id: session.user_id,
    inscription_id: exam.inscriptionId,
    licence_code: exam.licence,
    neph: emptyToNull(body.neph),
    period: body.periode,
    centre: body.centre,
    phone: emptyToNull(body.telephone),
    comment: emptyToNull(body.commentaire),
    status: 'envoyee',
    school_notified: 0,
    created_at: now,
    updated_at: now,
    reason: null,
    result: null,
    score: null,
    decided_by: null,
    exam_day: null,
    exam_time: null,
    exam_centre: null,
    reminded_at: null,
    result_at: null,
    result_corrected: 0,
  };
  try {
    await insertRequest(db, row);
  } catch (error) {
    // Two requests at once: the database's one-open index refused the second.
    if (await findOpenRequest(db, session.user_id)) throw alreadyOpen();
    throw error;
  }

  const people = await findLearnerAndSchool(db, session.user_id);
  if (!people) return row;
  const brand = brandNamed(session.theme);
  const learner = {
    email: people.email,
    firstName: people.first_name,
    lastName: people.last_name,
  };
  const request = toMailRequest(row, exam.licence);
  let notified = false;
  if (people.school_email) {
    notified = await trySend(
      context,
      examRequestSchoolMail(brand, people.school_email, learner, request),
    );
    if (notified) await markSchoolNotified(db, row.id);
  }
  await trySend(context, examRequestAckMail(brand, learner, request, notified));
  return { ...row, school_notified: notified ? 1 : 0 };
}

/** Withdraws the learner's open request; the school hears of it if it heard of the request. */
export async function cancelExamRequest(
  context: ExamContext,
  session: SessionRow,
  id: string,
  now = Date.now(),
): Promise<ExamRequestRow> {
  const { db } = context;
  const row = await findOwnRequest(db, id, session.user_id);
  if (!row) throw new AppError(404, 'demande_introuvable', 'Demande d’inscription introuvable.');
  if (!(await cancelOpenRequest(db, id, session.user_id, now))) {
    throw new AppError(
      409,
      'demande_non_annulable',
      'Cette demande n’est plus en attente : pour la modifier, contactez votre auto-école.',
    );
  }
  const people = await findLearnerAndSchool(db, session.user_id);
  if (row.school_notified === 1 && people?.school_email && isExamLicence(row.licence_code)) {
    await trySend(
      context,
      examRequestCancelledMail(
        brandNamed(session.theme),
        people.school_email,
        { email: people.email, firstName: people.first_name, lastName: people.last_name },
        toMailRequest(row, row.licence_code),
      ),
    );
  }
  return { ...row, status: 'annulee', updated_at: now };
}
