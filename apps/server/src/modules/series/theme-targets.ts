import type { LicenceCode } from '@prepacode/domain/licences';
import { examReadiness, type ReadinessTheme } from '@prepacode/domain/readiness';
import { passPercent } from '@prepacode/domain/exam-format';
import { rate } from '@prepacode/domain/series';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { attemptPassed, attemptPassMark, type ScoredAttempt } from './attempt-verdict.js';
import { examFormatOf, fixedSeriesOfLicence, themesOfBank } from '../content/content.repository.js';

// The dashboard's themes against their targets and its readiness verdict, in one place: the
// learner's dashboard (results.service.ts), the school's learners list and a learner's page
// (modules/school) all read them here, so the three never disagree (issue #19, point 2).

export interface ThemeTarget {
  letter: string;
  label: string;
  color: string;
  /** Percent the dashboard sets as the target: the licence's pass rate. */
  limit: number;
  /** The theme's thematic series; none: the dashboard sets no target for the theme. */
  thematicSlug: string | null;
}

/** The themes of a licence's bank, in the bank's order, each with its target. */
export async function themeTargetsOf(
  db: Kysely<Database>,
  licence: LicenceCode,
  bankId: string,
): Promise<ThemeTarget[]> {
  const [themes, series, format] = await Promise.all([
    themesOfBank(db, bankId),
    fixedSeriesOfLicence(db, licence),
    examFormatOf(db, bankId, licence),
  ]);
  // The exam's pass rate (issue #22): 88 % for a 35/40 test, whichever the licence.
  const limit = passPercent(format);
  return themes.map((theme) => ({
    letter: theme.letter,
    label: theme.label,
    color: theme.color,
    limit,
    thematicSlug:
      series.find((row) => row.type === 'thematique' && row.theme === theme.letter)?.slug ?? null,
  }));
}

export interface ThemeStat {
  answered: number | string;
  correct: number | string;
}

export interface ThemeRate extends ReadinessTheme {
  correct: number;
}

/** A theme's rate (percent, 0 when nothing was answered) against its target. */
export function themeRateOf(target: ThemeTarget, stat: ThemeStat | undefined): ThemeRate {
  const answered = Number(stat?.answered ?? 0);
  const correct = Number(stat?.correct ?? 0);
  return {
    themeId: target.letter,
    answered,
    correct,
    score: rate(correct, answered),
    limitScore: target.limit,
    disabled: target.thematicSlug === null,
  };
}

/**
 * The dashboard's verdict (domain readiness.ts) from the inscription's mock exams ended in
 * exam conditions, newest first (the last READINESS_EXAMS are enough), and its theme rates.
 */
export const readinessVerdict = (
  licence: LicenceCode,
  examsNewestFirst: readonly Omit<ScoredAttempt, 'licence_code'>[],
  rates: readonly ReadinessTheme[],
) =>
  examReadiness(
    licence,
    examsNewestFirst.map((exam) => ({
      type: 'examen',
      parcours: 'examen',
      ended: true,
      score: Number(exam.nb_correct),
      nbQuestions: Number(exam.nb_questions),
      passMark: attemptPassMark({ ...exam, licence_code: licence }),
      passed: attemptPassed({ ...exam, licence_code: licence }),
    })),
    rates,
  );
