import { LICENCE_TYPES, isLicenceCode } from '@prepacode/domain/licences';
import type { StudentSeries } from '../features/series/api/get-series-eleve';

export interface Tab {
  to: string;
  label: string;
}

// Spec §2 "Navigation tabs"; the courses, contact and exam tabs come with their own screens.
export const DASHBOARD_TAB: Tab = { to: '/dashboard', label: 'Mon tableau de bord' };
export const HISTORY_TAB: Tab = { to: '/history', label: 'Mon historique' };
export const WELCOME_TAB: Tab = { to: '/welcome', label: 'Bienvenue' };

/**
 * Whether the learner must start with the welcome series (spec §4 "User loading"): a new learner
 * (no ended `accueil` attempt) whose licence has a welcome series. `unknown` while their series
 * load. A licence whose welcome series is missing from the content counts as without one, so
 * the dashboard and the welcome page never send the learner back and forth.
 */
export type WelcomeStatus = 'unknown' | 'required' | 'not-required';

export function welcomeStatus(
  licence: string | null | undefined,
  series: Pick<StudentSeries, 'isNew' | 'seriesTypeList'> | undefined,
): WelcomeStatus {
  if (!licence || !isLicenceCode(licence) || !LICENCE_TYPES[licence].hasWelcomeSeries) {
    return 'not-required';
  }
  if (!series) return 'unknown';
  const offered = series.seriesTypeList.some(
    (entry) => entry.type === 'accueil' && entry.series.length > 0,
  );
  return series.isNew && offered ? 'required' : 'not-required';
}

/**
 * The tabs of the connected area (spec §4 "Tabs"): none without a licence (courses-only mode gets
 * its course tab with the courses screens) or while it is not known yet whether the learner is
 * new; only « Bienvenue » for a new learner with a welcome series; otherwise the dashboard and
 * the history.
 */
export function visibleTabs(hasInscription: boolean, welcome: WelcomeStatus): Tab[] {
  if (!hasInscription || welcome === 'unknown') return [];
  if (welcome === 'required') return [WELCOME_TAB];
  return [DASHBOARD_TAB, HISTORY_TAB];
}
