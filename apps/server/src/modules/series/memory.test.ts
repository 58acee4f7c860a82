import { describe, expect, it } from 'vitest';
import { DEFAULT_MEMORY_MODEL as model, Rating, ratingOf, TARGET_RETENTION } from './memory.js';
import { reviewOf } from './answer-rating.js';

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 10, 2, 9);

describe('the rating of an all-or-nothing answer', () => {
  it('is Again when wrong, Good when right, Hard when right after 15 s of a 20 s clock', () => {
    expect(ratingOf(false, 2_000, 20_000)).toBe(Rating.Again);
    expect(ratingOf(true, 15_000, 20_000)).toBe(Rating.Good);
    expect(ratingOf(true, 15_001, 20_000)).toBe(Rating.Hard);
    // No clock of its own (training, or one clock for the whole exam): never Hard.
    expect(ratingOf(true, 60_000, null)).toBe(Rating.Good);
  });

  it('moves the 15 s with extended time', () => {
    expect(ratingOf(true, 20_000, 30_000)).toBe(Rating.Good);
    expect(ratingOf(true, 22_501, 30_000)).toBe(Rating.Hard);
  });

  it('reads the time taken from the question’s deadline, as the attempt keeps it', () => {
    const timed = {
      type: 'examen',
      parcours: 'examen',
      timed: 1,
      deadline_at: null,
      time_extension: null,
    } as const;
    const shown = T0;
    const question = { deadline_at: shown + 20_000 };
    expect(reviewOf(timed, question, { stored: 'A', right: true, at: shown + 16_000 })).toBe(
      Rating.Hard,
    );
    expect(reviewOf(timed, question, { stored: 'A', right: true, at: shown + 4_000 })).toBe(
      Rating.Good,
    );
    // Time ran out on the learner's own series: a wrong answer.
    expect(reviewOf(timed, question, { stored: '', right: false, at: shown + 21_000 })).toBe(
      Rating.Again,
    );
    // In training there is no clock: right is Good however long it took.
    const training = { ...timed, parcours: 'entrainement' } as const;
    expect(reviewOf(training, { deadline_at: null }, { stored: 'A', right: true, at: T0 })).toBe(
      Rating.Good,
    );
  });

  it('makes no review of a classroom question left unanswered, which may not have been seen', () => {
    const salle = {
      type: 'salle',
      parcours: 'examen',
      timed: 0,
      deadline_at: null,
      time_extension: null,
    } as const;
    expect(reviewOf(salle, { deadline_at: null }, { stored: '', right: false, at: T0 })).toBeNull();
    expect(reviewOf(salle, { deadline_at: null }, { stored: 'B', right: false, at: T0 })).toBe(
      Rating.Again,
    );
  });
});

describe('the memory of a question', () => {
  it('starts unknown, then plans the next review where the chance falls to 90 %', () => {
    expect(model.retrievability(null, T0)).toBeNull();
    const first = model.review(null, Rating.Good, T0);
    expect(first).toMatchObject({ reviews: 1, lapses: 0, reviewed_at: T0 });
    expect(first.due_at).toBeGreaterThan(T0 + DAY);
    expect(model.retrievability(first, first.due_at)).toBeCloseTo(TARGET_RETENTION, 1);
    expect(model.retrievability(first, T0 + 30 * DAY)).toBeLessThan(TARGET_RETENTION);
  });

  it('brings a missed question back at once and counts the lapse', () => {
    const known = model.review(model.review(null, Rating.Good, T0), Rating.Good, T0 + 3 * DAY);
    const missed = model.review(known, Rating.Again, T0 + 20 * DAY);
    expect(missed).toMatchObject({ reviews: 3, lapses: 1, due_at: T0 + 20 * DAY });
    expect(missed.stability).toBeLessThan(known.stability);
  });

  it('grows the stability less for Hard than for Good, and not for a second answer the same day', () => {
    const first = model.review(null, Rating.Good, T0);
    const hard = model.review(first, Rating.Hard, T0 + 3 * DAY);
    const good = model.review(first, Rating.Good, T0 + 3 * DAY);
    expect(hard.stability).toBeLessThan(good.stability);
    expect(model.review(first, Rating.Good, T0 + 60_000).stability).toBe(first.stability);
  });

  it('replays a history to the state its reviews made one by one', () => {
    const events = [
      { question_id: 'Q1', at: T0, rating: Rating.Good },
      { question_id: 'Q2', at: T0 + 1_000, rating: Rating.Again },
      { question_id: 'Q1', at: T0 + 4 * DAY, rating: Rating.Hard },
      { question_id: 'Q2', at: T0 + 5 * DAY, rating: Rating.Good },
    ] as const;
    const states = model.replay(events);
    expect(states.get('Q1')).toEqual(
      model.review(model.review(null, Rating.Good, T0), Rating.Hard, T0 + 4 * DAY),
    );
    expect(states.get('Q2')).toEqual(
      model.review(model.review(null, Rating.Again, T0 + 1_000), Rating.Good, T0 + 5 * DAY),
    );
  });
});
