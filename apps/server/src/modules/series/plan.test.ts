import { describe, expect, it } from 'vitest';
import { DEFAULT_MEMORY_MODEL as model, Rating, type MemoryState } from './memory.js';
import { MAX_QUESTIONS_PER_DAY, studyPlan, themeChances } from './plan.js';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 27, 9);
const bank = (count: number, theme = 'L') =>
  Array.from({ length: count }, (_, n) => ({ id: `${theme}${n}`, theme }));

describe('the plan to the exam day', () => {
  it('gives a learner 30 days before with 600 unseen questions a pace they can keep', () => {
    const plan = studyPlan(model, bank(600), new Map(), NOW, NOW + 30 * DAY, 30);
    expect(plan).toMatchObject({ days: 30, due: 0, unseen: 600, newPerDay: 25, feasible: true });
    // Each new question comes back a few times before the exam: more than 20 a day, fewer than
    // the most a learner keeps.
    expect(plan.perDay).toBeGreaterThan(20);
    expect(plan.perDay).toBeLessThanOrEqual(MAX_QUESTIONS_PER_DAY);
  });

  it('warns a learner 2 days before, and counts what is due first', () => {
    const known = new Map<string, MemoryState>();
    for (const question of bank(40)) {
      // Learnt a week ago, right once: due again by now.
      known.set(question.id, model.review(null, Rating.Good, NOW - 7 * DAY));
    }
    const plan = studyPlan(model, bank(600), known, NOW, NOW + 2 * DAY, 2);
    expect(plan).toMatchObject({ days: 2, due: 40, unseen: 560, feasible: false });
  });

  it('asks nothing more of a question the learner will still know on the day', () => {
    let memory = model.review(null, Rating.Good, NOW - 200 * DAY);
    for (const days of [3, 10, 30, 90])
      memory = model.review(memory, Rating.Good, NOW - (200 - days) * DAY);
    const plan = studyPlan(model, bank(1), new Map([['L0', memory]]), NOW, NOW + 5 * DAY, 5);
    expect(memory.due_at).toBeGreaterThan(NOW + 5 * DAY);
    expect(plan).toMatchObject({ perDay: 0, due: 0, unseen: 0, feasible: true });
  });
});

describe('the chance of a right answer on the exam day', () => {
  it('reads each known question’s memory and the theme’s rate for the others', () => {
    const memory = model.review(null, Rating.Good, NOW);
    const questions = [...bank(2, 'L'), ...bank(2, 'C')];
    const rates = new Map([['C', { answered: 30, correct: 27 }]]);
    const [l, c] = themeChances(
      model,
      questions,
      new Map([['L0', memory]]),
      rates,
      ['L', 'C'],
      NOW + DAY,
    );
    expect(l?.known).toBe(1);
    expect(l?.total).toBe(2);
    // L0 nearly sure a day after; L1 never seen and no answer in L: a half.
    expect(l?.chance).toBeGreaterThan(0.7);
    expect(l?.chance).toBeLessThan(0.75);
    // (27 + 5) / (30 + 10).
    expect(c?.chance).toBeCloseTo(0.8, 10);
  });
});
