import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testEngines } from '../test/databases.js';
import {
  LEARNING_DATA,
  learnerWithEveryRow,
  ownerKey,
  rowsOf,
  type LearningTable,
} from '../test/learning-data.js';
import { writeSeriesContent } from '../test/series-fixture.js';
import { useTestApp } from '../test/test-app.js';
import type { Database } from './database.js';

// ADR 0012's rule, kept by the database (migration 2026-12-01T1000, issue #23 point 2): any
// write to a learner's learning data bumps `learner_totals.changes`, the version of the
// dashboard data each node keeps. A table that names an inscription or an attempt is learning
// data unless it is listed here with the reason it is not.
const NOT_LEARNING_DATA: Record<string, string> = {
  learner_totals: 'the counter itself, and the attempts count written with each attempt',
  exam_requests: 'the exam registration, read by its own calls, not the dashboard data',
  question_reports: 'a report to the school about a question, read in the school space',
  sessions: 'the inscription a session works on: who is signed in, not what they learnt',
};

const rolledBack = new Error('rolled back');

describe.each(testEngines())('learner data changes on %s', (engine) => {
  const context = useTestApp(engine, { CONTENT_DIR: writeSeriesContent() });

  it('knows every table that names an inscription or an attempt', async () => {
    const tables = await context.app.db.introspection.getTables();
    const naming = tables
      .filter((table) =>
        table.columns.some((c) => c.name === 'inscription_id' || c.name === 'attempt_id'),
      )
      .map((table) => table.name)
      .sort();
    expect(naming).toEqual([...LEARNING_DATA, ...Object.keys(NOT_LEARNING_DATA)].sort());
  });

  it.each(LEARNING_DATA)(
    'bumps the counter on each insert, update and delete of %s',
    async (table) => {
      const { db } = context.app;
      const inscription = await learnerWithEveryRow(context.app);

      const changes = async (trx: Kysely<Database>) =>
        Number(
          (
            await trx
              .selectFrom('learner_totals')
              .select('changes')
              .where('inscription_id', '=', inscription)
              .executeTakeFirstOrThrow()
          ).changes,
        );
      const own = (name: LearningTable) => rowsOf(name, inscription);
      const key = ownerKey(table);
      // Each write in a transaction rolled back: the data stays for the next one.
      const bumpsOn = async (write: (trx: Kysely<Database>) => Promise<unknown>) => {
        let after = 0;
        let before = 0;
        await db
          .transaction()
          .execute(async (trx) => {
            before = await changes(trx);
            await write(trx);
            after = await changes(trx);
            throw rolledBack;
          })
          .catch((error: unknown) => {
            if (error !== rolledBack) throw error;
          });
        return after > before;
      };

      const rows = (trx: Kysely<Database>) =>
        sql<Record<string, unknown>>`select * from ${sql.table(table)} where ${own(table)}`
          .execute(trx)
          .then((result) => result.rows);
      expect((await rows(db)).length).toBeGreaterThan(0);
      expect(
        await bumpsOn((trx) =>
          sql`update ${sql.table(table)} set ${key} = ${key} where ${own(table)}`.execute(trx),
        ),
      ).toBe(true);
      expect(
        await bumpsOn((trx) =>
          sql`delete from ${sql.table(table)} where ${own(table)}`.execute(trx),
        ),
      ).toBe(true);
      // Taken out, then put back: the insert alone must bump it.
      expect(
        await bumpsOn(async (trx) => {
          const kept = await rows(trx);
          await sql`delete from ${sql.table(table)} where ${own(table)}`.execute(trx);
          const counted = await changes(trx);
          await trx.insertInto(table).values(kept).execute();
          expect(await changes(trx)).toBeGreaterThan(counted);
        }),
      ).toBe(true);
    },
  );
});
