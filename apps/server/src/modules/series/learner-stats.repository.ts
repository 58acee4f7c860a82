import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { prepared } from '../../db/prepared.js';

// Reads of a learner's aggregates, which the writes of each answer keep (answer.repository.ts):
// what the dashboard shows and what the composed series pick from. The dashboard's are built and
// compiled once (db/prepared.ts): it is made again after every answer.

/** The learner's answers per theme. */
export const themeStatsOf = prepared((db: Kysely<Database>, inscriptionId: number) =>
  db
    .selectFrom('learner_theme_stats')
    .select(['theme', 'answered', 'correct'])
    .where('inscription_id', '=', inscriptionId),
);

/** Each question the learner answered: its last answer and when it comes back. */
export const questionStatsOf = (db: Kysely<Database>, inscriptionId: number) =>
  db
    .selectFrom('learner_question_stats')
    .select(['question_id', 'last_correct', 'last_answered_at', 'due_at'])
    .where('inscription_id', '=', inscriptionId)
    .execute();

/** When the learner last answered each question they answered. */
export const lastAnsweredOf = (db: Kysely<Database>, inscriptionId: number) =>
  db
    .selectFrom('learner_question_stats')
    .select(['question_id', 'last_answered_at'])
    .where('inscription_id', '=', inscriptionId)
    .execute();

/** The slugs of the series the learner ended at least once. */
export const seriesDoneOf = prepared((db: Kysely<Database>, inscriptionId: number) =>
  db.selectFrom('learner_series_done').select('slug').where('inscription_id', '=', inscriptionId),
);

/**
 * `last_correct = 0` written into the SQL: the index of the wrong answers (migration
 * 2026-12-18T0900) is then planned once, where a bound value makes SQLite prepare the statement
 * again at each run to know whether a partial index serves.
 */
const WRONG = sql.lit(0);

/**
 * Up to `limit` questions whose last answer was wrong and that are still active, as
 * composeMistakes picks them: from the index that holds the wrong ones alone, so the dashboard's
 * count does not walk every question the learner answered right.
 */
export const mistakesOfQuery = (db: Kysely<Database>, inscriptionId: number, limit: number) =>
  db
    .selectFrom('learner_question_stats as s')
    .innerJoin('questions as q', 'q.id', 's.question_id')
    .select('s.question_id')
    .where('s.inscription_id', '=', inscriptionId)
    .where('s.last_correct', '=', WRONG)
    .where('q.retired_at', 'is', null)
    .limit(limit);

/**
 * How many questions the review of mistakes would ask (at most `limit`), counted by the database:
 * no row made for each (40: 22 µs a dashboard made them, bench/CHANGELOG.md, session 75).
 */
export const mistakesCountOf = prepared(
  (db: Kysely<Database>, inscriptionId: number, limit: number) =>
    db
      .selectFrom(mistakesOfQuery(db, inscriptionId, limit).as('mistakes'))
      .select((eb) => eb.fn.countAll<number | string>().as('count')),
);
