import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testEngines } from '../../test/helpers/databases.js';
import {
  LEARNING_DATA,
  learnerWithEveryRow,
  ownerKey,
  rowsOf,
  totalOf,
  type LearningTable,
} from '../../test/helpers/learning-data.js';
import { writeSeriesContent } from '../../test/helpers/series-fixture.js';
import { useTestApp } from '../../test/helpers/test-app.js';
import type { Database } from './database.js';

// The learner-change triggers (ADR 0021) on PostgreSQL: once per transaction, and under
// concurrent writers, as two tabs or two nodes write one learner's data at once. SQLite's one
// writer cannot race, and its triggers bump on every row.
const postgres = testEngines().filter((engine) => engine === 'postgres');

const changesOf = (db: Kysely<Database>, inscription: number) =>
  totalOf(db, inscription, 'changes');

/** Rewrites the learner's rows of one table as they are: a write the triggers see. */
const rewrite = (db: Kysely<Database>, table: LearningTable, inscription: number) => {
  const key = ownerKey(table);
  return sql`update ${sql.table(table)} set ${key} = ${key} where ${rowsOf(table, inscription)}`.execute(
    db,
  );
};

describe.each(postgres)('learner data changes on %s, written at once', (engine) => {
  const context = useTestApp(engine, { CONTENT_DIR: writeSeriesContent() });

  // An answer bumped it four times, a series started forty-one (migration 2026-12-16T0900).
  it('bumps a learner’s counter once per transaction, whatever it writes', async () => {
    const { db } = context.app;
    const inscription = await learnerWithEveryRow(context.app);
    for (let run = 1; run <= 2; run += 1) {
      const before = await changesOf(db, inscription);
      await db.transaction().execute(async (trx) => {
        for (const table of LEARNING_DATA) await rewrite(trx, table, inscription);
      });
      expect(await changesOf(db, inscription)).toBe(before + 1);
    }
  });

  it('bumps it again after a savepoint that bumped it is rolled back', async () => {
    const { db } = context.app;
    const inscription = await learnerWithEveryRow(context.app);
    const before = await changesOf(db, inscription);
    await db.transaction().execute(async (trx) => {
      await sql`savepoint tried`.execute(trx);
      await rewrite(trx, 'attempts', inscription);
      await sql`rollback to savepoint tried`.execute(trx);
      await rewrite(trx, 'learner_theme_stats', inscription);
    });
    expect(await changesOf(db, inscription)).toBe(before + 1);
  });

  it('counts each of five transactions that overlap, none lost', async () => {
    const { db } = context.app;
    const inscription = await learnerWithEveryRow(context.app);
    await db.deleteFrom('learner_totals').where('inscription_id', '=', inscription).execute();

    // Each transaction rewrites one table's rows of the learner, then waits before its commit,
    // so that all five write while the others are open (the pool has ten connections). The
    // counter row's lock makes each later writer wait for the earlier commit: 5 × 0.2 s here,
    // the price of one learner's writers at once, and what keeps every bump.
    const written = await Promise.all(
      LEARNING_DATA.map((table) =>
        db.transaction().execute(async (trx) => {
          const result = await rewrite(trx, table, inscription);
          await sql`select pg_sleep(0.2)`.execute(trx);
          return Number(result.numAffectedRows);
        }),
      ),
    );
    expect(written.every((rows) => rows > 0)).toBe(true);
    expect(await changesOf(db, inscription)).toBe(LEARNING_DATA.length);
  });
});
