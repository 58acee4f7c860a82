import SQLite from 'better-sqlite3';
import { beforeEach, describe, expect, it } from 'vitest';
import { withFixedRows } from './fixed-rows.js';

describe('withFixedRows', () => {
  let sqlite: SQLite.Database;
  beforeEach(() => {
    sqlite = new SQLite(':memory:');
    sqlite.exec(`create table t (id integer primary key, label text, score real, note text, data blob);
      insert into t values (1, 'Thème\u202f: règles', 12.5, null, x'00ff'), (2, 'b', 0, 'n', null);`);
  });

  it('gives the rows better-sqlite3 gives: keys in order, every kind of value', () => {
    const sql = 'select * from t where id >= ? order by id';
    const fixed = withFixedRows(sqlite.prepare(sql));
    const rows = fixed.all([1]) as Record<string, unknown>[];
    const plain = sqlite.prepare(sql).all([1]) as Record<string, unknown>[];
    expect(rows).toEqual(plain);
    expect(rows.map((row) => Object.keys(row))).toEqual(plain.map((row) => Object.keys(row)));
    expect(Object.getPrototypeOf(rows[0])).toBe(Object.prototype);
    expect([...fixed.iterate([2])]).toEqual([plain[1]]);
    expect(fixed.all([3])).toEqual([]);
  });

  it('leaves a statement with two columns of one name, or « __proto__ », as better-sqlite3 reads it', () => {
    for (const sql of ['select 1 as a, 2 as a', 'select 1 as "__proto__", 2 as b']) {
      const rows = withFixedRows(sqlite.prepare(sql)).all() as object[];
      expect(rows).toEqual(sqlite.prepare(sql).all());
      expect(Object.getPrototypeOf(rows[0])).toBe(Object.prototype);
    }
  });

  it('reads the columns again when a migration changed the table under a kept statement', () => {
    const fixed = withFixedRows(sqlite.prepare('select * from t where id = ?'));
    expect(Object.keys(fixed.all([1])[0] as object)).toEqual([
      'id',
      'label',
      'score',
      'note',
      'data',
    ]);
    sqlite.exec('alter table t add column extra text');
    expect(fixed.all([1])).toEqual([
      {
        id: 1,
        label: 'Thème\u202f: règles',
        score: 12.5,
        note: null,
        data: Buffer.from([0, 255]),
        extra: null,
      },
    ]);
  });

  it('leaves a writing statement as it is', () => {
    const insert = sqlite.prepare('insert into t (label) values (?)');
    expect(withFixedRows(insert)).toBe(insert);
    expect(withFixedRows(insert).run(['c']).changes).toBe(1);
  });
});
