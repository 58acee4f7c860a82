import {
  createEmptyCard,
  dateDiffInDays,
  fsrs,
  FSRSAlgorithm,
  generatorParameters,
  Rating,
  State,
  type Card,
  type FSRS,
  type Grade,
} from 'ts-fsrs';

// The memory model of issue #44 (ADR 0034): FSRS-6 through ts-fsrs, one memory state per
// learner and question. Pure: the answer path and the replay read and write the rows.

/** A question's memory for one learner, as `learner_question_stats` keeps it. */
export interface MemoryState {
  /** Days after which the chance of answering right has fallen to 90 %. */
  stability: number;
  /** 1 (easy) to 10 (hard), FSRS's difficulty. */
  difficulty: number;
  /** Reviews so far: also the version a concurrent write is checked against. */
  reviews: number;
  lapses: number;
  /** Epoch ms of the last review. */
  reviewed_at: number;
  /** Epoch ms when the chance falls to the target retention: the question is due again. */
  due_at: number;
}

/** The chance of a right answer the model plans for on the exam day (issue #44). */
export const TARGET_RETENTION = 0.9;

/**
 * Share of a timed question's time past which a right answer is rated Hard: 15 s of the
 * official 20 (issue #44), kept as a share so that extended time (tiers temps) moves with it.
 */
export const HARD_AFTER_SHARE = 0.75;

const DAY = 86_400_000;

export { Rating };
export type ReviewRating = Grade;

/**
 * The rating of one all-or-nothing answer: wrong (or none) is Again; right is Good, or Hard
 * when it took more than `HARD_AFTER_SHARE` of the question's own clock. `elapsed` and
 * `allowed` in ms; `allowed` null when the question had no clock of its own.
 */
export function ratingOf(right: boolean, elapsed: number | null, allowed: number | null): Grade {
  if (!right) return Rating.Again;
  if (elapsed !== null && allowed !== null && elapsed > allowed * HARD_AFTER_SHARE) {
    return Rating.Hard;
  }
  return Rating.Good;
}

function cardOf(state: MemoryState | null, at: number): Card {
  if (!state || state.reviews === 0) return createEmptyCard(new Date(at));
  return {
    due: new Date(state.due_at),
    stability: state.stability,
    difficulty: state.difficulty,
    elapsed_days: 0,
    // Neither the due date nor the days it was planned for move the memory (FSRS reads the
    // time since the last review): they are given for ts-fsrs's card only.
    scheduled_days: Math.round((state.due_at - state.reviewed_at) / DAY),
    learning_steps: 0,
    reps: state.reviews,
    lapses: state.lapses,
    state: State.Review,
    last_review: new Date(state.reviewed_at),
  };
}

/** Whole days between two reviews as the model counts them (calendar days, UTC). */
export const daysBetween = (from: number, to: number) =>
  dateDiffInDays(new Date(from), new Date(to));

/** One recorded answer, as the replay reads them from the history. */
export interface ReviewEvent {
  question_id: string;
  at: number;
  rating: Grade;
}

/**
 * FSRS-6 with a bank's 21 weights (the defaults, or those `memory-fit` fitted on its answers,
 * ADR 0034). Day-scale reviews only: the app's answers are all-or-nothing, hours apart at most
 * within a day, and the exam is weeks away, so the (re)learning steps in minutes are of no use;
 * a second right answer the same day leaves the stability where it was. No fuzz: the replay of
 * a history must give back the state the answers made.
 */
export class MemoryModel {
  readonly weights: readonly number[];
  private readonly scheduler: FSRS;
  /** The formulas alone, without the card objects: forecasts run them thousands of times. */
  private readonly algorithm: FSRSAlgorithm;

  constructor(weights?: readonly number[]) {
    const parameters = generatorParameters({
      ...(weights ? { w: [...weights] } : {}),
      request_retention: TARGET_RETENTION,
      maximum_interval: 365,
      enable_fuzz: false,
      enable_short_term: false,
    });
    this.weights = [...parameters.w];
    this.scheduler = fsrs(parameters);
    this.algorithm = new FSRSAlgorithm(parameters);
  }

  /**
   * The memory after one review at `at` (epoch ms); `previous` null for a question never
   * reviewed. A missed question is due at once: the personalised series brings it back to be
   * learnt again (docs/series.md).
   */
  review(previous: MemoryState | null, rating: Grade, at: number): MemoryState {
    const { card } = this.scheduler.next(cardOf(previous, at), new Date(at), rating);
    return {
      stability: card.stability,
      difficulty: card.difficulty,
      reviews: card.reps,
      lapses: card.lapses,
      reviewed_at: at,
      due_at: rating === Rating.Again ? at : card.due.getTime(),
    };
  }

  /** The chance of answering right at `at`; null for a question never reviewed. */
  retrievability(state: MemoryState | null, at: number): number | null {
    if (!state || state.reviews === 0) return null;
    const days = Math.max(0, at - state.reviewed_at) / DAY;
    return this.algorithm.forgetting_curve(days, state.stability);
  }

  /**
   * How many reviews, each answered right, keep a question at the target retention from `from`
   * until `until` (the exam): one each time it falls due, starting from `state`, or from a first
   * answer at `from` for a question never reviewed. A forecast in whole days through the
   * model's formulas (about a microsecond a review, where a card through the scheduler takes ten).
   */
  plannedReviews(state: MemoryState | null, from: number, until: number): number {
    const known = state && state.reviews > 0 ? state : null;
    let at = Math.max(from, known?.due_at ?? from);
    let last = known?.reviewed_at ?? at;
    let next = known ? { stability: known.stability, difficulty: known.difficulty } : null;
    let count = 0;
    while (at < until && count < 50) {
      const elapsed = next ? Math.max(0, Math.floor((at - last) / DAY)) : 0;
      next = this.algorithm.next_state(next, elapsed, Rating.Good);
      count += 1;
      last = at;
      at += Math.max(1, this.algorithm.next_interval(next.stability, elapsed)) * DAY;
    }
    return count;
  }

  /** The memory of each question after `events`, taken in their order (the oldest first). */
  replay(events: Iterable<ReviewEvent>): Map<string, MemoryState> {
    const states = new Map<string, MemoryState>();
    for (const event of events) {
      const before = states.get(event.question_id) ?? null;
      states.set(event.question_id, this.review(before, event.rating, event.at));
    }
    return states;
  }
}

/** FSRS-6's default weights, fitted by its authors on Anki's review logs: a bank not fitted. */
export const DEFAULT_MEMORY_MODEL = new MemoryModel();

/** The memory as read: none (no row), to replay (`reviews` null: a row from before the model), or kept. */
export type MemoryRead =
  | null
  | (Omit<MemoryState, 'reviews' | 'stability' | 'difficulty' | 'reviewed_at'> & {
      stability: number | null;
      difficulty: number | null;
      reviews: number | null;
      reviewed_at: number | null;
    });

export const MEMORY_COLUMNS = [
  'stability',
  'difficulty',
  'reviews',
  'lapses',
  'reviewed_at',
  'due_at',
] as const;

/** The version a write of the memory after `read` expects to find: -2 for no row, -1 to replay. */
export const versionOf = (read: MemoryRead): number => (read === null ? -2 : (read.reviews ?? -1));

/** `learner_question_stats` reads bigint and real columns as numbers on both engines. */
export function memoryOfRow(row: Record<string, unknown> | undefined): MemoryRead {
  if (!row || row.due_at === null || row.due_at === undefined) return null;
  const number = (value: unknown) => (value === null ? null : Number(value));
  return {
    stability: number(row.stability),
    difficulty: number(row.difficulty),
    reviews: number(row.reviews),
    lapses: Number(row.lapses),
    reviewed_at: number(row.reviewed_at),
    due_at: Number(row.due_at),
  };
}
