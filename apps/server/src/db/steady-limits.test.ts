import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedTestDatabase, testEngines } from '../../test/helpers/databases.js';
import type { Database } from './database.js';
import { prepared } from './prepared.js';

const keysFrom = (db: Kysely<Database>, size: number, offset: number) =>
  db.selectFrom('rate_limit').select('key').orderBy('key').limit(size).offset(offset);

const preparedKeys = prepared((db: Kysely<Database>, size: number, offset: number) =>
  keysFrom(db, size, offset),
);

describe.each(testEngines())('bound LIMIT and OFFSET on %s', (engine) => {
  let db: Kysely<Database>;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ db, close } = await migratedTestDatabase(engine));
    await db
      .insertInto('rate_limit')
      .values(['a', 'b', 'c', 'd', 'e'].map((key) => ({ key, hits: 1, reset_at: 10 })))
      .execute();
  });
  afterAll(() => close());

  it('reads the same rows, whatever the values bound at each run', async () => {
    for (const [size, offset, keys] of [
      [2, 0, ['a', 'b']],
      [2, 3, ['d', 'e']],
      [10, 4, ['e']],
      [0, 0, []],
    ] as const) {
      const rows = keys.map((key) => ({ key }));
      expect(await keysFrom(db, size, offset).execute()).toEqual(rows);
      expect(await preparedKeys(db, size, offset)).toEqual(rows);
    }
    expect(
      await db.selectFrom('rate_limit').select('key').orderBy('key', 'desc').limit(1).execute(),
    ).toEqual([{ key: 'e' }]);
  });

  it('sends them to SQLite cast, so that a kept statement is not planned again at each run', () => {
    const { sql, parameters } = keysFrom(db, 2, 3).compile();
    expect(parameters).toEqual([2, 3]);
    if (engine === 'sqlite') {
      expect(sql).toMatch(/ limit cast\(\? as integer\) offset cast\(\? as integer\)$/);
    } else {
      expect(sql).toMatch(/ limit \$1 offset \$2$/);
    }
  });
});
