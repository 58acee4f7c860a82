import { describe, expect, it } from 'vitest';
import { joinedRows } from './joined-rows.js';

describe('joinedRows', () => {
  it('gives the row’s own columns and each prefix’s, named without the prefix', () => {
    const parts = joinedRows(['q', 'm']);
    const row = { id: 7, question_id: 'own', q_position: 0, q_answer: null, m_reviews: 2 };
    expect(parts(row)).toEqual({
      own: { id: 7, question_id: 'own' },
      q: { position: 0, answer: null },
      m: { reviews: 2 },
    });
    // A second row of the shape goes through the maker already written.
    expect(parts({ ...row, id: 8, q_answer: 'A' })).toEqual({
      own: { id: 8, question_id: 'own' },
      q: { position: 0, answer: 'A' },
      m: { reviews: 2 },
    });
  });

  it('gives an empty part for a prefix the row has no column of', () => {
    expect(joinedRows(['q', 'm'])({ id: 1, q_position: null })).toEqual({
      own: { id: 1 },
      q: { position: null },
      m: {},
    });
  });

  it('writes its maker again when the row’s number of columns moves (a migration)', () => {
    const parts = joinedRows(['q']);
    expect(parts({ id: 1, q_position: 3 })).toEqual({ own: { id: 1 }, q: { position: 3 } });
    expect(parts({ id: 1, extra: 'x', q_position: 3 })).toEqual({
      own: { id: 1, extra: 'x' },
      q: { position: 3 },
    });
  });

  it('refuses a column named « __proto__ », which an object literal would take as its prototype', () => {
    const row = JSON.parse('{"id": 1, "__proto__": {"polluted": true}}') as object;
    expect(() => joinedRows(['q'])(row)).toThrow('__proto__');
  });
});
