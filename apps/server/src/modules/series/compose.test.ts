import { describe, expect, it } from 'vitest';
import { composeMistakes, composePersonalised, type QuestionStat } from './compose.js';

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

describe('the mistakes review', () => {
  it('takes the questions last missed, most recent first', () => {
    const stats = [stat('L1', 0, 0, 5), stat('C1', 1, 1), stat('R1', 0, 0, 1), stat('GONE', 0, 0)];
    expect(composeMistakes(bank, stats, 20)).toEqual(['R1', 'L1']);
    expect(composeMistakes(bank, stats, 1)).toEqual(['R1']);
  });
});
