import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  testEngines,
  type TestDatabase,
} from '../../test/helpers/databases.js';
import type { Database } from './database.js';
import { createDatabase } from './dialect.js';
import { prepared } from './prepared.js';

// The rows of statements sent by name (pg-statements.ts) are made by a maker kept per statement,
// not by pg: they must be the very rows pg makes, values parsed as pg parses them.
const postgres = testEngines().filter((engine) => engine === 'postgres');

const everyKindQuery = (db: Kysely<Database>, big: number, text: string, from: number) =>
  db.selectNoFrom([
    sql<number>`${big}::bigint`.as('big'),
    sql<number>`(${from})::integer + 1`.as('whole'),
    sql<number>`1.5::double precision`.as('double'),
    sql<string>`12.50::numeric`.as('exact'),
    sql<boolean>`${from} > 0`.as('flag'),
    sql<string>`${text}::text`.as('text'),
    sql<null>`null::text`.as('nothing'),
    sql<Date>`timestamptz '2026-11-29 12:00:00+00'`.as('moment'),
    sql<object>`jsonb_build_object('a', ${from}::integer, 'b', array[1, 2])`.as('json'),
    sql<string[]>`array['x', ${text}::text]`.as('list'),
  ]);
const everyKind = prepared(everyKindQuery);
const numbersQuery = (db: Kysely<Database>, count: number) =>
  db.selectNoFrom([sql<number>`generate_series(1, ${count}::integer)`.as('n')]);
const numbers = prepared(numbersQuery);
// Columns an object literal cannot hold as pg does: pg's own rows then.
const twoOfOneNameQuery = (db: Kysely<Database>, value: number) =>
  db.selectNoFrom([sql<number>`1`.as('a'), sql<number>`${value}::integer`.as('a')]);
const twoOfOneName = prepared(twoOfOneNameQuery);
const protoColumnQuery = (db: Kysely<Database>, value: number) =>
  db.selectNoFrom([sql<number>`${value}::integer`.as('__proto__'), sql<number>`2`.as('b')]);
const protoColumn = prepared(protoColumnQuery);
const divideQuery = (db: Kysely<Database>, by: number) =>
  db.selectNoFrom([sql<number>`1 / ${by}::integer`.as('quotient')]);
const divide = prepared(divideQuery);

describe.each(postgres)('statements sent by name on %s', () => {
  let database: TestDatabase;
  let db: Kysely<Database>;
  let plain: pg.Client;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    db = createDatabase(database.url);
    plain = new pg.Client({ connectionString: database.url });
    await plain.connect();
  });
  afterAll(async () => {
    await plain.end();
    await db.destroy();
    await database.drop();
  });

  /** What pg itself makes of the same statement, sent without a name. */
  const pgRows = async (query: {
    compile: () => { sql: string; parameters: readonly unknown[] };
  }) => {
    const { sql: text, parameters } = query.compile();
    return (await plain.query(text, [...parameters])).rows as Record<string, unknown>[];
  };

  it('gives the rows pg gives, every value parsed as pg parses it', async () => {
    const cases: [number, string, number][] = [
      [2 ** 40, 'été «\u202fok\u202f»', 3],
      [-1, '', 0],
    ];
    for (const values of cases) {
      const rows = await everyKind(db, ...values);
      const expected = await pgRows(everyKindQuery(db, ...values));
      expect(rows).toEqual(expected);
      expect(Object.keys(rows[0] ?? {})).toEqual(Object.keys(expected[0] ?? {}));
      expect(Object.getPrototypeOf(rows[0])).toBe(Object.prototype);
    }
    const [row] = await everyKind(db, 7, 'b', 4);
    expect(row).toMatchObject({ big: 7, whole: 5, double: 1.5, exact: '12.50', flag: true });
    expect(row).toMatchObject({ nothing: null, json: { a: 4, b: [1, 2] }, list: ['x', 'b'] });
    expect(row?.moment).toEqual(new Date('2026-11-29T12:00:00Z'));
  });

  it('gives every row, in order, and none when there are none', async () => {
    expect(await numbers(db, 0)).toEqual([]);
    const rows = await numbers(db, 500);
    expect(rows.map((row) => row.n)).toEqual(Array.from({ length: 500 }, (_, i) => i + 1));
  });

  it('leaves rows an object literal cannot hold to pg', async () => {
    expect(await twoOfOneName(db, 5)).toEqual(await pgRows(twoOfOneNameQuery(db, 5)));
    const [row] = await protoColumn(db, 9);
    const [expected] = await pgRows(protoColumnQuery(db, 9));
    expect(Object.getPrototypeOf(row)).toBe(Object.getPrototypeOf(expected));
    expect(Object.getOwnPropertyDescriptors(row)).toEqual(
      Object.getOwnPropertyDescriptors(expected),
    );
  });

  it('fails with the server’s error, and the connection serves the next query', async () => {
    await expect(divide(db, 0)).rejects.toThrow(/division by zero/);
    expect(await divide(db, 1)).toEqual([{ quotient: 1 }]);
  });
});
