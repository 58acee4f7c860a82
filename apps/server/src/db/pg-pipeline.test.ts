import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedTestDatabase, testEngines } from '../../test/helpers/databases.js';
import type { Database } from './database.js';
import { poolOf } from './dialect.js';
import { groupsCommits } from './pg-pipeline.js';

// The queries outside a transaction share pipelined connections (pg-pipeline.ts): each must
// get its own answer, whatever the others sent with it do, and a transaction keeps its own.
const postgres = testEngines().filter((engine) => engine === 'postgres');

describe.each(postgres)('pipelined connections on %s', () => {
  let db: Kysely<Database>;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ db, close } = await migratedTestDatabase('postgres'));
  });
  afterAll(() => close());

  const echo = async (value: number) =>
    (await sql<{ value: number }>`select ${value}::integer as value`.execute(db)).rows[0]?.value;

  it('gives each of many queries sent at once its own answer, on the shared connections', async () => {
    const values = Array.from({ length: 300 }, (_, i) => i);
    expect(await Promise.all(values.map(echo))).toEqual(values);
    expect(poolOf(db)?.sharedClients()).toHaveLength(2);
  });

  it('fails only the query that fails among those sent with it', async () => {
    const divide = (by: number) => sql<{ q: number }>`select 10 / ${by}::integer as q`.execute(db);
    const results = await Promise.allSettled([1, 2, 0, 5, 10].map(divide));
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    expect(String((results[2] as PromiseRejectedResult).reason)).toMatch(/division by zero/);
    expect(await echo(7)).toBe(7);
  });

  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('sends quick queries past a slow one: on the other connection, or on one of their own', async () => {
    for (const slowOnes of [1, 2]) {
      const finished: string[] = [];
      const slow = Promise.all(
        Array.from({ length: slowOnes }, () => sql`select pg_sleep(0.8)`.execute(db)),
      ).then(() => finished.push('slow'));
      await pause(60);
      const quick = Promise.all([1, 2, 3].map(echo)).then(() => finished.push('quick'));
      await Promise.all([slow, quick]);
      expect(finished).toEqual(['quick', 'slow']);
    }
  });

  const pidOf = async (on: Kysely<Database>) =>
    (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(on)).rows[0]?.pid;

  it('keeps the queries of one connection on one session, as the migrator’s lock needs', async () => {
    await db.connection().execute(async (session) => {
      await sql`select pg_advisory_lock(42)`.execute(session);
      const pids = new Set<number | undefined>();
      for (let round = 0; round < 10; round += 1) {
        // Others in flight, on either shared connection (one more every other round), when
        // each of the session's queries comes: it stays where its lock is.
        const others = Promise.all(Array.from({ length: 5 + (round % 2) }, (_, i) => echo(i)));
        await new Promise((resolve) => setImmediate(resolve));
        pids.add(await pidOf(session));
        await others;
      }
      expect(pids.size).toBe(1);
      const { rows } = await sql<{ unlocked: boolean }>`
        select pg_advisory_unlock(42) as unlocked`.execute(session);
      expect(rows).toEqual([{ unlocked: true }]);
    });
  });

  // ADR 0012: the writes that commit alone, sent in one turn, share one transaction and its
  // commit; one refused undoes the group, and each then runs alone for its own answer.
  it('commits the grouped writes of one turn together, and runs them alone when one fails', async () => {
    const insert = (key: string) => sql<{ tx: string }>`
      insert into rate_limit (key, hits, reset_at) values (${key}, 1, 0)
      returning txid_current()::text as tx`;
    groupsCommits(insert('').compile(db).sql);
    const write = (key: string) => insert(key).execute(db);
    const together = await Promise.all(['group:1', 'group:2', 'group:3'].map(write));
    expect(new Set(together.map((result) => result.rows[0]?.tx)).size).toBe(1);

    const outcomes = await Promise.allSettled(['group:4', 'group:1', 'group:5'].map(write));
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(String((outcomes[1] as PromiseRejectedResult).reason)).toMatch(/duplicate key/);
    const keys = await db
      .selectFrom('rate_limit')
      .select('key')
      .where('key', 'like', 'group:%')
      .orderBy('key')
      .execute();
    expect(keys.map((row) => row.key)).toEqual([
      'group:1',
      'group:2',
      'group:3',
      'group:4',
      'group:5',
    ]);
    // Nothing left open on the shared connections: an ordinary query answers.
    expect(await echo(9)).toBe(9);
  });

  it('runs a transaction on a connection of its own, unseen until committed', async () => {
    const key = 'pipeline:1';
    const outside = () =>
      db.selectFrom('rate_limit').select('hits').where('key', '=', key).execute();
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('rate_limit').values({ key, hits: 3, reset_at: 10 }).execute();
      expect(
        await trx.selectFrom('rate_limit').select('hits').where('key', '=', key).execute(),
      ).toEqual([{ hits: 3 }]);
      expect(await outside()).toEqual([]);
    });
    expect(await outside()).toEqual([{ hits: 3 }]);
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.updateTable('rate_limit').set({ hits: 4 }).where('key', '=', key).execute();
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await outside()).toEqual([{ hits: 3 }]);
    // Both given back to pg's pool, idle.
    expect(poolOf(db)?.exclusive.idleCount).toBe(poolOf(db)?.exclusive.totalCount);
  });
});
