import type { LicenceCode } from './licences.js';
import { passMark, type Parcours, type SeriesType } from './series.js';

/**
 * The dashboard's readiness verdict (issue #18, point 6; docs/series.md). « Prêt pour l’examen »
 * only when both hold:
 * - the last READINESS_EXAMS mock exams ended in exam conditions each reached the pass mark
 *   (an exam done in training mode, an unfinished one or the welcome series does not count);
 * - every theme the dashboard sets a target for (not `disabled`) has reached its rate.
 * Otherwise it says what is missing, so the learner knows what to do next.
 */
export const READINESS_EXAMS = 3;

/** An attempt as the history gives it, newest first. */
export interface ReadinessAttempt {
  type: SeriesType;
  parcours: Parcours;
  ended: boolean;
  /** Right answers. */
  score: number;
  nbQuestions: number;
  /**
   * The mark the attempt was scored against and its verdict, when known (issue #22: the bank's
   * exam, parts included); else the licence's rule of spec §9.
   */
  passMark?: number;
  passed?: boolean | null;
  /** Points out of a total, for an exam marked that way (hauturier): shown instead of `score`. */
  mark?: { points: number; outOf: number } | null;
}

/** A theme's rate against its target, in percent, as the dashboard shows it. */
export interface ReadinessTheme {
  themeId: string;
  /** The questions of the theme the learner answered, which the rate is made of. */
  answered: number;
  score: number;
  limitScore: number;
  /** No target is shown for a disabled theme: it is not asked for either. */
  disabled: boolean;
}

/**
 * The answers a theme needs before its rate says anything of the learner's level: one right
 * answer made a theme « objectif atteint » (issue #40). Ours, not the spec's.
 */
export const THEME_TARGET_MIN_ANSWERS = 10;

/** A theme's target is reached: enough answers, and the rate at the target or above. */
export const themeTargetReached = (theme: ReadinessTheme): boolean =>
  !theme.disabled && theme.answered >= THEME_TARGET_MIN_ANSWERS && theme.score >= theme.limitScore;

export interface CountedExam {
  score: number;
  nbQuestions: number;
  passMark: number;
  passed: boolean;
  mark: { points: number; outOf: number } | null;
}

export interface Readiness {
  ready: boolean;
  /** The mock exams that count, newest first: at most READINESS_EXAMS. */
  exams: CountedExam[];
  /**
   * Passed mock exams still to do so that the last READINESS_EXAMS all passed: every exam
   * older than the newest failure has to be replaced, so it counts from the newest backwards.
   */
  examsToPass: number;
  /** Themes under their target, in the order given. */
  themesBelow: string[];
}

/** Whether an attempt is a mock exam that the verdict counts. */
export const countsAsMockExam = (attempt: ReadinessAttempt): boolean =>
  attempt.type === 'examen' && attempt.parcours === 'examen' && attempt.ended;

export function examReadiness(
  licence: LicenceCode,
  newestFirst: readonly ReadinessAttempt[],
  themes: readonly ReadinessTheme[],
): Readiness {
  const exams = newestFirst
    .filter(countsAsMockExam)
    .slice(0, READINESS_EXAMS)
    .map((attempt) => {
      const mark = attempt.passMark ?? passMark(licence, attempt.nbQuestions);
      return {
        score: attempt.score,
        nbQuestions: attempt.nbQuestions,
        passMark: mark,
        passed: attempt.passed ?? attempt.score >= mark,
        mark: attempt.mark ?? null,
      };
    });
  const newestFailure = exams.findIndex((exam) => !exam.passed);
  const passedInARow = newestFailure === -1 ? exams.length : newestFailure;
  const examsToPass = READINESS_EXAMS - passedInARow;
  const themesBelow = themes
    .filter((theme) => !theme.disabled && !themeTargetReached(theme))
    .map((theme) => theme.themeId);
  return {
    ready: examsToPass === 0 && themesBelow.length === 0,
    exams,
    examsToPass,
    themesBelow,
  };
}
