import type { LicenceCode } from '@prepacode/domain/licences';
import { passMark } from '@prepacode/domain/series';

// How an attempt is scored, in one place: the learner's results and history, the readiness
// verdict, the school's learners list and a learner's page all read it here (issue #22).

export interface ScoredAttempt {
  licence_code: LicenceCode;
  nb_questions: number | string;
  nb_correct: number | string;
  /** The mark it was started with; null on attempts made before issue #22. */
  pass_mark: number | null;
  /** Whether each part reached its mark, set when an exam with parts ends; else null. */
  parts_passed: number | null;
  /** Points scored by an exam marked out of a total, set when it ends; else null. */
  score: number | null;
}

/** Right answers the attempt needs: its own mark, or its licence's rule of spec §9. */
export const attemptPassMark = (
  row: Omit<ScoredAttempt, 'nb_correct' | 'parts_passed' | 'score'>,
) =>
  row.pass_mark === null
    ? passMark(row.licence_code, Number(row.nb_questions))
    : Number(row.pass_mark);

/** What is compared with the pass mark: its points (hauturier), else its right answers. */
export const attemptScore = (row: Pick<ScoredAttempt, 'nb_correct' | 'score'>): number =>
  row.score === null ? Number(row.nb_correct) : Number(row.score);

/** Passed: its pass mark reached, and each part's where the exam has parts (CRR, hauturier). */
export const attemptPassed = (row: ScoredAttempt) =>
  attemptScore(row) >= attemptPassMark(row) && row.parts_passed !== 0;
