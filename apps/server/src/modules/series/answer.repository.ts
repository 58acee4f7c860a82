import { REVIEW_INTERVALS_DAYS } from '@prepacode/domain/series';
import {
  sql,
  SqliteAdapter,
  type Kysely,
  type QueryCreator,
  type RawBuilder,
  type SqlBool,
} from 'kysely';
import type { Database } from '../../db/database.js';
import { prepared } from '../../db/prepared.js';
import { sharedCommit } from '../../db/shared-commit.js';

// The writes of one answer (player.service.ts `recordAnswer`). Each bumps the learner's
// `learner_totals.changes` through the database's triggers (migration 2026-12-01T1000).
//
// On PostgreSQL each statement is a round trip: an ordinary answer's four writes go as one
// statement, data-modifying common table expressions that all hang on the first one's row (a
// single statement is its own transaction). On SQLite, where a statement costs no trip, they are
// four statements sharing the commit of the answers that arrive together (ADR 0012). Both run
// the same four queries; only what gates the last three differs: the first's row on PostgreSQL,
// the code on SQLite (a statement not run when the first changed nothing).

const DAY = 24 * 60 * 60 * 1000;

/** What one answer writes. `right` and `ended` are 0 or 1, as stored. */
export interface AnswerWrite {
  attemptId: number;
  position: number;
  answer: string;
  right: number;
  ended: number;
  now: number;
  inscriptionId: number;
  questionId: string;
  theme: string;
}

/** `db` with the first write's row as `stored`, on PostgreSQL. */
type Writes = QueryCreator<Database>;

/** Only the first answer to a question counts: no row back when it was already answered. */
const storeAnswer = (
  db: Writes,
  attemptId: number,
  position: number,
  answer: string,
  right: number,
  now: number,
) =>
  db
    .updateTable('attempt_questions')
    .set({ answer, correct: right, answered_at: now })
    .where('attempt_id', '=', attemptId)
    .where('position', '=', position)
    .where('answer', 'is', null)
    .returning('position');

const countAnswer = (
  db: Writes,
  gate: RawBuilder<SqlBool>,
  attemptId: number,
  right: number,
  ended: number,
  now: number,
) =>
  db
    .updateTable('attempts')
    .set((eb) => ({
      nb_answered: eb('nb_answered', '+', 1),
      nb_correct: eb('nb_correct', '+', right),
      ended,
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

/**
 * The delay before a question comes back, in milliseconds, for a streak (`reviewDelayDays` of
 * the domain, as SQL): the streak is read and bumped in the same write, so two series of one
 * learner answering the same question at once never lose a step of it.
 */
function delaySql(streak: RawBuilder<number>): RawBuilder<number> {
  const last = REVIEW_INTERVALS_DAYS.length - 1;
  const steps = REVIEW_INTERVALS_DAYS.slice(0, last).map(
    (days, index) => sql`when ${streak} <= ${sql.lit(index)} then ${sql.lit(days * DAY)}`,
  );
  return sql<number>`case ${sql.join(steps, sql` `)} else ${sql.lit(
    (REVIEW_INTERVALS_DAYS[last] ?? 0) * DAY,
  )} end`;
}

/** When the question comes back in a personalised series (docs/series.md). */
const scheduleQuestion = (
  db: Writes,
  gate: RawBuilder<SqlBool>,
  inscriptionId: number,
  questionId: string,
  right: number,
  now: number,
) => {
  const at = sql<number>`cast(${now} as bigint)`;
  const streak = sql<number>`(case when ${right} = 1 then learner_question_stats.streak + 1 else 0 end)`;
  return db
    .insertInto('learner_question_stats')
    .columns([
      'inscription_id',
      'question_id',
      'answered',
      'streak',
      'last_correct',
      'last_answered_at',
      'due_at',
    ])
    .expression(
      db
        .selectNoFrom([
          sql<number>`cast(${inscriptionId} as bigint)`.as('inscription_id'),
          sql<string>`cast(${questionId} as text)`.as('question_id'),
          sql<number>`1`.as('answered'),
          // A first answer starts the streak at 1 when right, 0 when wrong: the answer itself.
          sql<number>`cast(${right} as integer)`.as('streak'),
          sql<number>`cast(${right} as integer)`.as('last_correct'),
          at.as('last_answered_at'),
          sql<number>`${at} + ${delaySql(sql<number>`cast(${right} as integer)`)}`.as('due_at'),
        ])
        .where(gate),
    )
    .onConflict((c) =>
      c.columns(['inscription_id', 'question_id']).doUpdateSet((eb) => ({
        answered: eb('learner_question_stats.answered', '+', 1),
        streak,
        last_correct: eb.ref('excluded.last_correct'),
        last_answered_at: eb.ref('excluded.last_answered_at'),
        due_at: sql<number>`excluded.last_answered_at + ${delaySql(streak)}`,
      })),
    );
};

// One statement each: on SQLite, and for the last answer of a series on PostgreSQL.
const always = sql<SqlBool>`1 = 1`;
const storeOne = prepared(storeAnswer);
const countOne = prepared(
  (db: Kysely<Database>, attemptId: number, right: number, ended: number, now: number) =>
    countAnswer(db, always, attemptId, right, ended, now),
);
const themeOne = prepared(
  (db: Kysely<Database>, inscriptionId: number, theme: string, right: number) =>
    countThemeAnswer(db, always, inscriptionId, theme, right),
);
const scheduleOne = prepared(
  (db: Kysely<Database>, inscriptionId: number, questionId: string, right: number, now: number) =>
    scheduleQuestion(db, always, inscriptionId, questionId, right, now),
);

const stored = sql<SqlBool>`exists (select 1 from stored)`;
/** The four writes in one statement, each after the first hanging on its row. */
const allOnPostgres = prepared(
  (
    db: Kysely<Database>,
    attemptId: number,
    position: number,
    answer: string,
    right: number,
    ended: number,
    now: number,
    inscriptionId: number,
    questionId: string,
    theme: string,
  ) =>
    db
      .with('stored', (qc) => storeAnswer(qc, attemptId, position, answer, right, now))
      .with('counted', (qc) => countAnswer(qc, stored, attemptId, right, ended, now))
      .with('themed', (qc) => countThemeAnswer(qc, stored, inscriptionId, theme, right))
      .with('scheduled', (qc) =>
        scheduleQuestion(qc, stored, inscriptionId, questionId, right, now),
      )
      .selectFrom('stored')
      .select('position'),
);

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
  const { attemptId, position, answer, right, ended, now, inscriptionId, questionId, theme } = w;
  if (!(db.getExecutor().adapter instanceof SqliteAdapter) && !then) {
    const values = [position, answer, right, ended, now, inscriptionId, questionId, theme] as const;
    return (await allOnPostgres(db, attemptId, ...values)).length > 0;
  }
  return (await writeAnswers(db, [w], then)) > 0;
}

/**
 * Records answers of one attempt in their order, each with the learner's aggregates, in one
 * transaction: the questions a classroom session's learner missed are hundreds at its end, one
 * commit, not one each. An answer another request stored first is left as it is; `then` runs
 * after the last write when that one was stored (it ends the series). How many were stored.
 */
export function writeAnswers(
  db: Kysely<Database>,
  writes: readonly AnswerWrite[],
  then?: (trx: Kysely<Database>) => Promise<void>,
): Promise<number> {
  return sharedCommit(db, async (trx) => {
    let count = 0;
    let last = false;
    for (const w of writes) {
      last = (await storeOne(trx, w.attemptId, w.position, w.answer, w.right, w.now)).length > 0;
      if (!last) continue;
      count += 1;
      await countOne(trx, w.attemptId, w.right, w.ended, w.now);
      await themeOne(trx, w.inscriptionId, w.theme, w.right);
      await scheduleOne(trx, w.inscriptionId, w.questionId, w.right, w.now);
    }
    if (last) await then?.(trx);
    return count;
  });
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
