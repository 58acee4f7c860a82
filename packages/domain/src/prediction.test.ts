import { describe, expect, it } from 'vitest';
import type { ExamFormat } from './exam-format.js';
import { examReadiness } from './readiness.js';
import { examSpread, passChance } from './prediction.js';
import { withPassChance } from './readiness-chance.js';

const format = (over: Partial<ExamFormat>): ExamFormat => ({
  nbQuestions: 40,
  passMark: 35,
  questionSeconds: 20,
  totalMinutes: null,
  distribution: {},
  scenes: 0,
  parts: [],
  points: null,
  ...over,
});

/** The chance of at least `k` right out of `n`, each right with chance `p`, by the formula. */
function atLeast(k: number, n: number, p: number): number {
  let sum = 0;
  for (let i = k; i <= n; i += 1) {
    let ways = 1;
    for (let j = 1; j <= i; j += 1) ways = (ways * (n - i + j)) / j;
    sum += ways * p ** i * (1 - p) ** (n - i);
  }
  return sum;
}

describe('the chance of passing a mock exam', () => {
  it('is sure with every answer known and nil with none', () => {
    const road = format({});
    expect(passChance(road, ['A', 'B'], () => 1)).toBeCloseTo(1, 12);
    expect(passChance(road, ['A', 'B'], () => 0)).toBe(0);
  });

  it('counts 35 right out of 40 as the binomial law does', () => {
    const road = format({ distribution: { L: 20, C: 20 } });
    expect(passChance(road, ['L', 'C'], () => 0.9)).toBeCloseTo(atLeast(35, 40, 0.9), 10);
    expect(passChance(road, ['L', 'C'], () => 0.95)).toBeCloseTo(atLeast(35, 40, 0.95), 10);
  });

  it('weighs each theme by the questions the exam asks of it', () => {
    const road = format({ distribution: { L: 39, C: 1 } });
    const weakC = passChance(road, ['L', 'C'], (theme) => (theme === 'C' ? 0 : 0.95));
    // C's one question is always missed: 35 of the other 39 are needed.
    expect(weakC).toBeCloseTo(atLeast(35, 39, 0.95), 10);
  });

  it('spreads an exam evenly over the themes when the bank declares no split', () => {
    expect(examSpread({}, ['A', 'B', 'C'], 40)).toEqual([
      ['A', 14],
      ['B', 13],
      ['C', 13],
    ]);
  });

  it('fails an exam whose one part misses its own mark, as the CRR does', () => {
    const crr = format({
      nbQuestions: 20,
      passMark: 10,
      distribution: { R: 10, P: 10 },
      parts: [
        { id: 'reglementation', label: 'Réglementation', themes: ['R'], passMark: 5 },
        { id: 'procedures', label: 'Procédures', themes: ['P'], passMark: 5 },
      ],
    });
    // All of R right makes 10 points, the whole's mark; but P must reach 5 on its own.
    const chance = passChance(crr, [], (theme) => (theme === 'R' ? 1 : 0.3));
    expect(chance).toBeCloseTo(atLeast(5, 10, 0.3), 10);
  });

  it('counts the hauturier’s points, in halves', () => {
    const ha = format({
      nbQuestions: 3,
      passMark: 2,
      distribution: { C: 1, N: 2 },
      points: { C: 1, N: 0.5 },
    });
    // 2 points of 2: every question right.
    expect(passChance(ha, [], () => 0.5)).toBeCloseTo(0.125, 12);
  });
});

describe('readiness with the predicted chance', () => {
  const passed = [36, 37, 38].map((score) => ({
    type: 'examen' as const,
    parcours: 'examen' as const,
    ended: true,
    score,
    nbQuestions: 40,
  }));
  const onTarget = [{ themeId: 'L', answered: 40, score: 90, limitScore: 88, disabled: false }];

  it('holds back a learner whose chance of passing on the day is under 80 %', () => {
    const readiness = examReadiness('b', passed, onTarget);
    expect(readiness.ready).toBe(true);
    expect(withPassChance(readiness, 0.79)).toMatchObject({ ready: false, chanceBelow: true });
    expect(withPassChance(readiness, 0.8)).toMatchObject({ ready: true, chanceBelow: false });
    // Unknown: the verdict of the mock exams and the themes alone.
    expect(withPassChance(readiness, undefined)).toMatchObject({ ready: true, chanceBelow: false });
  });

  it('says the mock exams hold back a learner the model finds ready', () => {
    const readiness = withPassChance(examReadiness('b', passed.slice(0, 2), onTarget), 0.95);
    expect(readiness).toMatchObject({ ready: false, chanceBelow: false, examsToPass: 1 });
  });
});
