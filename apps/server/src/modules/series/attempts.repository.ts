import type { Insertable, Kysely } from 'kysely';
import type { AttemptQuestionsTable } from '../../db/attempts.table.js';
import type { Database } from '../../db/database.js';
import { joinedRows, type Parts } from '../../db/joined-rows.js';
import { prepared } from '../../db/prepared.js';
import { questionVersions, type QuestionVersion } from '../content/questions.repository.js';
import { UNFINISHED } from './history.repository.js';
import { MEMORY_COLUMNS, memoryOfRow, type MemoryRead } from './memory.js';

// Read on every player call: built once (db/prepared.ts).
const ownAttempt = prepared(
  (db: Kysely<Database>, id: number, userId: string, inscriptionId: number) =>
    db
      .selectFrom('attempts')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('inscription_id', '=', inscriptionId),
);

export type AttemptRow = Awaited<ReturnType<typeof ownAttempt>>[number];

/** An attempt, only if it belongs to this learner and this inscription: anyone else gets none. */
export const findOwnAttempt = async (
  db: Kysely<Database>,
  id: number,
  userId: string,
  inscriptionId: number,
): Promise<AttemptRow | undefined> => (await ownAttempt(db, id, userId, inscriptionId))[0];

/** The most recent unfinished attempt of a series: creating it again resumes this one. */
export const findUnfinished = (db: Kysely<Database>, inscriptionId: number, slug: string) =>
  db
    .selectFrom('attempts')
    .selectAll()
    .where('inscription_id', '=', inscriptionId)
    .where('slug', '=', slug)
    .where('ended', '=', UNFINISHED)
    .orderBy('updated_at', 'desc')
    .limit(1)
    .executeTakeFirst();

const ASKED_COLUMNS = [
  'position',
  'question_id',
  'version',
  'theme',
  'lettering',
  'correct_letters',
  'answer',
  'correct',
] as const;

const askedQuestions = (db: Kysely<Database>, attemptId: number) =>
  db
    .selectFrom('attempt_questions')
    .select(ASKED_COLUMNS)
    .where('attempt_id', '=', attemptId)
    .orderBy('position');

type AskedRow = Awaited<ReturnType<ReturnType<typeof askedQuestions>['execute']>>[number];

/** The rows with the text of the version each asked. */
async function withVersions(db: Kysely<Database>, rows: AskedRow[]) {
  const versions = await questionVersions(db, rows);
  return rows.map((row, i) => ({ ...(versions[i] as QuestionVersion), ...row }));
}

/**
 * An attempt's questions with the text of the version it asked: those at the given positions,
 * or all of them for the correction.
 */
export async function attemptQuestions(
  db: Kysely<Database>,
  attemptId: number,
  positions?: readonly number[],
) {
  const query = askedQuestions(db, attemptId);
  return withVersions(
    db,
    await (positions ? query.where('position', 'in', positions) : query).execute(),
  );
}

// Read by a training correction that names a question the attempt asks elsewhere than last.
const namedAnywhere = prepared((db: Kysely<Database>, attemptId: number, questionId: string) =>
  askedQuestions(db, attemptId).where('question_id', '=', questionId),
);

// The correction's read, after each answer in training: the attempt and the question it last
// answered (`l_…`) in one row, one trip on PostgreSQL, as the answer's read (issue #37). Only
// the attempt's columns the correction reads: with its 26, SQLite took 6.2 µs a read warm; with
// four, 4.3.
const lastParts = joinedRows(['l']);
const CORRECTED_ATTEMPT_COLUMNS = ['parcours', 'ended'] as const;
const ownAttemptLastAnswered = prepared(
  (db: Kysely<Database>, id: number, userId: string, inscriptionId: number) =>
    db
      .selectFrom('attempts as a')
      .leftJoin('attempt_questions as l', (join) =>
        join
          .onRef('l.attempt_id', '=', 'a.id')
          .on((eb) => eb('l.position', '=', eb('a.nb_answered', '-', 1))),
      )
      .select(CORRECTED_ATTEMPT_COLUMNS.map((column) => `a.${column}` as const))
      .select(ASKED_COLUMNS.map((column) => `l.${column} as l_${column}` as const))
      .where('a.id', '=', id)
      .where('a.user_id', '=', userId)
      .where('a.inscription_id', '=', inscriptionId),
);

/**
 * An attempt of this learner and inscription (else none), with the question named by
 * `questionId` and the text of its version (none when the attempt does not ask it), or without
 * a name the one last answered. A correction most often names the question just answered: read
 * with the attempt; any other is read by its id after.
 */
export async function findOwnAttemptCorrection(
  db: Kysely<Database>,
  id: number,
  userId: string,
  inscriptionId: number,
  questionId: string | undefined,
) {
  const [row] = await ownAttemptLastAnswered(db, id, userId, inscriptionId);
  if (!row) return undefined;
  const { own, l } = lastParts(row);
  const last = l.position === null ? undefined : (l as AskedRow);
  const [asked] =
    questionId === undefined || last?.question_id === questionId
      ? [last]
      : await namedAnywhere(db, id, questionId);
  const question = asked && (await withVersions(db, [asked]))[0];
  const attempt = own as Pick<AttemptRow, (typeof CORRECTED_ATTEMPT_COLUMNS)[number]>;
  return { attempt, question };
}

export type AttemptCorrectionRead = NonNullable<
  Awaited<ReturnType<typeof findOwnAttemptCorrection>>
>;

const SLOT_COLUMNS = [
  'position',
  'question_id',
  'version',
  'lettering',
  'correct_letters',
  'deadline_at',
] as const;

/**
 * Which question versions sit at positions `from` to `to` of an attempt, their lettering, right
 * letters and deadline.
 */
export const attemptSlots = prepared(
  (db: Kysely<Database>, attemptId: number, from: number, to: number) =>
    db
      .selectFrom('attempt_questions')
      .select(SLOT_COLUMNS)
      .where('attempt_id', '=', attemptId)
      .where('position', '>=', from)
      .where('position', '<=', to)
      .orderBy('position'),
);

export type AttemptSlot = Awaited<ReturnType<typeof attemptSlots>>[number];

// The player's question read: the attempt with its current question (`q_…`) and the next
// (`n_…`) in one row, one trip on PostgreSQL (issue #37). One row rather than a row per
// question: the attempt's 26 columns are read and made once (SQLite, 12–14 µs → 9–10 a read).
const slotParts = joinedRows(['q', 'n']);
const slotAt = (prefix: 'q' | 'n') =>
  SLOT_COLUMNS.map((column) => `${prefix}.${column} as ${prefix}_${column}` as const);
const ownAttemptSlots = prepared(
  (db: Kysely<Database>, id: number, userId: string, inscriptionId: number) =>
    db
      .selectFrom('attempts as a')
      .leftJoin('attempt_questions as q', (join) =>
        join.onRef('q.attempt_id', '=', 'a.id').onRef('q.position', '=', 'a.nb_answered'),
      )
      .leftJoin('attempt_questions as n', (join) =>
        join
          .onRef('n.attempt_id', '=', 'a.id')
          .on((eb) => eb('n.position', '=', eb('a.nb_answered', '+', 1))),
      )
      .selectAll('a')
      .select(slotAt('q'))
      .select(slotAt('n'))
      .where('a.id', '=', id)
      .where('a.user_id', '=', userId)
      .where('a.inscription_id', '=', inscriptionId),
);

/**
 * An attempt of this learner and inscription (else none), with the question to answer now and
 * the next one, those it has.
 */
export async function findOwnAttemptSlots(
  db: Kysely<Database>,
  id: number,
  userId: string,
  inscriptionId: number,
): Promise<{ attempt: AttemptRow; slots: AttemptSlot[] } | undefined> {
  const [row] = await ownAttemptSlots(db, id, userId, inscriptionId);
  if (!row) return undefined;
  const { own, q, n } = slotParts(row);
  const slots = [q, n].filter((slot) => slot.position !== null) as AttemptSlot[];
  return { attempt: own as AttemptRow, slots };
}

/** The attempt's questions not answered yet, from `from` up to before `until`, in order. */
export const unansweredQuestions = (
  db: Kysely<Database>,
  attemptId: number,
  from: number,
  until: number,
) =>
  db
    .selectFrom('attempt_questions')
    .select(['position', 'question_id', 'theme'])
    .where('attempt_id', '=', attemptId)
    .where('position', '>=', from)
    .where('position', '<', until)
    .where('answer', 'is', null)
    .orderBy('position')
    .execute();

const QUESTION_COLUMNS = [
  'position',
  'version',
  'lettering',
  'correct_letters',
  'answer',
  'correct',
  'theme',
  'deadline_at',
  'answer_key',
] as const;

const attemptQuestionById = prepared(
  (db: Kysely<Database>, attemptId: number, questionId: string) =>
    db
      .selectFrom('attempt_questions')
      .select(QUESTION_COLUMNS)
      .where('attempt_id', '=', attemptId)
      .where('question_id', '=', questionId),
);

export type AttemptQuestionRow = Awaited<ReturnType<typeof attemptQuestionById>>[number];

export const findAttemptQuestionById = async (
  db: Kysely<Database>,
  attemptId: number,
  questionId: string,
): Promise<AttemptQuestionRow | undefined> =>
  (await attemptQuestionById(db, attemptId, questionId))[0];

/** The learner's memory of the question (issue #44), which the answer's write starts from. */
const MEMORY_OF_QUESTION = MEMORY_COLUMNS.map((column) => `m.${column} as m_${column}` as const);

// The answer's read: the attempt and the question in one trip (on PostgreSQL, a round trip).
// The question is looked for where it is asked now, by the key (`position` = `nb_answered`).
// Found by its id alone, every question of the attempt was read to find it, on PostgreSQL each
// a visit to the table: the read cost the cluster 36–42 µs against 28–30 now, and SQLite 11–13
// against 9 (issue #37). An answer is taken for the current question only; one asked elsewhere
// (sent again, or not this series') is read by its id after (`findOwnAttemptQuestion`).
const questionParts = joinedRows(['q', 'm']);
const ownAttemptQuestion = prepared(
  (db: Kysely<Database>, id: number, userId: string, inscriptionId: number, questionId: string) =>
    db
      .selectFrom('attempts as a')
      .leftJoin('attempt_questions as q', (join) =>
        join
          .onRef('q.attempt_id', '=', 'a.id')
          .onRef('q.position', '=', 'a.nb_answered')
          .on('q.question_id', '=', questionId),
      )
      .leftJoin('learner_question_stats as m', (join) =>
        join
          .onRef('m.inscription_id', '=', 'a.inscription_id')
          .on('m.question_id', '=', questionId),
      )
      .selectAll('a')
      .select(QUESTION_COLUMNS.map((column) => `q.${column} as q_${column}` as const))
      .select(MEMORY_OF_QUESTION)
      .where('a.id', '=', id)
      .where('a.user_id', '=', userId)
      .where('a.inscription_id', '=', inscriptionId),
);

/**
 * An attempt of this learner and inscription (else none), with one of its questions (none when
 * the attempt does not ask it).
 */
export async function findOwnAttemptQuestion(
  db: Kysely<Database>,
  id: number,
  userId: string,
  inscriptionId: number,
  questionId: string,
): Promise<
  { attempt: AttemptRow; question: (AttemptQuestionRow & WithMemory) | undefined } | undefined
> {
  const [row] = await ownAttemptQuestion(db, id, userId, inscriptionId, questionId);
  if (!row) return undefined;
  const parts = questionParts(row);
  if (parts.q.position !== null) return splitAttemptQuestion<AttemptQuestionRow>(parts);
  // Not the current question: one already answered (sent again), or none of the attempt's.
  const asked = await findAttemptQuestionById(db, id, questionId);
  const question = asked && { ...asked, memory: memoryOfRow(parts.m) };
  return { attempt: parts.own as AttemptRow, question };
}

/** A question read with the learner's memory of it: the answer's write starts from it. */
export interface WithMemory {
  memory?: MemoryRead;
}

/**
 * A row of the attempt's columns, its question's (`q_…`) and the learner's memory of that
 * question (`m_…`), as the rows they are.
 */
function splitAttemptQuestion<Q>(parts: Parts<'q' | 'm'>): {
  attempt: AttemptRow;
  question: (Q & WithMemory) | undefined;
} {
  const attempt = parts.own as AttemptRow;
  if (parts.q.position === null) return { attempt, question: undefined };
  const question = parts.q as Q & WithMemory;
  question.memory = memoryOfRow(parts.m);
  return { attempt, question };
}

// A classroom answer's read: the learner's attempt and its question at the room's position.
const roomParts = joinedRows(['q', 'm']);
const attemptQuestionAt = prepared((db: Kysely<Database>, id: number, position: number) =>
  db
    .selectFrom('attempts as a')
    .leftJoin('attempt_questions as q', (join) =>
      join.onRef('q.attempt_id', '=', 'a.id').on('q.position', '=', position),
    )
    .leftJoin('learner_question_stats as m', (join) =>
      join
        .onRef('m.inscription_id', '=', 'a.inscription_id')
        .onRef('m.question_id', '=', 'q.question_id'),
    )
    .selectAll('a')
    .select(QUESTION_COLUMNS.map((column) => `q.${column} as q_${column}` as const))
    .select('q.question_id as q_question_id')
    .select(MEMORY_OF_QUESTION)
    .where('a.id', '=', id),
);

/** An attempt by id, with its question at `position` (0-based; none past its end), in one trip. */
export async function findAttemptQuestionAt(db: Kysely<Database>, id: number, position: number) {
  const [row] = await attemptQuestionAt(db, id, position);
  if (!row) throw new Error(`no attempt ${String(id)}`);
  return splitAttemptQuestion<AttemptQuestionRow & { question_id: string }>(roomParts(row));
}

/** An attempt by id, read again after the server recorded an answer for the learner. */
export const findAttemptById = (db: Kysely<Database>, id: number) =>
  db.selectFrom('attempts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** A new attempt and the questions it asks, in the order it asks them. */
export async function insertAttemptWithQuestions(
  db: Kysely<Database>,
  attempt: AttemptRow,
  questions: Insertable<AttemptQuestionsTable>[],
): Promise<void> {
  await db.insertInto('attempts').values(attempt).execute();
  await db.insertInto('attempt_questions').values(questions).execute();
}
