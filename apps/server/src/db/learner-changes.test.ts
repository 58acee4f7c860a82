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

// ADR 0012's rule, kept by the database (migration 2026-12-01T1000, issue #23 point 2): any
// write to a learner's learning data bumps `learner_totals.changes`, the version of the
// dashboard data each node keeps. A table that names an inscription or an attempt is learning
// data unless it is listed here with the reason it is not.
const NOT_LEARNING_DATA: Record<string, string> = {
  learner_totals: 'the counter itself, and the attempts count kept with each attempt',
  exam_requests: 'the exam registration, read by its own calls, not the dashboard data',
  question_reports: 'a report to the school about a question, read in the school space',
  sessions: 'the inscription a session works on: who is signed in, not what they learnt',
  classroom_participants:
    'a learner’s place in a classroom session (issue #43): their answers go to their attempt',
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

      const changes = (trx: Kysely<Database>) => totalOf(trx, inscription, 'changes');
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
      // Taken out, then put back: the insert alone must bump it. A transaction bumps the
      // counter once on PostgreSQL (migration 2026-12-16T0900): the rows go unseen there.
      const unseen = (trx: Kysely<Database>, role: 'replica' | 'origin') =>
        engine === 'postgres'
          ? sql`set local session_replication_role = ${sql.raw(role)}`.execute(trx)
          : undefined;
      expect(
        await bumpsOn(async (trx) => {
          const kept = await rows(trx);
          await unseen(trx, 'replica');
          await sql`delete from ${sql.table(table)} where ${own(table)}`.execute(trx);
          await unseen(trx, 'origin');
          const counted = await changes(trx);
          await trx.insertInto(table).values(kept).execute();
          expect(await changes(trx)).toBeGreaterThan(counted);
        }),
      ).toBe(true);
    },
  );

  // The history's total, which its pages past the middle are read back from (migration
  // 2026-12-02T1000): a school's page of the learner listed more attempts than the learner's
  // own history when an attempt was written by anything but the series' creation.
  it('counts the attempts whoever makes or removes them', async () => {
    const { db } = context.app;
    const inscription = await learnerWithEveryRow(context.app);
    const counted = () => totalOf(db, inscription, 'attempts');
    const rows = () =>
      db.selectFrom('attempts').selectAll().where('inscription_id', '=', inscription).execute();
    const kept = await rows();
    expect(kept.length).toBeGreaterThan(0);
    expect(await counted()).toBe(kept.length);
    const copy = { ...(kept[0] as (typeof kept)[number]), id: Number(kept[0]?.id) + 1_000_000 };
    await db
      .insertInto('attempts')
      .values({ ...copy, ended: 1 })
      .execute();
    expect(await counted()).toBe(kept.length + 1);
    await db.deleteFrom('attempts').where('inscription_id', '=', inscription).execute();
    expect(await counted()).toBe(0);
  });
});
