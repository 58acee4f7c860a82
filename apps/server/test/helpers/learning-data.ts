import { sql, type Kysely } from 'kysely';
import type { App } from '../../src/app.js';
import type { Database } from '../../src/db/database.js';
import { answerCurrent, learner, rightLetters, started } from './series-fixture.js';

// A learner's learning data as the learner-change triggers see it (ADR 0021), for the tests of
// those triggers: its tables, a learner with a row in each, and the rows that are that learner's.

/** The tables whose every write bumps `learner_totals.changes` (migration 2026-12-01T1000). */
export const LEARNING_DATA = [
  'attempts',
  'attempt_questions',
  'learner_theme_stats',
  'learner_question_stats',
  'learner_series_done',
] as const;
export type LearningTable = (typeof LEARNING_DATA)[number];

/** The inscription of a learner with a row in every learning table: one series, started and ended. */
export async function learnerWithEveryRow(app: App): Promise<number> {
  const bateau = await learner(app, 'bateau@demo.test');
  const id = await started(bateau, 'autre-theme-b', 'entrainement');
  await answerCurrent(bateau, id, rightLetters);
  const { inscription_id } = await app.db
    .selectFrom('attempts')
    .select('inscription_id')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return inscription_id;
}

/** The column a table names its owner by, and the condition that picks the inscription's rows. */
export const ownerKey = (table: LearningTable) =>
  sql.ref(table === 'attempt_questions' ? 'attempt_id' : 'inscription_id');
export const rowsOf = (table: LearningTable, inscription: number) =>
  table === 'attempt_questions'
    ? sql`attempt_id in (select id from attempts where inscription_id = ${inscription})`
    : sql`inscription_id = ${inscription}`;

/** One of the learner's counters in `learner_totals`. */
export const totalOf = async (
  db: Kysely<Database>,
  inscription: number,
  column: 'changes' | 'attempts',
): Promise<number> =>
  Number(
    (
      await db
        .selectFrom('learner_totals')
        .select(column)
        .where('inscription_id', '=', inscription)
        .executeTakeFirstOrThrow()
    )[column],
  );
