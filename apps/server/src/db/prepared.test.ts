import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedTestDatabase, testEngines } from '../../test/helpers/databases.js';
import type { Database } from './database.js';
import { poolOf } from './dialect.js';
import { prepared } from './prepared.js';
import { sharedCommit } from './shared-commit.js';

const countersFrom = prepared((db: Kysely<Database>, prefix: string, atLeast: number) =>
  db
    .selectFrom('rate_limit')
    .select(['key', 'hits'])
    .where('key', 'like', prefix)
    .where('hits', '>=', atLeast)
    // A constant stays as it was compiled, between the caller's values.
    .where('reset_at', '>', 0)
    .orderBy('key'),
);

const hitsOf = prepared((db: Kysely<Database>, key: string) =>
  db.selectFrom('rate_limit').select('hits').where('key', '=', key),
);
const addCounter = prepared((db: Kysely<Database>, key: string, hits: number) =>
  db.insertInto('rate_limit').values({ key, hits, reset_at: 10 }),
);

describe.each(testEngines())('prepared queries on %s', (engine) => {
  let db: Kysely<Database>;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ db, close } = await migratedTestDatabase(engine));
    await db
      .insertInto('rate_limit')
      .values([
        { key: 'a:1', hits: 1, reset_at: 10 },
        { key: 'a:2', hits: 5, reset_at: 10 },
        { key: 'b:1', hits: 9, reset_at: 10 },
      ])
      .execute();
  });
  afterAll(() => close());

  it('runs the query compiled once with each call’s values', async () => {
    expect(await countersFrom(db, 'a:%', 2)).toEqual([{ key: 'a:2', hits: 5 }]);
    expect(await countersFrom(db, 'a:%', 0)).toEqual([
      { key: 'a:1', hits: 1 },
      { key: 'a:2', hits: 5 },
    ]);
    expect(await countersFrom(db, '%', 6)).toEqual([{ key: 'b:1', hits: 9 }]);
  });

  it('writes, and reads what its own transaction wrote before the commit', async () => {
    expect(await addCounter(db, 'c:1', 3)).toEqual([]);
    const seen = await sharedCommit(db, async (trx) => {
      await addCounter(trx, 'c:2', 4);
      return hitsOf(trx, 'c:2');
    });
    expect(seen).toEqual([{ hits: 4 }]);
    expect(await hitsOf(db, 'c:1')).toEqual([{ hits: 3 }]);
  });

  it('never reads what another transaction has not committed yet', async () => {
    const trx = await db.startTransaction().execute();
    await trx.insertInto('rate_limit').values({ key: 'd:1', hits: 1, reset_at: 10 }).execute();
    let committed = false;
    // On SQLite the read waits for the connection the transaction holds; on PostgreSQL it
    // runs on another connection at once. Either way it sees the row only once committed.
    const read = hitsOf(db, 'd:1').then((rows) => ({ rows, committed }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Set as the commit is sent: on a loaded machine the read may be answered after the commit
    // and before this code runs again, which saw the row « before » the commit (a CI run).
    committed = true;
    await trx.commit().execute();
    const { rows, committed: after } = await read;
    expect(rows.length === 0 || after).toBe(true);
    expect(await hitsOf(db, 'd:1')).toEqual([{ hits: 1 }]);
  });

  it('refuses a transaction once committed, or rolled back, instead of writing outside it', async () => {
    let leaked: Kysely<Database> | undefined;
    await sharedCommit(db, async (trx) => {
      leaked = trx;
      await addCounter(trx, 'e:1', 1);
    });
    if (!leaked) throw new Error('the work did not run');
    await expect(addCounter(leaked, 'e:2', 2)).rejects.toThrow(/committed|rolled back/i);
    await expect(
      sharedCommit(db, async (trx) => {
        leaked = trx;
        await addCounter(trx, 'e:3', 3);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await expect(hitsOf(db, 'e:2')).resolves.toEqual([]);
    await expect(hitsOf(db, 'e:3')).resolves.toEqual([]);
  });

  it('refuses a query that does not bind every value', async () => {
    const ignoring = prepared((base: Kysely<Database>, key: string) =>
      base.selectFrom('rate_limit').select('key').where('key', '=', `${key}`),
    );
    await expect(ignoring(db, 'a:1')).rejects.toThrow(/bound value/);
  });

  it.runIf(engine === 'postgres')(
    'is parsed once per PostgreSQL connection, sent by its name',
    async () => {
      await countersFrom(db, 'a:%', 1);
      await countersFrom(db, 'b:%', 1);
      const pool = poolOf(db);
      if (!pool) throw new Error('a PostgreSQL pool');
      // Every connection: those shared by the queries outside a transaction, and pg's pool's,
      // each asked what it keeps.
      const exclusive = await Promise.all(
        Array.from({ length: pool.exclusive.totalCount }, () => pool.exclusive.connect()),
      );
      const clients = [...pool.sharedClients(), ...exclusive];
      expect(pool.sharedClients().length).toBeGreaterThan(0);
      try {
        const kept = await Promise.all(
          clients.map(async (client) => {
            const { rows } = await client.query<{ name: string; statement: string }>(
              'select name, statement from pg_prepared_statements',
            );
            return rows.filter((row) => row.statement.includes('"hits" >='));
          }),
        );
        expect(kept.flat().length).toBeGreaterThan(0);
        for (const statements of kept) expect(statements.length).toBeLessThanOrEqual(1);
        expect(kept.flat()[0]?.name).toMatch(/^prepacode_\d+$/);
      } finally {
        for (const client of exclusive) client.release();
      }
    },
  );
});
