import { describe, expect, it } from 'vitest';
import { mergedPage } from './history.repository.js';

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
