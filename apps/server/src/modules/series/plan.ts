import type { BankQuestion } from './compose.js';
import { TARGET_RETENTION, type MemoryModel, type MemoryState } from './memory.js';

// What the memory model says of the exam day (issue #44, points 2 and 3; ADR 0034): the chance
// of a right answer on each theme's questions that day, and the daily plan that brings every
// question of the bank to the target retention by then. Pure: the caller reads the bank and the
// learner's memories, and gives the bank's model (memory-parameters.repository.ts).

const DAY = 86_400_000;

/** More than this a day is not a plan a learner keeps: about three mock exams a day. */
export const MAX_QUESTIONS_PER_DAY = 120;
/** An exam this close leaves no time to learn new questions well: the plan says so. */
export const SHORT_NOTICE_DAYS = 2;
/**
 * The chance of a right answer on a question never reviewed, before the learner's answers in
 * its theme say more: half, as many right as wrong, worth this many answers of the theme.
 */
const PRIOR = { chance: 0.5, weight: 10 };

export interface StudyPlan {
  /** Days of study left, today included, the exam's day not. */
  days: number;
  /** Answers a day until the exam, so that every question reaches the target retention. */
  perDay: number;
  /** Questions due now. */
  due: number;
  /** Questions never reviewed. */
  unseen: number;
  /** Of them, to learn each day. */
  newPerDay: number;
  /** False when the days left are too few or the pace more than a learner keeps. */
  feasible: boolean;
}

/**
 * The pace to the exam: each question reviewed each time the model says it falls to the target
 * retention, answered right; the questions never seen learnt at an even pace over the first
 * four fifths of the days, so that they have their reviews before the exam.
 */
export function studyPlan(
  model: MemoryModel,
  questions: readonly BankQuestion[],
  memories: ReadonlyMap<string, MemoryState>,
  now: number,
  examAt: number,
  days: number,
): StudyPlan {
  let reviews = 0;
  let due = 0;
  let unseen = 0;
  for (const question of questions) {
    const memory = memories.get(question.id);
    if (!memory) unseen += 1;
    else {
      if (memory.due_at <= now) due += 1;
      reviews += model.plannedReviews(memory, now, examAt);
    }
  }
  const learningDays = Math.max(1, days - Math.ceil(days / 5));
  const newPerDay = Math.ceil(unseen / learningDays);
  // The unseen questions learnt the same day follow the same path: one simulation a day.
  for (let day = 0, left = unseen; left > 0; day += 1) {
    const count = Math.min(newPerDay, left);
    reviews += count * model.plannedReviews(null, now + day * DAY, examAt);
    left -= count;
  }
  const perDay = Math.ceil(reviews / Math.max(1, days));
  return {
    days,
    perDay,
    due,
    unseen,
    newPerDay,
    feasible: days > SHORT_NOTICE_DAYS && perDay <= MAX_QUESTIONS_PER_DAY,
  };
}

export interface ThemeChance {
  theme: string;
  /** The chance of a right answer on a question of the theme drawn at `at`. */
  chance: number;
  /** Questions of the theme the model knows, of all the theme's. */
  known: number;
  total: number;
}

/**
 * Each theme's chance at `at`: each question's retrievability then when the model knows it;
 * for one never reviewed, the learner's rate of right answers in the theme, drawn towards a
 * half while they are few.
 */
export function themeChances(
  model: MemoryModel,
  questions: readonly BankQuestion[],
  memories: ReadonlyMap<string, MemoryState>,
  themeRates: ReadonlyMap<string, { answered: number; correct: number }>,
  themeOrder: readonly string[],
  at: number,
): ThemeChance[] {
  return themeOrder.map((theme) => {
    const rate = themeRates.get(theme) ?? { answered: 0, correct: 0 };
    const prior = (rate.correct + PRIOR.chance * PRIOR.weight) / (rate.answered + PRIOR.weight);
    let sum = 0;
    let known = 0;
    let total = 0;
    for (const question of questions) {
      if (question.theme !== theme) continue;
      total += 1;
      const chance = model.retrievability(memories.get(question.id) ?? null, at);
      if (chance !== null) known += 1;
      sum += chance ?? prior;
    }
    return { theme, chance: total === 0 ? prior : sum / total, known, total };
  });
}

/**
 * The questions the model knows, not due at `now`, that it expects under the target retention at
 * `at` (the exam's morning): the weakest themes first (`weakestFirst`), the lowest chance first
 * within a theme. What the personalised series revises once the day's due and new are asked.
 */
export function weakOnTheDay(
  model: MemoryModel,
  questions: readonly BankQuestion[],
  memories: ReadonlyMap<string, MemoryState>,
  weakestFirst: readonly string[],
  now: number,
  at: number,
): string[] {
  const rank = new Map(weakestFirst.map((theme, index) => [theme, index]));
  return questions
    .flatMap((question) => {
      const memory = memories.get(question.id);
      if (!memory || memory.due_at <= now) return [];
      const chance = model.retrievability(memory, at) ?? 0;
      return chance < TARGET_RETENTION ? [{ question, chance }] : [];
    })
    .sort(
      (a, b) =>
        (rank.get(a.question.theme) ?? 0) - (rank.get(b.question.theme) ?? 0) ||
        a.chance - b.chance,
    )
    .map(({ question }) => question.id);
}
