import { AUTH_MODES, KOPILOTE_LICENCES, type AuthMode } from '@prepacode/domain/auth';
import { LICENCE_TYPES, isLicenceCode } from '@prepacode/domain/licences';
import type { StudentSeries } from '../features/series/api/get-series-eleve';

export interface Tab {
  to: string;
  label: string;
}

// Spec §2 "Navigation tabs".
export const DASHBOARD_TAB: Tab = { to: '/dashboard', label: 'Mon tableau de bord' };
export const HISTORY_TAB: Tab = { to: '/history', label: 'Mon historique' };
export const CONTACT_TAB: Tab = { to: '/contact', label: 'Nous contacter' };
export const EXAM_TAB: Tab = { to: '/examen', label: 'S’inscrire à l’examen' };

/** What a course application needs to name its tab and its links. */
export interface CourseApplication {
  label: string;
  isMax: boolean;
}

/** Which courses an application opens (spec §2): by theme for fastcode, commented for max. */
export function courseKind(application: CourseApplication): '' | ' commentés' | ' par thème' {
  if (application.label.includes('fastcode')) return ' par thème';
  return application.isMax ? ' commentés' : '';
}

/** « Mes cours », « Mes cours commentés », « Mes cours par thème ». */
export const courseTitle = (application: CourseApplication): string =>
  `Mes cours${courseKind(application)}`;

export function courseTab(application: CourseApplication, mode: AuthMode): Tab {
  const area = mode === AUTH_MODES.COURSES_ONLY ? 'only-courses' : 'courses';
  return {
    to: `/${area}/${encodeURIComponent(application.label)}`,
    label: courseTitle(application),
  };
}

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

export interface TabContext {
  mode: AuthMode;
  /** The selected inscription's licence; null in courses-only mode. */
  licence: string | null;
  welcome: WelcomeStatus;
  /** The course applications of the licence, or all of them in courses-only mode. */
  applications: CourseApplication[];
  /** The Kopilote exam entry is open (spec §4 "User loading"). */
  examOpen: boolean;
  /** The stand-alone application requested on load, if any. */
  standalone: CourseApplication | null;
  /** The welcome tab's name, from the brand. */
  welcomeTabName: string;
}

/**
 * The tabs of spec §4 "Tabs": only the course tab of a stand-alone application requested on
 * load; the course tabs in courses-only mode; only the welcome tab for a new learner with a
 * welcome series (no contact tab); otherwise dashboard, history, courses, contact, and the exam
 * tab when an exam entry is open for a b or etm licence. None while it is not known yet whether
 * the learner is new, so the tabs never flash.
 */
export function visibleTabs(context: TabContext): Tab[] {
  const { mode, licence, welcome, applications } = context;
  if (context.standalone) return [courseTab(context.standalone, mode)];
  const courses = applications.map((application) => courseTab(application, mode));
  if (mode === AUTH_MODES.COURSES_ONLY || !licence) return courses;
  if (welcome === 'unknown') return [];
  if (welcome === 'required') return [{ to: '/welcome', label: context.welcomeTabName }];
  const examTab =
    context.examOpen && (KOPILOTE_LICENCES as readonly string[]).includes(licence)
      ? [EXAM_TAB]
      : [];
  return [DASHBOARD_TAB, HISTORY_TAB, ...courses, CONTACT_TAB, ...examTab];
}

// The pages of the tabs that a new learner with a welcome series does not see (spec §4 "Tabs").
const AFTER_WELCOME = ['/dashboard', '/history', '/contact', '/examen', '/guides'];

/** Whether the address typed leads to a page the learner reaches only after the welcome series. */
export const mustWelcomeFirst = (pathname: string, welcome: WelcomeStatus): boolean =>
  welcome === 'required' &&
  AFTER_WELCOME.some((path) => pathname === path || pathname.startsWith(`${path}/`));
