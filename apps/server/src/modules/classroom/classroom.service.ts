import { OPEN_STATUS } from '@prepacode/domain/auth';
import { dayInFrance } from '@prepacode/domain/calendar';
import {
  CLASSROOM_CODE_ALPHABET,
  CLASSROOM_CODE_LENGTH,
  CLASSROOM_IDLE_HOURS,
  nextPhase,
  type ClassroomStep,
} from '@prepacode/domain/classroom';
import type { ClassroomStartBody } from '@prepacode/domain/contracts/classroom.contract';
import { passMarkOf } from '@prepacode/domain/exam-format';
import { LICENCE_TYPES } from '@prepacode/domain/licences';
import { SCENE_SECONDS } from '@prepacode/domain/preferences';
import { QUESTION_SECONDS } from '@prepacode/domain/series';
import type { Kysely } from 'kysely';
import { randomInt } from 'node:crypto';
import { isUniqueViolation } from '../../db/conflicts.js';
import type { Database } from '../../db/database.js';
import { newId, newNumericId } from '../../lib/tokens.js';
import { AppError } from '../../plugins/errors.js';
import { examFormatOf } from '../content/content.repository.js';
import { sceneOf } from '../content/media-url.js';
import { questionVersion } from '../content/questions.repository.js';
import {
  findAttemptById,
  findAttemptQuestionAt,
  findUnfinished,
  insertAttemptWithQuestions,
  type AttemptRow,
} from '../series/attempts.repository.js';
import { answerQuestion, recordUnanswered } from '../series/player.service.js';
import { planSession } from './classroom-plan.js';
import {
  findRunningByCode,
  idleSessions,
  inscriptionsToLicence,
  insertParticipant,
  insertSession,
  moveSession,
  participantOf,
  participantsOf,
  schoolOfUser,
  sessionQuestions,
  sessionWithPlace,
  type SessionRow,
} from './classroom.repository.js';

// « Code en salle » (issue #43): launching a session, a learner joining it, their answers and
// the presenter's steps. The state lives in the database (ADR 0032): any node serves any call,
// and a node that dies loses nothing.

export const sessionNotFound = () =>
  new AppError(404, 'seance_introuvable', 'Cette séance n’existe pas ou n’est plus en cours.');

const slugOf = (sessionId: string) => `salle-${sessionId}`;

const drawCode = () =>
  Array.from(
    { length: CLASSROOM_CODE_LENGTH },
    () => CLASSROOM_CODE_ALPHABET[randomInt(CLASSROOM_CODE_ALPHABET.length)],
  ).join('');

const RUNNING_CODE = {
  name: 'classroom_sessions_running_code',
  columns: 'classroom_sessions.code',
};

/** POST {central}/api/ecole/salles: the session, waiting for its room, under a fresh code. */
export async function startSession(
  db: Kysely<Database>,
  staffId: string,
  school: string,
  body: ClassroomStartBody,
  now = Date.now(),
): Promise<SessionRow> {
  const plan = await planSession(db, body);
  // A code no running session has: drawn again in the rare case it is taken.
  for (let tries = 0; ; tries++) {
    const session: SessionRow = {
      id: newId(),
      structure_id: school,
      staff_id: staffId,
      code: drawCode(),
      licence_code: body.permis,
      bank_id: plan.bankId,
      source: body.source,
      slug: plan.slug,
      label: plan.label,
      pacing: body.rythme,
      question_seconds: body.rythme === 'chrono' ? QUESTION_SECONDS : null,
      nb_questions: plan.questions.length,
      phase: 'attente',
      position: -1,
      question_started_at: null,
      deadline_at: null,
      changes: 0,
      created_at: now,
      updated_at: now,
      ended_at: null,
    };
    // One lettering for the whole room: the bank's, as the presenter shows it.
    const questions = plan.questions.map((question, position) => ({
      session_id: session.id,
      position,
      question_id: question.question_id,
      version: question.version,
      theme: question.theme,
      lettering: 'ABCD'.slice(0, question.texts.length),
      correct_letters: question.correct_letters.join(','),
    }));
    try {
      await db.transaction().execute((trx) => insertSession(trx, session, questions));
      return session;
    } catch (error) {
      if (!isUniqueViolation(error, RUNNING_CODE) || tries >= 5) throw error;
    }
  }
}

/**
 * POST /api/salle/rejoindre: the learner joins the running session of this code, with a series
 * of type `salle` in their history that holds the session's questions. Only a learner of the
 * session's school with an open inscription to its licence may; joining again is a no-op.
 */
export async function joinSession(
  db: Kysely<Database>,
  userId: string,
  code: string,
  now = Date.now(),
): Promise<SessionRow> {
  const session = await findRunningByCode(db, code);
  if (!session) {
    throw new AppError(
      404,
      'seance_introuvable',
      'Aucune séance en cours n’a ce code\u202f: vérifiez-le auprès de votre moniteur.',
    );
  }
  if ((await schoolOfUser(db, userId)) !== session.structure_id) {
    throw new AppError(
      403,
      'seance_autre_ecole',
      'Cette séance est celle d’une autre école\u202f: seuls ses élèves peuvent la rejoindre.',
    );
  }
  if (await participantOf(db, session.id, userId)) return session;
  const today = dayInFrance(now);
  const inscription = (await inscriptionsToLicence(db, userId, session.licence_code)).find(
    (row) =>
      row.status === OPEN_STATUS && row.expiration_date !== null && row.expiration_date >= today,
  );
  if (!inscription) {
    const licence = LICENCE_TYPES[session.licence_code].name;
    throw new AppError(
      403,
      'formation_fermee',
      `Cette séance est pour le ${licence}\u202f: votre accès à cette formation n’est pas ouvert. Demandez-le à votre école.`,
    );
  }
  await joinWith(db, session, userId, Number(inscription.id), now);
  return session;
}

async function joinWith(
  db: Kysely<Database>,
  session: SessionRow,
  userId: string,
  inscriptionId: number,
  now: number,
) {
  const format = await examFormatOf(db, session.bank_id, session.licence_code);
  const attempt: AttemptRow = {
    id: newNumericId(),
    user_id: userId,
    inscription_id: inscriptionId,
    licence_code: session.licence_code,
    bank_id: session.bank_id,
    slug: slugOf(session.id),
    type: 'salle',
    label: session.label,
    series_position: 0,
    theme: null,
    parcours: 'examen',
    timed: session.pacing === 'chrono' ? 1 : 0,
    nb_questions: session.nb_questions,
    nb_answered: 0,
    nb_correct: 0,
    ended: 0,
    created_at: now,
    updated_at: now,
    time_extension: null,
    pass_mark: passMarkOf(format, session.nb_questions),
    exam_parts: null,
    parts_passed: null,
    deadline_at: null,
    exam_points: null,
    max_score: null,
    score: null,
  };
  const questions = await sessionQuestions(db, session.id);
  try {
    await db.transaction().execute(async (trx) => {
      await insertAttemptWithQuestions(
        trx,
        attempt,
        questions.map(({ session_id: _session, ...question }) => ({
          ...question,
          attempt_id: attempt.id,
        })),
      );
      await insertParticipant(trx, {
        session_id: session.id,
        inscription_id: inscriptionId,
        attempt_id: attempt.id,
        joined_at: now,
      });
    });
  } catch (error) {
    // Two tabs joined at once: the database keeps one unfinished attempt per series, the
    // winner's, which is this learner's place in the session.
    if (!isUniqueViolation(error) || !(await findUnfinished(db, inscriptionId, attempt.slug)))
      throw error;
  }
}

/**
 * PUT /api/salle/{salle}/reponse: the learner's letters for the question on the room's screen,
 * recorded in their own series as the player records an answer. The questions they missed
 * before it (joined late, a phone off) count as unanswered. After « Correction » or the clock,
 * nothing is recorded: `hors_delai`.
 */
export async function answerInSession(
  db: Kysely<Database>,
  userId: string,
  sessionId: string,
  position: number,
  letters: readonly string[],
  now = Date.now(),
): Promise<{ recorded: string[] | null; late: boolean }> {
  // Two reads before the write (a room's answers come together): the session with the learner's
  // place, then their attempt with the question at the room's position.
  const found = await sessionWithPlace(db, sessionId, userId);
  if (!found?.attempt_id) throw sessionNotFound();
  const { attempt_id: attemptId, ...session } = found;
  const index = position - 1;
  const open =
    session.phase === 'question' &&
    session.position === index &&
    (session.deadline_at === null || now <= session.deadline_at + ANSWER_GRACE_MS);
  if (session.position !== index && session.phase !== 'terminee') {
    throw new AppError(
      409,
      'question_non_courante',
      'Cette question n’est plus celle de la salle\u202f: l’écran va se mettre à jour.',
    );
  }
  let asked = await findAttemptQuestionAt(db, Number(attemptId), index);
  if (asked.attempt.nb_answered < index && asked.attempt.ended !== 1) {
    await recordUnanswered(db, asked.attempt, index, now);
    asked = await findAttemptQuestionAt(db, Number(attemptId), index);
  }
  const { attempt, question } = asked;
  if (!question) throw sessionNotFound();
  if (attempt.nb_answered > index || !open) {
    // Already answered (a second tab, a retry): what was recorded stands.
    return { recorded: question.answer ? question.answer.split(',') : null, late: !open };
  }
  const asIn = { attempt, question, questionId: question.question_id };
  const answer = await answerQuestion(db, asIn, { reponse: letters.join(',') }, now);
  return { recorded: answer.reponse, late: false };
}

/** Seconds an answer sent as the clock ends still counts: the phone's trip to the server. */
const ANSWER_GRACE_MS = 2_000;

/** Records the questions before `index` the learner has not answered as unanswered. */
async function catchUp(db: Kysely<Database>, attemptId: number, index: number, now: number) {
  const attempt = await findAttemptById(db, attemptId);
  if (attempt.nb_answered >= index || attempt.ended === 1) return attempt;
  await recordUnanswered(db, attempt, index, now);
  return findAttemptById(db, attemptId);
}

/**
 * POST {central}/api/ecole/salles/{salle}/etape: the presenter's step, from the question on
 * their screen (`position`, 1-based). Pressed twice (two tabs, a double press, two staff
 * members), it moves the session once: the second changes nothing. Ending the session counts
 * every learner's series as it stands.
 */
export async function stepSession(
  db: Kysely<Database>,
  session: SessionRow,
  step: ClassroomStep,
  position: number,
  now = Date.now(),
): Promise<void> {
  const current = session.position + 1;
  const last = current >= session.nb_questions;
  const phase = nextPhase(session.phase, step, last);
  // Pressed on a screen that was behind: the room has already moved on.
  if (phase === null || position !== current) {
    if (session.phase === 'terminee') await settleParticipants(db, session, now);
    return;
  }
  const from = { id: session.id, phase: session.phase, position: session.position };
  if (phase === 'terminee') {
    if (await moveSession(db, from, { phase, ended_at: now }, now)) {
      await settleParticipants(db, session, now);
    }
    return;
  }
  if (phase === 'correction') {
    await moveSession(db, from, { phase }, now);
    return;
  }
  const index = session.position + 1;
  await moveSession(
    db,
    from,
    {
      phase,
      position: index,
      question_started_at: now,
      deadline_at: await deadlineOf(db, session, index, now),
    },
    now,
  );
}

/** The clock's end for the question at `index`: 20 s, after its scene has played. */
async function deadlineOf(db: Kysely<Database>, session: SessionRow, index: number, now: number) {
  if (session.question_seconds === null) return null;
  const question = (await sessionQuestions(db, session.id)).at(index);
  const version = question ? await questionVersion(db, question) : undefined;
  const scene = sceneOf(version?.media_file) ? SCENE_SECONDS.max : 0;
  return now + (session.question_seconds + scene) * 1000;
}

/**
 * An ended session's series, each ended: what a learner did not answer counts as unanswered,
 * as in the exam. Run again, it finds nothing left to do, so a node that died half-way is
 * completed by the next call.
 */
export async function settleParticipants(
  db: Kysely<Database>,
  session: Pick<SessionRow, 'id' | 'nb_questions'>,
  now = Date.now(),
): Promise<void> {
  for (const participant of await participantsOf(db, session.id)) {
    if (participant.ended === 0) {
      await catchUp(db, Number(participant.attempt_id), session.nb_questions, now);
    }
  }
}

/** Sessions left running for hours are ended, their learners' series counted (housekeeping). */
export async function endIdleSessions(db: Kysely<Database>, now = Date.now()): Promise<number> {
  const idle = await idleSessions(db, now - CLASSROOM_IDLE_HOURS * 3_600_000);
  for (const session of idle) {
    const from = { id: session.id, phase: session.phase, position: session.position };
    if (await moveSession(db, from, { phase: 'terminee', ended_at: now }, now)) {
      await settleParticipants(db, session, now);
    }
  }
  return idle.length;
}
