import type { Generated } from 'kysely';
import type { LicenceCode } from '@prepacode/domain/licences';
import type { TempsMajore, VitesseLecture } from '@prepacode/domain/preferences';
import type { OrdreLettrage, Parcours, SeriesType } from '@prepacode/domain/series';

/** Row types of the attempts migration (2026-11-21T2200). Booleans are 0/1. */
export interface AttemptsTable {
  id: number;
  user_id: string;
  inscription_id: number;
  licence_code: LicenceCode;
  bank_id: string;
  slug: string;
  type: SeriesType;
  label: string;
  /** The series' rank within its type (« Examen blanc n° 3 » → 3): the history's `ordre`. */
  series_position: number;
  /** The theme letter of a thematic series, else null. */
  theme: string | null;
  parcours: Parcours;
  timed: number;
  nb_questions: number;
  nb_answered: number;
  nb_correct: number;
  ended: number;
  created_at: number;
  updated_at: number;
  /** Extended time this attempt was started with (migration 2026-11-24T0900); null: none. */
  time_extension: Exclude<TempsMajore, 'non'> | null;
  /**
   * What the attempt is scored with (migration 2026-11-29T0900, issue #22): right answers
   * needed, the exam's parts as JSON (domain `ExamPart[]`) and whether each passed (0/1, set
   * when it ends), and the whole exam's deadline when one clock counts for all of it. Null on
   * attempts made before: their licence's rule of spec §9.
   */
  pass_mark: number | null;
  exam_parts: string | null;
  parts_passed: number | null;
  deadline_at: number | null;
  /**
   * An exam counted in points (migration 2026-11-30T0900, hauturier): JSON of the points a right
   * answer is worth per theme, its total, and the points scored, set when it ends; then
   * `pass_mark` and the parts' marks are points. Null: counted in right answers.
   */
  exam_points: string | null;
  max_score: number | null;
  score: number | null;
}

export interface AttemptQuestionsTable {
  attempt_id: number;
  /** 0-based. */
  position: number;
  question_id: string;
  version: number;
  theme: string;
  /** `lettering[i]` is the bank letter shown as the i-th letter (domain `shuffledLettering`). */
  lettering: string;
  /** Bank letters, comma-joined. */
  correct_letters: string;
  /**
   * Bank letters the learner chose, comma-joined ('' when time ran out), or the value of a
   * typed answer in its unit (numeric-answer.ts `answerValue`); null until answered.
   */
  answer: string | null;
  correct: number | null;
  answered_at: number | null;
  /**
   * Epoch ms after which an answer no longer counts, set when the question is first served in
   * exam conditions with a clock (migration 2026-11-24T0900); null otherwise.
   */
  deadline_at: number | null;
  /**
   * The id the device made for the answer it sent (`id_reponse`, issue #45), null when it sent
   * none: the same id again is a retry (migration 2026-12-11T0900).
   */
  answer_key: string | null;
}

export interface LearnerThemeStatsTable {
  inscription_id: number;
  theme: string;
  answered: number;
  correct: number;
}

/**
 * What the personalised series knows of each question (docs/series.md), with its memory in the
 * model of issue #44 (migration 2026-12-09T0900, ADR 0034; modules/series/memory.ts).
 */
export interface LearnerQuestionStatsTable {
  inscription_id: number;
  question_id: string;
  answered: number;
  last_correct: number;
  last_answered_at: number;
  /** When the model plans the question again; the answer's time while it was never reviewed. */
  due_at: number;
  /** FSRS's stability in days and difficulty; null until a review. */
  stability: number | null;
  difficulty: number | null;
  /** Reviews so far; null on a row made before the model, until its history is replayed. */
  reviews: number | null;
  lapses: Generated<number>;
  reviewed_at: number | null;
}

export interface LearnerTotalsTable {
  inscription_id: number;
  attempts: number;
  /** Learning writes so far (attempts made, answers given): the dashboard cache's version. */
  changes: Generated<number>;
}

export interface LearnerSeriesDoneTable {
  inscription_id: number;
  slug: string;
  ended_count: number;
  best_score: number;
}

/** A learner's own settings (migration 2026-11-24T0900), one row per user. Booleans are 0/1. */
export interface LearnerPreferencesTable {
  user_id: string;
  time_extension: TempsMajore;
  read_aloud: number;
  reading_speed: VitesseLecture;
  shortcuts: number;
  /** Migration 2026-12-03T0900: the order propositions are shown in, `aleatoire` by default. */
  proposition_order: Generated<OrdreLettrage>;
  updated_at: number;
}

/** A bank's fitted memory weights (migration 2026-12-10T0900, ADR 0034); none: the defaults. */
export interface MemoryParametersTable {
  bank_id: string;
  /** JSON array of FSRS-6's 21 weights. */
  weights: string;
  reviews: number;
  log_loss_defaults: number;
  log_loss_fitted: number;
  fitted_at: number;
  /** The last inscription whose memories these weights replayed; null once all are. */
  replay_after: number | null;
}
