import type { ClassroomPhase } from '@prepacode/domain/classroom';
import { type Kysely, type Selectable, type Transaction } from 'kysely';
import type {
  ClassroomParticipantsTable,
  ClassroomQuestionsTable,
  ClassroomSessionsTable,
} from '../../db/classroom.table.js';
import type { Database } from '../../db/database.js';
import { prepared } from '../../db/prepared.js';

// The classroom sessions' rows (issue #43). A learner's answers are read from their own attempt
// (`attempt_questions`), which the participant row names: the session stores none of its own.

export type SessionRow = Selectable<ClassroomSessionsTable>;
export type SessionQuestionRow = Selectable<ClassroomQuestionsTable>;

export async function insertSession(
  trx: Transaction<Database>,
  session: Omit<SessionRow, 'changes'>,
  questions: readonly SessionQuestionRow[],
): Promise<void> {
  await trx.insertInto('classroom_sessions').values(session).execute();
  await trx
    .insertInto('classroom_questions')
    .values([...questions])
    .execute();
}

const sessions = (db: Kysely<Database>) => db.selectFrom('classroom_sessions').selectAll();

export const findSession = (db: Kysely<Database>, id: string) =>
  sessions(db).where('id', '=', id).executeTakeFirst();

/** The running session a code names: none once it has ended. */
export const findRunningByCode = (db: Kysely<Database>, code: string) =>
  sessions(db).where('code', '=', code).where('ended_at', 'is', null).executeTakeFirst();

/** The sessions of these schools, newest first, with their school's name. */
export const sessionsOfSchools = (
  db: Kysely<Database>,
  schoolIds: readonly string[],
  limit: number,
) =>
  schoolIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('classroom_sessions as s')
        .innerJoin('structures as st', 'st.id', 's.structure_id')
        .selectAll('s')
        .select('st.name as school_name')
        .where('s.structure_id', 'in', [...schoolIds])
        .orderBy('s.created_at', 'desc')
        .limit(limit)
        .execute();

export const schoolName = async (db: Kysely<Database>, id: string) =>
  (await db.selectFrom('structures').select('name').where('id', '=', id).executeTakeFirst())
    ?.name ?? '';

export const sessionQuestions = (db: Kysely<Database>, id: string) =>
  db
    .selectFrom('classroom_questions')
    .selectAll()
    .where('session_id', '=', id)
    .orderBy('position')
    .execute();

/**
 * Moves the session on from the phase and question the presenter saw: of two presses at once
 * (two tabs, two staff members), one moves it and the other changes nothing.
 */
export async function moveSession(
  db: Kysely<Database>,
  from: { id: string; phase: ClassroomPhase; position: number },
  to: Partial<
    Pick<SessionRow, 'phase' | 'position' | 'question_started_at' | 'deadline_at' | 'ended_at'>
  >,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('classroom_sessions')
    .set((eb) => ({ ...to, updated_at: now, changes: eb('changes', '+', 1) }))
    .where('id', '=', from.id)
    .where('phase', '=', from.phase)
    .where('position', '=', from.position)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Running sessions without a step since `before`: left behind, to be ended. */
export const idleSessions = (db: Kysely<Database>, before: number) =>
  sessions(db).where('ended_at', 'is', null).where('updated_at', '<', before).execute();

export const insertParticipant = (
  trx: Kysely<Database>,
  row: Selectable<ClassroomParticipantsTable>,
) =>
  trx
    .insertInto('classroom_participants')
    .values(row)
    .onConflict((oc) => oc.columns(['session_id', 'inscription_id']).doNothing())
    .execute();

/** A learner's place in a session, by any of their inscriptions. */
/**
 * An answer's first read: the session and, when the learner joined it, their attempt in it. A
 * correlated subquery, found by the participants' index: as a joined derived table, SQLite built
 * it from every participant of every session at each answer.
 */
const sessionWithPlaceQuery = prepared((db: Kysely<Database>, sessionId: string, userId: string) =>
  db
    .selectFrom('classroom_sessions as s')
    .selectAll('s')
    .select((eb) =>
      eb
        .selectFrom('classroom_participants as p')
        .innerJoin('attempts as a', 'a.id', 'p.attempt_id')
        .select('p.attempt_id')
        .whereRef('p.session_id', '=', 's.id')
        .where('a.user_id', '=', userId)
        .as('attempt_id'),
    )
    .where('s.id', '=', sessionId),
);

export const sessionWithPlace = async (db: Kysely<Database>, sessionId: string, userId: string) =>
  (await sessionWithPlaceQuery(db, sessionId, userId))[0];

export const participantOf = (db: Kysely<Database>, sessionId: string, userId: string) =>
  db
    .selectFrom('classroom_participants as p')
    .innerJoin('attempts as a', 'a.id', 'p.attempt_id')
    .select(['p.session_id', 'p.inscription_id', 'p.attempt_id', 'p.joined_at'])
    .where('p.session_id', '=', sessionId)
    .where('a.user_id', '=', userId)
    .executeTakeFirst();

/** Every learner of a session, with their name and where their series stands. */
export const participantsOf = (db: Kysely<Database>, sessionId: string) =>
  db
    .selectFrom('classroom_participants as p')
    .innerJoin('attempts as a', 'a.id', 'p.attempt_id')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select([
      'p.attempt_id',
      'p.inscription_id',
      'u.first_name',
      'u.last_name',
      'a.nb_answered',
      'a.nb_correct',
      'a.ended',
    ])
    .where('p.session_id', '=', sessionId)
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .execute();

/** What each learner of the session answered to the question at `position` (bank letters). */
export const answersAt = (db: Kysely<Database>, sessionId: string, position: number) =>
  db
    .selectFrom('classroom_participants as p')
    .innerJoin('attempt_questions as q', (join) =>
      join.onRef('q.attempt_id', '=', 'p.attempt_id').on('q.position', '=', position),
    )
    .select(['p.attempt_id', 'q.answer', 'q.correct'])
    .where('p.session_id', '=', sessionId)
    .execute();

/** Right answers per question over the session's learners, for its most missed questions. */
export const rightPerQuestion = (db: Kysely<Database>, sessionId: string) =>
  db
    .selectFrom('classroom_participants as p')
    .innerJoin('attempt_questions as q', 'q.attempt_id', 'p.attempt_id')
    .select(['q.position', (eb) => eb.fn.sum<number>('q.correct').as('right')])
    .where('p.session_id', '=', sessionId)
    .groupBy('q.position')
    .execute();

/**
 * What each node watches of the sessions its streams follow, in one read: the session's
 * changes, its learners, and how many answered the current question. A stream's event is sent
 * when any of them moves (classroom-watch.ts).
 */
export const watchedStates = (db: Kysely<Database>, ids: readonly string[]) =>
  db
    .selectFrom('classroom_sessions as s')
    .leftJoin('classroom_participants as p', 'p.session_id', 's.id')
    .leftJoin('attempt_questions as q', (join) =>
      join
        .onRef('q.attempt_id', '=', 'p.attempt_id')
        .onRef('q.position', '=', 's.position')
        .on('q.answered_at', 'is not', null)
        .on('q.answer', '<>', ''),
    )
    .select([
      's.id',
      's.changes',
      's.phase',
      's.position',
      (eb) => eb.fn.count<number>('p.attempt_id').as('joined'),
      (eb) => eb.fn.count<number>('q.attempt_id').as('answered'),
    ])
    .where('s.id', 'in', [...ids])
    .groupBy(['s.id', 's.changes', 's.phase', 's.position'])
    .execute();

/** A learner's series in the session, question by question, in order. */
export const attemptSlotsOf = (db: Kysely<Database>, attemptId: number) =>
  db
    .selectFrom('attempt_questions')
    .select(['position', 'question_id', 'answer'])
    .where('attempt_id', '=', attemptId)
    .orderBy('position')
    .execute();

/** The learner's school, as the session's is checked against it. */
export const schoolOfUser = async (db: Kysely<Database>, userId: string) =>
  (await db.selectFrom('users').select('structure_id').where('id', '=', userId).executeTakeFirst())
    ?.structure_id ?? null;

/** The learner's inscriptions to a licence, open ones first, the one ending last first. */
export const inscriptionsToLicence = (db: Kysely<Database>, userId: string, licence: string) =>
  db
    .selectFrom('inscriptions')
    .select(['id', 'status', 'expiration_date'])
    .where('user_id', '=', userId)
    .where('licence_code', '=', licence)
    .orderBy('expiration_date', 'desc')
    .execute();
