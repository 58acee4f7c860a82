import { describe, expect, it } from 'vitest';
import { DEFAULT_MEMORY_MODEL as model, MemoryModel, Rating } from './memory.js';
import {
  deciles,
  heldOut,
  logLoss,
  predictedReviews,
  predictionsOf,
  trainingSequences,
} from './memory-fit.js';

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 10, 2, 9);

describe('what a fit learns from', () => {
  it('keeps a review a day per question, counted in the model’s days, and drops a question seen once', () => {
    const sequences = trainingSequences([
      { question_id: 'A', at: T0, rating: Rating.Again },
      { question_id: 'A', at: T0 + 60_000, rating: Rating.Good },
      { question_id: 'B', at: T0, rating: Rating.Good },
      { question_id: 'A', at: T0 + 3 * DAY, rating: Rating.Hard },
      { question_id: 'A', at: T0 + 10 * DAY, rating: Rating.Good },
    ]);
    expect(sequences).toEqual([
      [
        { rating: Rating.Again, days: 0 },
        { rating: Rating.Hard, days: 3 },
        { rating: Rating.Good, days: 7 },
      ],
    ]);
    expect(predictedReviews(sequences)).toBe(2);
  });

  it('holds out one learner in five, the same at every run', () => {
    expect([1, 2, 3, 4, 5, 10, 11].filter(heldOut)).toEqual([5, 10]);
  });
});

describe('how a model is judged', () => {
  const history = [
    { question_id: 'A', at: T0, rating: Rating.Good },
    { question_id: 'A', at: T0 + 5 * DAY, rating: Rating.Again },
    { question_id: 'A', at: T0 + 6 * DAY, rating: Rating.Good },
  ] as const;

  it('predicts each answer to a question seen before from the answers before it', () => {
    const first = model.review(null, Rating.Good, T0);
    const second = model.review(first, Rating.Again, T0 + 5 * DAY);
    expect(predictionsOf(model, [history])).toEqual([
      { p: model.retrievability(first, T0 + 5 * DAY), right: false },
      { p: model.retrievability(second, T0 + 6 * DAY), right: true },
    ]);
    // Another model's weights give other chances.
    const other = new MemoryModel(model.weights.map((w, i) => (i === 20 ? 0.5 : w)));
    expect(predictionsOf(other, [history])).not.toEqual(predictionsOf(model, [history]));
  });

  it('scores with the log loss and tabulates by tenth of chance', () => {
    const predictions = [
      { p: 0.9, right: true },
      { p: 0.95, right: false },
      { p: 0.35, right: false },
    ];
    expect(logLoss(predictions)).toBeCloseTo(
      -(Math.log(0.9) + Math.log(0.05) + Math.log(0.65)) / 3,
      10,
    );
    expect(logLoss([{ p: 0.5, right: true }])).toBeCloseTo(0.693, 3);
    expect(deciles(predictions)).toEqual([
      { from: 0.3, answers: 1, predicted: 0.35, observed: 0 },
      { from: 0.9, answers: 2, predicted: 0.925, observed: 0.5 },
    ]);
  });
});
