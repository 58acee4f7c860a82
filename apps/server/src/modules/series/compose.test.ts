import { describe, expect, it } from 'vitest';
import {
  composeDrawnExam,
  composeMistakes,
  composePersonalised,
  type QuestionStat,
} from './compose.js';

const DAY = 86_400_000;
const NOW = 100 * DAY;
const bank = ['L', 'C', 'R'].flatMap((theme) =>
  Array.from({ length: 10 }, (_, n) => ({ id: `${theme}${n}`, theme })),
);
const stat = (id: string, last_correct: number, due_in_days: number, ago = 1): QuestionStat => ({
  question_id: id,
  last_correct,
  last_answered_at: NOW - ago * DAY,
  due_at: NOW + due_in_days * DAY,
});

describe('the personalised series', () => {
  it('starts with questions due again, missed ones first, then the longest due', () => {
    const stats = [stat('L1', 1, -1), stat('C2', 0, 0), stat('R3', 1, -5), stat('L4', 1, 3)];
    const series = composePersonalised(bank, stats, [], ['L', 'C', 'R'], NOW, 20);
    expect(series.slice(0, 3)).toEqual(['C2', 'R3', 'L1']);
    expect(series).not.toContain('L4'); // not due, and enough unseen questions remain
  });

  it('then takes unseen questions of the weakest themes first, a few per theme per round', () => {
    const themeStats = [
      { theme: 'L', answered: 10, correct: 9 },
      { theme: 'C', answered: 10, correct: 3 },
      { theme: 'R', answered: 10, correct: 6 },
    ];
    const series = composePersonalised(bank, [], themeStats, ['L', 'C', 'R'], NOW, 12);
    expect(series.map((id) => id[0]).join('')).toBe('CCCCRRRRLLLL');
  });

  it('never asks a question twice, nor a retired one, and fills up with soonest due', () => {
    const few = bank.slice(0, 3);
    const stats = [stat('L0', 1, 2), stat('L1', 1, 1), stat('GONE', 0, -1)];
    const series = composePersonalised(few, stats, [], ['L'], NOW, 10);
    expect(series).toEqual(['L2', 'L1', 'L0']);
  });
});

describe('the personalised series planned for an exam day (issue #44)', () => {
  const stats = [stat('L1', 0, 0), stat('C1', 1, 5), stat('R1', 1, 9), stat('R2', 1, 30)];
  // The model's chances for the day: R weakest, then C, then L; R1 and C1 expected forgotten.
  const planning = { weakestFirst: ['R', 'C', 'L'], weakOnTheDay: ['R1', 'C1'] };

  it('asks the due, then the day’s new questions of the weakest themes, then the weak on the day', () => {
    const series = composePersonalised(bank, stats, [], ['L', 'C', 'R'], NOW, 12, {
      ...planning,
      newToday: 6,
    });
    expect(series.slice(0, 1)).toEqual(['L1']);
    expect(
      series
        .slice(1, 7)
        .map((id) => id[0])
        .join(''),
    ).toBe('RRRRCC');
    expect(series.slice(7, 9)).toEqual(['R1', 'C1']);
    expect(series).toHaveLength(12);
  });

  it('two days before, asks the due and the weak on the day before anything new', () => {
    const series = composePersonalised(bank, stats, [], ['L', 'C', 'R'], NOW, 5, {
      ...planning,
      newToday: 0,
    });
    expect(series.slice(0, 3)).toEqual(['L1', 'R1', 'C1']);
    expect(
      series
        .slice(3)
        .map((id) => id[0])
        .join(''),
    ).toBe('RR');
  });
});

describe('the mistakes review', () => {
  it('takes the questions last missed, most recent first', () => {
    const stats = [stat('L1', 0, 0, 5), stat('C1', 1, 1), stat('R1', 0, 0, 1), stat('GONE', 0, 0)];
    expect(composeMistakes(bank, stats, 20)).toEqual(['R1', 'L1']);
    expect(composeMistakes(bank, stats, 1)).toEqual(['R1']);
  });
});

describe('a mock exam drawn afresh (issue #22)', () => {
  const bank = ['A', 'B', 'C'].flatMap((theme) =>
    Array.from({ length: 10 }, (_, index) => ({ id: `${theme}-${index}`, theme })),
  );
  let seed = 7;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };

  it('takes each theme’s share, never a question twice', () => {
    const drawn = composeDrawnExam(bank, [], { A: 5, B: 3, C: 2 }, ['A', 'B', 'C'], 10, random);
    expect(drawn).toHaveLength(10);
    expect(new Set(drawn).size).toBe(10);
    const count = (theme: string) => drawn.filter((id) => id.startsWith(theme)).length;
    expect([count('A'), count('B'), count('C')]).toEqual([5, 3, 2]);
  });

  it('asks the unseen questions first, then those answered longest ago', () => {
    const seen = bank
      .filter((question) => question.theme === 'A' && question.id !== 'A-9')
      .map((question, index) => ({ question_id: question.id, last_answered_at: 1000 + index }));
    const drawn = composeDrawnExam(bank, seen, { A: 3 }, ['A', 'B', 'C'], 3, random);
    expect(drawn.sort()).toEqual(['A-0', 'A-1', 'A-9']);
  });

  it('gives a theme short of questions’ places to the others, and spreads evenly without a split', () => {
    const drawn = composeDrawnExam(bank, [], { A: 14 }, ['A', 'B', 'C'], 14, random);
    expect(drawn).toHaveLength(14);
    expect(drawn.filter((id) => id.startsWith('A'))).toHaveLength(10);
    const even = composeDrawnExam(bank, [], {}, ['A', 'B', 'C'], 8, random);
    expect(
      ['A', 'B', 'C'].map((theme) => even.filter((id) => id.startsWith(theme)).length),
    ).toEqual([3, 3, 2]);
  });

  it('asks the format’s number of scenes, within the split, and no more (issue #42)', () => {
    // Three scenes in each theme: a draw of 10 with 2 scenes takes exactly 2, whatever the luck.
    const withScenes = bank.map((question) => ({
      ...question,
      scene: Number(question.id.slice(2)) < 3,
    }));
    const isScene = (id: string) => Number(id.slice(2)) < 3;
    for (let round = 0; round < 20; round += 1) {
      const drawn = composeDrawnExam(withScenes, [], { A: 5, B: 3, C: 2 }, [], 10, random, 2);
      expect(drawn.filter(isScene)).toHaveLength(2);
      const count = (theme: string) => drawn.filter((id) => id.startsWith(theme)).length;
      expect([count('A'), count('B'), count('C')]).toEqual([5, 3, 2]);
    }
    // Without scenes asked, none is drawn while pictures and text are enough.
    const none = composeDrawnExam(withScenes, [], { A: 5, B: 3, C: 2 }, [], 10, random);
    expect(none.filter(isScene)).toHaveLength(0);
  });
});
