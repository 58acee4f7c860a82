import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createTestDatabase,
  testEngines,
  type TestDatabase,
} from '../../test/helpers/databases.js';
import type { Database } from './database.js';
import { createDatabase } from './dialect.js';
import { sharedCommit } from './shared-commit.js';

describe.each(testEngines())('sharedCommit on %s', (engine) => {
  let database: TestDatabase;
  let db: Kysely<Database>;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    db = createDatabase(database.url);
    await sql`create table notes (id integer primary key, body text not null unique)`.execute(db);
  });
  afterAll(async () => {
    await db.destroy();
    await database.drop();
  });
  beforeEach(async () => {
    await sql`delete from notes`.execute(db);
  });

  const bodies = async () =>
    (await sql<{ body: string }>`select body from notes order by id`.execute(db)).rows.map(
      (row) => row.body,
    );
  const write = (id: number, body: string) =>
    sharedCommit(db, async (trx) => {
      await sql`insert into notes (id, body) values (${id}, ${body})`.execute(trx);
      return body;
    });

  it('stores concurrent works in arrival order and gives each its own result', async () => {
    const results = await Promise.all([write(1, 'un'), write(2, 'deux'), write(3, 'trois')]);
    expect(results).toEqual(['un', 'deux', 'trois']);
    expect(await bodies()).toEqual(['un', 'deux', 'trois']);
  });

  it('undoes only the writes of a work that fails, which alone gets the error', async () => {
    const [first, refused, last] = await Promise.allSettled([
      write(1, 'un'),
      sharedCommit(db, async (trx) => {
        await sql`insert into notes (id, body) values (10, 'annulé')`.execute(trx);
        throw new Error('refusé');
      }),
      write(2, 'deux'),
    ]);
    expect(first).toEqual({ status: 'fulfilled', value: 'un' });
    expect(refused).toMatchObject({ status: 'rejected', reason: { message: 'refusé' } });
    expect(last).toEqual({ status: 'fulfilled', value: 'deux' });
    expect(await bodies()).toEqual(['un', 'deux']);
  });

  // On SQLite the works of one turn share a transaction: they write in arrival order, each sees
  // the ones before it, and a statement that fails (here on a unique index) costs only its work.
  it.runIf(engine === 'sqlite')('shares one commit in arrival order on SQLite', async () => {
    const [first, clash, count] = await Promise.allSettled([
      write(1, 'un'),
      write(2, 'un'),
      sharedCommit(db, async (trx) => {
        const { rows } = await sql<{ n: number }>`select count(*) as n from notes`.execute(trx);
        return Number(rows[0]?.n);
      }),
    ]);
    expect(first).toEqual({ status: 'fulfilled', value: 'un' });
    expect(clash.status).toBe('rejected');
    expect(count).toEqual({ status: 'fulfilled', value: 1 });
  });

  it('runs work that arrives while a commit is under way in the next one', async () => {
    let second: Promise<string> | undefined;
    const first = sharedCommit(db, async (trx) => {
      second = write(2, 'deux');
      await sql`insert into notes (id, body) values (1, 'un')`.execute(trx);
      return 'un';
    });
    expect(await first).toBe('un');
    expect(await second).toBe('deux');
    expect(await bodies()).toEqual(['un', 'deux']);
  });

  // Learners' answers come one at a time (issue #37): one that follows another by a millisecond
  // shares its commit. Stamped a turn later, each paid a commit of its own.
  // The clock is the test's: on a loaded machine a real millisecond may outlast the window.
  it.runIf(engine === 'sqlite')('shares one commit with work a millisecond later', async () => {
    const begun = vi.spyOn(db, 'startTransaction');
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const first = write(1, 'un');
      // A turn of the event loop passes, as between two requests, and a millisecond.
      await new Promise((resolve) => setImmediate(resolve));
      vi.advanceTimersByTime(1);
      const second = write(2, 'deux');
      vi.advanceTimersByTime(1);
      vi.useRealTimers();
      expect(await Promise.all([first, second])).toEqual(['un', 'deux']);
      expect(begun).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
      begun.mockRestore();
    }
  });
});
