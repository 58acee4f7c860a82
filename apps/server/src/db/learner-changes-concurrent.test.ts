import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testEngines } from '../../test/helpers/databases.js';
import {
  LEARNING_DATA,
  learnerWithEveryRow,
  ownerKey,
  rowsOf,
} from '../../test/helpers/learning-data.js';
import { writeSeriesContent } from '../../test/helpers/series-fixture.js';
import { useTestApp } from '../../test/helpers/test-app.js';

// The learner-change triggers (ADR 0021) under concurrent writers, as two tabs or two nodes
// write one learner's data at once. PostgreSQL only: SQLite's one writer cannot race. The
// learner's counter row is taken out first, so every writer's trigger races to make it too.
const postgres = testEngines().filter((engine) => engine === 'postgres');

describe.each(postgres)('learner data changes on %s, written at once', (engine) => {
  const context = useTestApp(engine, { CONTENT_DIR: writeSeriesContent() });

  it('counts every write of five transactions that overlap, none lost', async () => {
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
          const key = ownerKey(table);
          const result =
            await sql`update ${sql.table(table)} set ${key} = ${key} where ${rowsOf(table, inscription)}`.execute(
              trx,
            );
          await sql`select pg_sleep(0.2)`.execute(trx);
          return Number(result.numAffectedRows);
        }),
      ),
    );
    expect(written.every((rows) => rows > 0)).toBe(true);
    const { changes } = await db
      .selectFrom('learner_totals')
      .select('changes')
      .where('inscription_id', '=', inscription)
      .executeTakeFirstOrThrow();
    expect(Number(changes)).toBe(written.reduce((sum, rows) => sum + rows, 0));
  });
});
