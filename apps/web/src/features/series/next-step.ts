import type { LicenceCode } from '@prepacode/domain/licences';
import { examReadiness, themeTargetReached } from '@prepacode/domain/readiness';
import { DRAWN_EXAM_LABEL, type Parcours } from '@prepacode/domain/series';
import type { StudentSeries } from './api/get-series-eleve';

/**
 * Issue #40: the one thing to do now, the same on the dashboard and after every series. In
 * order: finish what is started; bring the theme furthest below its target up to it (in
 * training, where each answer is explained); then pass mock exams in exam conditions until the
 * last ones all pass, and keep in form with them once ready.
 */
export type NextStep =
  | { kind: 'continue'; slug: string; label: string; parcours: Parcours }
  | { kind: 'theme'; slug: string; themeId: string; score: number; target: number }
  | { kind: 'exam'; slug: string; examsToPass: number };

/**
 * What is started: the latest attempt under way, else (one older than the recent history) the
 * first series under way in the dashboard's order. Its parcours is then not known here, and need
 * not be: starting a series resumes its unfinished attempt as it was begun.
 */
function started(data: StudentSeries): NextStep | undefined {
  const latest = data.history.find((entry) => !entry.ended);
  if (latest)
    return { kind: 'continue', slug: latest.slug, label: latest.label, parcours: latest.parcours };
  const listed = [
    ...data.seriesTypeList.flatMap((type) => type.series),
    { slug: data.mockExam.slug, label: DRAWN_EXAM_LABEL },
    ...data.personalisedSeries,
  ].find((serie) => data.unfinished.has(serie.slug));
  return (
    listed && { kind: 'continue', slug: listed.slug, label: listed.label, parcours: 'entrainement' }
  );
}

export function nextStep(licence: LicenceCode, data: StudentSeries): NextStep {
  const resumed = started(data);
  if (resumed) return resumed;
  const themes = data.results.map((result) => ({ ...result, answered: result.nbQuestions }));
  const weakest = themes
    .filter((theme) => !theme.disabled && !themeTargetReached(theme) && theme.seriesSlug)
    // Furthest below its target first; a theme never worked counts as at 0 %.
    .sort((a, b) => a.score - a.limitScore - (b.score - b.limitScore))[0];
  if (weakest?.seriesSlug)
    return {
      kind: 'theme',
      slug: weakest.seriesSlug,
      themeId: weakest.themeId,
      score: weakest.score,
      target: weakest.limitScore,
    };
  const readiness = examReadiness(licence, data.history, themes);
  return { kind: 'exam', slug: data.mockExam.slug, examsToPass: readiness.examsToPass };
}
