import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '../test/databases.js';
import type { Database } from './database.js';
import { createDatabase } from './dialect.js';
import { migrateToLatest } from './migrate.js';
import { prepared } from './prepared.js';

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

describe.each(testEngines())('prepared queries on %s', (engine) => {
  let database: TestDatabase;
  let db: Kysely<Database>;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    db = createDatabase(database.url);
    await migrateToLatest(db);
    await db
      .insertInto('rate_limit')
      .values([
        { key: 'a:1', hits: 1, reset_at: 10 },
        { key: 'a:2', hits: 5, reset_at: 10 },
        { key: 'b:1', hits: 9, reset_at: 10 },
      ])
      .execute();
  });
  afterAll(async () => {
    await db.destroy();
    await database.drop();
  });

  it('runs the query compiled once with each call’s values', async () => {
    expect(await countersFrom(db, 'a:%', 2)).toEqual([{ key: 'a:2', hits: 5 }]);
    expect(await countersFrom(db, 'a:%', 0)).toEqual([
      { key: 'a:1', hits: 1 },
      { key: 'a:2', hits: 5 },
    ]);
    expect(await countersFrom(db, '%', 6)).toEqual([{ key: 'b:1', hits: 9 }]);
  });

  it('refuses a query that does not bind every value', async () => {
    const ignoring = prepared((base: Kysely<Database>, key: string) =>
      base.selectFrom('rate_limit').select('key').where('key', '=', `${key}`),
    );
    await expect(ignoring(db, 'a:1')).rejects.toThrow(/bound value/);
  });
});
