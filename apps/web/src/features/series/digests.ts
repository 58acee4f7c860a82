import { themeTargetReached } from '@prepacode/domain/readiness';
import type { PersonalisedSeries, SeriesTypeEntry, ThemeResult } from './api/get-series-eleve';

// What a folded section of the dashboard holds, in one line (issue #40): the page opens on its
// next step, and these say what is below it without unfolding.

/** « n restantes sur N », singular below 2 as French does. */
export const remainingLabel = (remain: number, total: number) =>
  `${remain} ${remain < 2 ? 'restante' : 'restantes'} sur ${total}`;

/** « Examens blancs : 17 restantes sur 17 · Séries thématiques : 9 restantes sur 10 ». */
export const seriesDigest = (types: readonly SeriesTypeEntry[]) =>
  types
    .map((entry) => `${entry.label}\u202f: ${remainingLabel(entry.remain, entry.total)}`)
    .join(' · ');

/** « Parcours personnalisé (20 questions) · Révision de mes erreurs (20 questions) ». */
export const personalisedDigest = (series: readonly PersonalisedSeries[]) =>
  series
    .map(
      (serie) =>
        `${serie.label} (${serie.nbQuestions} question${serie.nbQuestions < 2 ? '' : 's'})`,
    )
    .join(' · ');

/** « 1 thème sur 10 à l’objectif », counted as the chart counts it. */
export function themesDigest(results: readonly ThemeResult[]): string {
  const themes = results.filter((result) => !result.disabled);
  if (themes.length === 0) return 'Vos résultats apparaîtront ici après vos premières séries.';
  const reached = themes.filter((result) =>
    themeTargetReached({ ...result, answered: result.nbQuestions }),
  ).length;
  return `${reached} thème${reached < 2 ? '' : 's'} sur ${themes.length} à l’objectif`;
}
