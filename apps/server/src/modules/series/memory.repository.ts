import {
  sql,
  SqliteAdapter,
  type Kysely,
  type QueryCreator,
  type RawBuilder,
  type SqlBool,
} from 'kysely';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from '../../db/database.js';
import { isDeadlock, isLockTimeout } from '../../db/conflicts.js';
import { prepared } from '../../db/prepared.js';
import { reviewOf } from './answer-rating.js';
import {
  MEMORY_COLUMNS,
  memoryOfRow,
  type MemoryModel,
  type MemoryRead,
  type MemoryState,
  type ReviewEvent,
} from './memory.js';

// Each question's memory for one learner (issue #44, ADR 0034), kept in `learner_question_stats`
// beside what the composed series read. The model's arithmetic runs in the node (memory.ts), so
// a write states the memory it read: `reviews` is its version, and a write made on another
// version changes nothing (compare and set), for the caller to read again and retry.

const memoryRow = prepared((db: Kysely<Database>, inscriptionId: number, questionId: string) =>
  db
    .selectFrom('learner_question_stats')
    .select(MEMORY_COLUMNS)
    .where('inscription_id', '=', inscriptionId)
    .where('question_id', '=', questionId),
);

export const readMemory = async (
  db: Kysely<Database>,
  inscriptionId: number,
  questionId: string,
): Promise<MemoryRead> => memoryOfRow((await memoryRow(db, inscriptionId, questionId))[0]);

/** Recorded answers as reviews, the oldest first, with what `reviewOf` needs. */
const historyQuery = (db: Kysely<Database>) =>
  db
    .selectFrom('attempt_questions as q')
    .innerJoin('attempts as a', 'a.id', 'q.attempt_id')
    .select([
      'a.inscription_id',
      'a.type',
      'a.parcours',
      'a.timed',
      'a.deadline_at as exam_deadline_at',
      'a.time_extension',
      'q.question_id',
      'q.deadline_at',
      'q.answer',
      'q.correct',
      'q.answered_at',
    ])
    .where('q.answer', 'is not', null)
    .orderBy('q.answered_at')
    .orderBy('q.attempt_id')
    .orderBy('q.position');

type HistoryRow = Awaited<ReturnType<ReturnType<typeof historyQuery>['execute']>>[number];

/** The review a recorded answer made, as the live answer had it; null: none. */
function eventOf(row: HistoryRow): ReviewEvent | null {
  const at = Number(row.answered_at);
  const attempt = { ...row, deadline_at: row.exam_deadline_at };
  const deadline = row.deadline_at === null ? null : Number(row.deadline_at);
  const answer = { stored: row.answer ?? '', right: Number(row.correct) === 1, at };
  const rating = reviewOf(attempt, { deadline_at: deadline }, answer);
  return rating === null ? null : { question_id: row.question_id, at, rating };
}

/** A learner's reviews, the oldest first, for the replay: all of them, or one question's. */
export async function reviewHistory(
  db: Kysely<Database>,
  inscriptionId: number,
  questionId?: string,
): Promise<ReviewEvent[]> {
  let query = historyQuery(db).where('a.inscription_id', '=', inscriptionId);
  if (questionId !== undefined) query = query.where('q.question_id', '=', questionId);
  return (await query.execute()).flatMap((row) => eventOf(row) ?? []);
}

/** The reviews of many learners in one bank, by inscription, each the oldest first. */
export async function bankHistories(
  db: Kysely<Database>,
  bankId: string,
  inscriptionIds: readonly number[],
): Promise<Map<number, ReviewEvent[]>> {
  const histories = new Map<number, ReviewEvent[]>();
  if (inscriptionIds.length === 0) return histories;
  const rows = await historyQuery(db)
    .where('a.bank_id', '=', bankId)
    .where('a.inscription_id', 'in', [...inscriptionIds])
    .execute();
  for (const row of rows) {
    const event = eventOf(row);
    if (!event) continue;
    const id = Number(row.inscription_id);
    const history = histories.get(id) ?? [];
    history.push(event);
    histories.set(id, history);
  }
  return histories;
}

/** The memory a row to replay stood for before this answer: its history's, replayed. */
export async function replayedMemory(
  db: Kysely<Database>,
  model: MemoryModel,
  inscriptionId: number,
  questionId: string,
): Promise<MemoryState | null> {
  return model.replay(await reviewHistory(db, inscriptionId, questionId)).get(questionId) ?? null;
}

/** A question's statistics after an answer that is no review: the memory stays as it is. */
export const countQuestion = (
  db: QueryCreator<Database>,
  gate: RawBuilder<SqlBool>,
  inscriptionId: number,
  questionId: string,
  right: number,
  now: number,
) =>
  db
    .insertInto('learner_question_stats')
    .columns([
      'inscription_id',
      'question_id',
      'answered',
      'last_correct',
      'last_answered_at',
      'due_at',
      'reviews',
    ])
    .expression(
      db
        .selectNoFrom([
          sql<number>`cast(${inscriptionId} as bigint)`.as('inscription_id'),
          sql<string>`cast(${questionId} as text)`.as('question_id'),
          sql<number>`1`.as('answered'),
          sql<number>`cast(${right} as integer)`.as('last_correct'),
          sql<number>`cast(${now} as bigint)`.as('last_answered_at'),
          // Never reviewed: due at once, as an unseen question.
          sql<number>`cast(${now} as bigint)`.as('due_at'),
          sql<number>`0`.as('reviews'),
        ])
        .where(gate),
    )
    .onConflict((c) =>
      c.columns(['inscription_id', 'question_id']).doUpdateSet((eb) => ({
        answered: eb('learner_question_stats.answered', '+', 1),
        last_correct: eb.ref('excluded.last_correct'),
        last_answered_at: eb.ref('excluded.last_answered_at'),
      })),
    )
    .returning('reviews');

/** A memory's values one by one, as a prepared query binds them (db/prepared.ts). */
export type MemoryValues = readonly [
  stability: number,
  difficulty: number,
  reviews: number,
  lapses: number,
  reviewedAt: number,
  dueAt: number,
];

export const valuesOf = (m: MemoryState): MemoryValues => [
  m.stability,
  m.difficulty,
  m.reviews,
  m.lapses,
  m.reviewed_at,
  m.due_at,
];

/**
 * A question's statistics and memory after a review: `next`, written only where the memory is
 * still at `version` (`versionOf` the one it was computed from). No row back: it moved meanwhile.
 */
export const reviewQuestion = (
  db: QueryCreator<Database>,
  gate: RawBuilder<SqlBool>,
  inscriptionId: number,
  questionId: string,
  right: number,
  next: MemoryValues,
  version: number,
) =>
  db
    .insertInto('learner_question_stats')
    .columns([
      'inscription_id',
      'question_id',
      'answered',
      'last_correct',
      'last_answered_at',
      ...MEMORY_COLUMNS,
    ])
    .expression(
      db
        .selectNoFrom([
          sql<number>`cast(${inscriptionId} as bigint)`.as('inscription_id'),
          sql<string>`cast(${questionId} as text)`.as('question_id'),
          sql<number>`1`.as('answered'),
          sql<number>`cast(${right} as integer)`.as('last_correct'),
          sql<number>`cast(${next[4]} as bigint)`.as('last_answered_at'),
          sql<number>`cast(${next[0]} as double precision)`.as('stability'),
          sql<number>`cast(${next[1]} as double precision)`.as('difficulty'),
          sql<number>`cast(${next[2]} as integer)`.as('reviews'),
          sql<number>`cast(${next[3]} as integer)`.as('lapses'),
          sql<number>`cast(${next[4]} as bigint)`.as('reviewed_at'),
          sql<number>`cast(${next[5]} as bigint)`.as('due_at'),
        ])
        .where(gate),
    )
    .onConflict((c) =>
      c
        .columns(['inscription_id', 'question_id'])
        .doUpdateSet((eb) => ({
          answered: eb('learner_question_stats.answered', '+', 1),
          last_correct: eb.ref('excluded.last_correct'),
          last_answered_at: eb.ref('excluded.last_answered_at'),
          stability: eb.ref('excluded.stability'),
          difficulty: eb.ref('excluded.difficulty'),
          reviews: eb.ref('excluded.reviews'),
          lapses: eb.ref('excluded.lapses'),
          reviewed_at: eb.ref('excluded.reviewed_at'),
          due_at: eb.ref('excluded.due_at'),
        }))
        .where(sql<SqlBool>`coalesce(learner_question_stats.reviews, -1) = ${version}`),
    )
    .returning('reviews');

/** The learners with questions kept before the model, whose memory is still to replay. */
export const learnersToReplay = (db: Kysely<Database>) =>
  db
    .selectFrom('learner_question_stats as s')
    .innerJoin('inscriptions as i', 'i.id', 's.inscription_id')
    .select(['s.inscription_id', 'i.licence_code'])
    .distinct()
    .where('s.reviews', 'is', null)
    .orderBy('s.inscription_id')
    .execute();

/** How long a replay waits for a lock on PostgreSQL before it gives way, and tries again. */
const REPLAY_LOCK_WAIT_MS = 100;
const REPLAY_TRIES = 20;

/**
 * Runs one learner's replay in a transaction of its own that gives way to their answers. It
 * first takes the learner's rows of questions, all in one statement, so the history it reads
 * is theirs; its writes then take the learner's totals (the triggers). An answer takes the same
 * two in either order (answer.repository.ts): one may wait for the replay, and the replay for
 * it. The replay waits a tenth of a second at most, then is rolled back and run again a little
 * later, so an answer never waits for PostgreSQL's deadlock detection (a second). SQLite has one
 * writer: nothing to take, nothing to wait for.
 */
async function replayTransaction<T>(
  db: Kysely<Database>,
  inscriptionId: number,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  const postgres = !(db.getExecutor().adapter instanceof SqliteAdapter);
  for (let tries = 1; ; tries += 1) {
    try {
      return await db.transaction().execute(async (trx) => {
        if (postgres) {
          await sql`set local lock_timeout = ${sql.lit(`${REPLAY_LOCK_WAIT_MS}ms`)}`.execute(trx);
          await trx
            .selectFrom('learner_question_stats')
            .select('question_id')
            .where('inscription_id', '=', inscriptionId)
            .orderBy('question_id')
            .forUpdate()
            .execute();
        }
        return work(trx);
      });
    } catch (error) {
      if (!(isLockTimeout(error) || isDeadlock(error)) || tries >= REPLAY_TRIES) throw error;
      await sleep(REPLAY_LOCK_WAIT_MS * tries);
    }
  }
}

/**
 * Gives a learner's rows kept before the model (`reviews` null) the memory their history makes
 * under `model`. A question their history never reviewed (a classroom question missed) is kept
 * as never reviewed. How many rows were written.
 */
export const writeReplayed = (db: Kysely<Database>, model: MemoryModel, inscriptionId: number) =>
  replayTransaction(db, inscriptionId, async (trx) => {
    const rows = await trx
      .selectFrom('learner_question_stats')
      .select('question_id')
      .where('inscription_id', '=', inscriptionId)
      .where('reviews', 'is', null)
      .execute();
    if (rows.length === 0) return 0;
    const states = model.replay(await reviewHistory(trx, inscriptionId));
    for (const { question_id } of rows) {
      const state = states.get(question_id);
      await trx
        .updateTable('learner_question_stats')
        .set(state ?? { reviews: 0 })
        .where('inscription_id', '=', inscriptionId)
        .where('question_id', '=', question_id)
        .where('reviews', 'is', null)
        .execute();
    }
    return rows.length;
  });

/**
 * Replays every memory a learner's answers made under `model`: after a bank's weights changed
 * (`memory-fit`, then `then` in the same transaction says where the bank's replay stands), or
 * answers dated back after they were played (the demo's, demo-history.ts: `datedBack`, whose
 * last answer's time follows). A row whose reviews differ from its history's (one kept before
 * the model, still to replay) is left to `memory-replay`.
 */
export const replayAllMemories = (
  db: Kysely<Database>,
  model: MemoryModel,
  inscriptionId: number,
  {
    datedBack = false,
    then,
  }: { datedBack?: boolean; then?: (trx: Kysely<Database>) => Promise<unknown> } = {},
) =>
  replayTransaction(db, inscriptionId, async (trx) => {
    const events = await reviewHistory(trx, inscriptionId);
    for (const [questionId, state] of model.replay(events)) {
      await trx
        .updateTable('learner_question_stats')
        .set(datedBack ? { ...state, last_answered_at: state.reviewed_at } : state)
        .where('inscription_id', '=', inscriptionId)
        .where('question_id', '=', questionId)
        .where('reviews', '=', state.reviews)
        .execute();
    }
    await then?.(trx);
  });
