import type { Grade } from 'ts-fsrs';
import {
  sql,
  SqliteAdapter,
  type Kysely,
  type QueryCreator,
  type RawBuilder,
  type SqlBool,
} from 'kysely';
import type { Database } from '../../db/database.js';
import { isDeadlock } from '../../db/conflicts.js';
import { prepared } from '../../db/prepared.js';
import { sharedCommit } from '../../db/shared-commit.js';
import { versionOf, type MemoryModel, type MemoryRead, type MemoryState } from './memory.js';
import {
  countQuestion,
  readMemory,
  replayedMemory,
  reviewQuestion,
  valuesOf,
} from './memory.repository.js';

// The writes of one answer (player.service.ts `recordAnswer`). Each bumps the learner's
// `learner_totals.changes` through the database's triggers (migration 2026-12-01T1000).
//
// On PostgreSQL each statement is a round trip: an ordinary answer's four writes go as one
// statement, data-modifying common table expressions each hanging on the one before's row (a
// single statement is its own transaction). On SQLite, where a statement costs no trip, they are
// four statements sharing the commit of the answers that arrive together (ADR 0012). Both run
// the same four queries; only what gates them differs: the rows before on PostgreSQL, the code
// on SQLite (a statement not run when the answer changed nothing). The question's memory
// (issue #44, ADR 0034) is computed in the node between its read and its write.

/** What one answer writes. `right` and `ended` are 0 or 1, as stored. */
export interface AnswerWrite {
  attemptId: number;
  position: number;
  answer: string;
  /** The id the device made for the answer (`id_reponse`), null without one. */
  key: string | null;
  right: number;
  ended: number;
  now: number;
  inscriptionId: number;
  questionId: string;
  theme: string;
  /** The review the answer makes of the question (memory.ts `reviewOf`); null: none. */
  rating: Grade | null;
  /** The memory model of the attempt's bank (`memoryModelOf`). */
  model: MemoryModel;
  /** The question's memory as read with the question, when it was: the write can go at once. */
  memory?: MemoryRead;
}

/** `db` with the first write's row as `stored`, on PostgreSQL. */
type Writes = QueryCreator<Database>;

/** Only the first answer to a question counts: no row back when it was already answered. */
const storeAnswer = (
  db: Writes,
  gate: RawBuilder<SqlBool>,
  attemptId: number,
  position: number,
  answer: string,
  key: string | null,
  right: number,
  now: number,
) =>
  db
    .updateTable('attempt_questions')
    .set({ answer, answer_key: key, correct: right, answered_at: now })
    .where('attempt_id', '=', attemptId)
    .where('position', '=', position)
    .where('answer', 'is', null)
    .where(gate)
    .returning('position');

/**
 * `ended` undefined: the attempt goes on, and the column is not set at all. SQLite rewrites the
 * entry of every index that names a column the statement sets, even to its own value: setting
 * `ended` moved the attempt's entry in `attempts_one_unfinished` at each answer, a page of the
 * log (issue #37). PostgreSQL compares the values, and its one statement sets it always.
 */
const countAnswer = (
  db: Writes,
  gate: RawBuilder<SqlBool>,
  attemptId: number,
  right: number,
  ended: number | undefined,
  now: number,
) =>
  db
    .updateTable('attempts')
    .set((eb) => ({
      nb_answered: eb('nb_answered', '+', 1),
      nb_correct: eb('nb_correct', '+', right),
      ...(ended === undefined ? {} : { ended }),
      updated_at: now,
    }))
    .where('id', '=', attemptId)
    .where(gate);

// Inserted from a select so that a gate can hold them back (SQLite also needs the select's
// `where` to read `on conflict` as the upsert's).
const countThemeAnswer = (
  db: Writes,
  gate: RawBuilder<SqlBool>,
  inscriptionId: number,
  theme: string,
  right: number,
) =>
  db
    .insertInto('learner_theme_stats')
    .columns(['inscription_id', 'theme', 'answered', 'correct'])
    .expression(
      db
        .selectNoFrom([
          sql<number>`cast(${inscriptionId} as bigint)`.as('inscription_id'),
          sql<string>`cast(${theme} as text)`.as('theme'),
          sql<number>`1`.as('answered'),
          sql<number>`cast(${right} as integer)`.as('correct'),
        ])
        .where(gate),
    )
    .onConflict((c) =>
      c.columns(['inscription_id', 'theme']).doUpdateSet((eb) => ({
        answered: eb('learner_theme_stats.answered', '+', 1),
        correct: eb('learner_theme_stats.correct', '+', eb.ref('excluded.correct')),
      })),
    );

// One statement each: on SQLite, and on PostgreSQL when the memory is read in the transaction.
const always = sql<SqlBool>`1 = 1`;
const storeOne = prepared(
  (
    db: Kysely<Database>,
    attemptId: number,
    position: number,
    answer: string,
    key: string | null,
    right: number,
    now: number,
  ) => storeAnswer(db, always, attemptId, position, answer, key, right, now),
);
const countGoingOn = prepared(
  (db: Kysely<Database>, attemptId: number, right: number, now: number) =>
    countAnswer(db, always, attemptId, right, undefined, now),
);
const countLast = prepared(
  (db: Kysely<Database>, attemptId: number, right: number, ended: number, now: number) =>
    countAnswer(db, always, attemptId, right, ended, now),
);
const themeOne = prepared(
  (db: Kysely<Database>, inscriptionId: number, theme: string, right: number) =>
    countThemeAnswer(db, always, inscriptionId, theme, right),
);
const questionOne = prepared(
  (db: Kysely<Database>, inscriptionId: number, questionId: string, right: number, now: number) =>
    countQuestion(db, always, inscriptionId, questionId, right, now),
);
const reviewOne = prepared(
  (
    db: Kysely<Database>,
    inscriptionId: number,
    questionId: string,
    right: number,
    version: number,
    stability: number,
    difficulty: number,
    reviews: number,
    lapses: number,
    reviewedAt: number,
    dueAt: number,
  ) => {
    const m = [stability, difficulty, reviews, lapses, reviewedAt, dueAt] as const;
    return reviewQuestion(db, always, inscriptionId, questionId, right, m, version);
  },
);

const stored = sql<SqlBool>`exists (select 1 from stored)`;
const reviewed = sql<SqlBool>`exists (select 1 from reviewed)`;
/**
 * The answer's writes in one statement on PostgreSQL, from the memory read with the question:
 * first the memory, only where the question is still unanswered and the memory at the version
 * read; the answer only after it; the counts only after the answer. Two requests that read the
 * same memory cannot both write: the second finds another version and writes nothing.
 */
const allOnPostgres = prepared(
  (
    db: Kysely<Database>,
    attemptId: number,
    position: number,
    answer: string,
    key: string | null,
    right: number,
    ended: number,
    now: number,
    inscriptionId: number,
    questionId: string,
    theme: string,
    version: number,
    stability: number,
    difficulty: number,
    reviews: number,
    lapses: number,
    reviewedAt: number,
    dueAt: number,
  ) => {
    const m = [stability, difficulty, reviews, lapses, reviewedAt, dueAt] as const;
    const unanswered = sql<SqlBool>`exists (select 1 from attempt_questions where attempt_id = ${attemptId} and position = ${position} and answer is null)`;
    return db
      .with('reviewed', (qc) =>
        reviewQuestion(qc, unanswered, inscriptionId, questionId, right, m, version),
      )
      .with('stored', (qc) =>
        storeAnswer(qc, reviewed, attemptId, position, answer, key, right, now),
      )
      .with('counted', (qc) => countAnswer(qc, stored, attemptId, right, ended, now))
      .with('themed', (qc) => countThemeAnswer(qc, stored, inscriptionId, theme, right))
      .selectFrom('stored')
      .select('position');
  },
  // Learners' answers come a fraction of a millisecond apart: a commit, and its wait for the
  // log's sync, for those of one turn (ADR 0012).
  { sharesCommit: true },
);

/**
 * The memory moved between its read and its write: the transaction is run again, as after a
 * deadlock (the answer's writes and a series' last answer take a learner's rows in two orders).
 */
class MemoryMoved extends Error {}
const TRIES = 5;

/**
 * When the answer is recorded: its own time, or just after the memory's last review when that
 * is later (two tabs answering the same question within a millisecond or two, the second
 * written first). The answers' times then follow the order their reviews were made in, which
 * the replay of the history takes (memory.repository.ts): both give the same memory.
 */
const reviewTime = (before: MemoryState | null, now: number): number =>
  before ? Math.max(now, before.reviewed_at + 1) : now;

/** The memory before the answer: none for a question never reviewed. */
const knownMemory = (read: MemoryRead): MemoryState | null =>
  read === null || read.reviews === null || read.reviews === 0 ? null : (read as MemoryState);

/**
 * Records one answer with the learner's aggregates, then runs `then` in the same transaction
 * (the last answer of a series settles it). False when another request answered the question
 * first: nothing was written. Resolves once the commit is durable.
 */
export async function writeAnswer(
  db: Kysely<Database>,
  w: AnswerWrite,
  then?: (trx: Kysely<Database>) => Promise<void>,
): Promise<boolean> {
  const { attemptId, position, answer, key, right, ended, inscriptionId, questionId, theme } = w;
  const read = w.memory;
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  // On PostgreSQL, one round trip when the memory came with the question and needs no replay.
  // Otherwise, and on SQLite, the transaction below (`writeAnswers`).
  if (!sqlite && !then && w.rating !== null && read !== undefined && read?.reviews !== null) {
    const before = knownMemory(read);
    const now = reviewTime(before, w.now);
    const next = valuesOf(w.model.review(before, w.rating, now));
    const values = [position, answer, key, right, ended, now, inscriptionId, questionId] as const;
    try {
      const written = await allOnPostgres(
        db,
        attemptId,
        ...values,
        theme,
        versionOf(read),
        ...next,
      );
      if (written.length > 0) return true;
    } catch (error) {
      if (!isDeadlock(error)) throw error;
    }
    // Answered meanwhile, or the memory moved: the transaction reads it itself.
    return (await writeAnswers(db, [{ ...w, memory: undefined }], then)) > 0;
  }
  return (await writeAnswers(db, [w], then)) > 0;
}

/**
 * Records answers of one attempt in their order, each with the learner's aggregates, in one
 * transaction: the questions a classroom session's learner missed are hundreds at its end, one
 * commit, not one each. An answer another request stored first is left as it is; `then` runs
 * after the last write when that one was stored (it ends the series). How many were stored.
 * Each write starts from the memory read with its question, or reads it in the transaction
 * when it was not; another answer may move it before the write, which then runs again with the
 * memory read in the transaction.
 */
export async function writeAnswers(
  db: Kysely<Database>,
  writes: readonly AnswerWrite[],
  then?: (trx: Kysely<Database>) => Promise<void>,
): Promise<number> {
  for (let tries = 1; ; tries += 1) {
    try {
      return await sharedCommit(db, (trx) => writeInTransaction(trx, writes, then, tries === 1));
    } catch (error) {
      if (!(error instanceof MemoryMoved || isDeadlock(error)) || tries >= TRIES) throw error;
    }
  }
}

/**
 * `trusted`: a memory read with its question serves as it is, as on PostgreSQL: its version is
 * checked as it is written, and one that moved meanwhile makes the next try read it here (a
 * statement less a write on SQLite, where the statements are most of an answer's time).
 */
async function writeInTransaction(
  trx: Kysely<Database>,
  writes: readonly AnswerWrite[],
  then: ((trx: Kysely<Database>) => Promise<void>) | undefined,
  trusted: boolean,
): Promise<number> {
  let count = 0;
  let last = false;
  for (const w of writes) {
    const { inscriptionId: ins, questionId, right } = w;
    // Read before the answer is stored: a row to replay replays the answers before this one.
    const read =
      w.rating === null
        ? null
        : trusted && w.memory !== undefined
          ? w.memory
          : await readMemory(trx, ins, questionId);
    const before =
      read?.reviews === null
        ? await replayedMemory(trx, w.model, ins, questionId)
        : knownMemory(read);
    const now = reviewTime(before, w.now);
    last = (await storeOne(trx, w.attemptId, w.position, w.answer, w.key, right, now)).length > 0;
    if (!last) continue;
    count += 1;
    if (w.ended) await countLast(trx, w.attemptId, right, w.ended, now);
    else await countGoingOn(trx, w.attemptId, right, now);
    await themeOne(trx, ins, w.theme, right);
    if (w.rating === null) {
      await questionOne(trx, ins, questionId, right, now);
      continue;
    }
    const next = valuesOf(w.model.review(before, w.rating, now));
    const written = await reviewOne(trx, ins, questionId, right, versionOf(read), ...next);
    if (written.length === 0) throw new MemoryMoved();
  }
  if (last) await then?.(trx);
  return count;
}

export const countSeriesDone = (
  db: Kysely<Database>,
  inscriptionId: number,
  slug: string,
  score: number,
) =>
  db
    .insertInto('learner_series_done')
    .values({ inscription_id: inscriptionId, slug, ended_count: 1, best_score: score })
    .onConflict((c) =>
      c.columns(['inscription_id', 'slug']).doUpdateSet((eb) => ({
        ended_count: eb('learner_series_done.ended_count', '+', 1),
        // CASE rather than max()/greatest(), which differ between SQLite and PostgreSQL.
        best_score: eb
          .case()
          .when('learner_series_done.best_score', '<', score)
          .then(score)
          .else(eb.ref('learner_series_done.best_score'))
          .end(),
      })),
    )
    .execute();
