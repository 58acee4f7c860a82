import { CompiledQuery } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../../db/dialect.js';
import { migrateToLatest } from '../../db/migrate.js';
import { mergedPage, unfinishedQuery } from './history.repository.js';

// The dashboard's unfinished attempts cost the same at 10 or 10,000 past attempts (issue #37,
// point 5): SQLite reads them through the index that holds them alone. Sorted by the database,
// they were read through the time's index, across every ended attempt (×1.8 at 10,000).
describe('the unfinished attempts', () => {
  it('are read through attempts_one_unfinished on SQLite', async () => {
    const db = createDatabase('sqlite::memory:');
    try {
      await migrateToLatest(db);
      const query = unfinishedQuery(db, 1).compile();
      const plan = await db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
      );
      expect(plan.rows.map((row) => row.detail).join(' | ')).toContain('attempts_one_unfinished');
    } finally {
      await db.destroy();
    }
  });
});

// Issue #37: the indexes that sort by what an answer moves hold ended attempts only; the
// unfinished ones are merged into each page. Every window of every merge is the same slice of
// the whole list sorted at once, whatever part of the ended list the database gave.
describe('mergedPage', () => {
  interface Row {
    id: number;
    key: number;
  }
  const compare = (a: Row, b: Row) => a.key - b.key || a.id - b.id;

  /** A small pseudo-random sequence, so that a failure replays. */
  function* numbers(seed: number): Generator<number> {
    let state = seed;
    for (;;) {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
      yield state;
    }
  }

  it('gives the slice of the whole order, for every window and list sizes', () => {
    const random = numbers(37);
    const next = (below: number) => (random.next().value as number) % below;
    for (let trial = 0; trial < 300; trial += 1) {
      let id = 0;
      const rows = (count: number) =>
        Array.from({ length: count }, () => ({ id: (id += 1 + next(3)), key: next(6) }));
      const ended = rows(next(12)).sort(compare);
      const unfinished = rows(next(5)).sort(compare);
      const whole = [...ended, ...unfinished].sort(compare);
      for (const size of [1, 2, 3, 5]) {
        for (let offset = 0; offset <= whole.length + 1; offset += 1) {
          // What the database reads: the ended from `start`, as many as can reach the window.
          const start = Math.max(0, offset - unfinished.length);
          const read = ended.slice(start, offset + size);
          expect(
            mergedPage(read, start, unfinished, compare, { size, offset }),
            `${JSON.stringify({ ended, unfinished, size, offset })}`,
          ).toEqual(whole.slice(offset, offset + size));
        }
      }
    }
  });
});
