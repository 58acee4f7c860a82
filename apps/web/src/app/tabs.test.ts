import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../features/series/api/get-historique';
import { isNewLearner, type SeriesTypeEntry } from '../features/series/api/get-series-eleve';
import { AUTH_MODES } from '@prepacode/domain/auth';
import {
  CONTACT_TAB,
  DASHBOARD_TAB,
  EXAM_TAB,
  HISTORY_TAB,
  courseTab,
  mustWelcomeFirst,
  visibleTabs,
  welcomeStatus,
  type Tab,
  type TabContext,
} from './tabs';

const entry = (type: HistoryEntry['type'], ended: boolean): HistoryEntry => ({
  id: 1,
  date: '2026-11-20T09:15:00.000Z',
  timeExtension: null,
  ended,
  nbQuestions: 10,
  nbQuestionsRealized: ended ? 10 : 4,
  score: 7,
  type,
  label: 'Série',
  order: 1,
  isTimed: false,
  theme: null,
  slug: 'code-route-bienvenue',
  parcours: 'entrainement',
  passed: ended ? true : null,
});

const welcomeType: SeriesTypeEntry = {
  type: 'accueil',
  label: 'Série de bienvenue',
  remain: 1,
  total: 1,
  series: [{ slug: 'code-route-bienvenue', label: 'Bienvenue', isTimed: false, ended: false }],
};

describe('new learner (spec §4)', () => {
  it('is new without any history', () => {
    expect(isNewLearner([])).toBe(true);
  });

  it('stays new while no welcome series is ended, whatever else was done', () => {
    expect(isNewLearner([entry('accueil', false), entry('examen', true)])).toBe(true);
  });

  it('is no longer new once a welcome series is ended', () => {
    expect(isNewLearner([entry('examen', false), entry('accueil', true)])).toBe(false);
  });
});

describe('welcome status', () => {
  const series = (isNew: boolean, types = [welcomeType]) => ({ isNew, seriesTypeList: types });

  it('requires the welcome series for a new learner of a licence that has one', () => {
    expect(welcomeStatus('b', series(true))).toBe('required');
    expect(welcomeStatus('etg', series(true))).toBe('required');
  });

  it('does not for other licences, for a learner who ended it, or without a licence', () => {
    expect(welcomeStatus('co', series(true))).toBe('not-required');
    expect(welcomeStatus('etm', undefined)).toBe('not-required');
    expect(welcomeStatus('b', series(false))).toBe('not-required');
    expect(welcomeStatus(null, series(true))).toBe('not-required');
  });

  it('is unknown while the series of a welcome licence load', () => {
    expect(welcomeStatus('b', undefined)).toBe('unknown');
  });

  it('does not trap the learner when the content has no welcome series', () => {
    expect(welcomeStatus('b', series(true, []))).toBe('not-required');
    expect(welcomeStatus('b', series(true, [{ ...welcomeType, series: [] }]))).toBe('not-required');
  });
});

describe('tab visibility (spec §2, §4)', () => {
  const context = (overrides: Partial<TabContext> = {}): TabContext => ({
    mode: AUTH_MODES.TESTS_AND_COURSES,
    licence: 'b',
    welcome: 'not-required',
    applications: [],
    examOpen: false,
    standalone: null,
    welcomeTabName: 'Bienvenue',
    ...overrides,
  });
  const labels = (tabs: Tab[]) => tabs.map((tab) => tab.label);
  const max = { label: 'cours-code-max', isMax: true };
  const fastcode = { label: 'fastcode', isMax: false };
  const plain = { label: 'cours-code', isMax: false };

  it('shows only the welcome tab, named by the brand, to a new learner with a welcome series', () => {
    expect(visibleTabs(context({ welcome: 'required', applications: [plain] }))).toEqual([
      { to: '/welcome', label: 'Bienvenue' },
    ]);
  });

  it('shows the dashboard, the history, the courses and the contact tab otherwise', () => {
    expect(labels(visibleTabs(context({ applications: [plain] })))).toEqual([
      'Mon tableau de bord',
      'Mon historique',
      'Mes cours',
      'Nous contacter',
    ]);
    expect(DASHBOARD_TAB).toEqual({ to: '/dashboard', label: 'Mon tableau de bord' });
    expect(HISTORY_TAB).toEqual({ to: '/history', label: 'Mon historique' });
  });

  it('names course tabs by application: commented for max, by theme for fastcode', () => {
    expect(courseTab(max, AUTH_MODES.TESTS_AND_COURSES)).toEqual({
      to: '/courses/cours-code-max',
      label: 'Mes cours commentés',
    });
    expect(courseTab(fastcode, AUTH_MODES.COURSES_ONLY)).toEqual({
      to: '/only-courses/fastcode',
      label: 'Mes cours par thème',
    });
  });

  it('adds the exam tab only for an open exam entry and a b or etm licence', () => {
    expect(labels(visibleTabs(context({ examOpen: true })))).toContain('S’inscrire à l’examen');
    expect(visibleTabs(context({ examOpen: true, licence: 'etm' })).slice(-2)).toEqual([
      CONTACT_TAB,
      EXAM_TAB,
    ]);
    expect(visibleTabs(context({ examOpen: true, licence: 'co' }))).not.toContainEqual(EXAM_TAB);
    expect(visibleTabs(context({ examOpen: false }))).not.toContainEqual(EXAM_TAB);
  });

  it('shows only the course tab of a stand-alone application requested on load', () => {
    expect(visibleTabs(context({ standalone: fastcode, applications: [plain] }))).toEqual([
      { to: '/courses/fastcode', label: 'Mes cours par thème' },
    ]);
  });

  it('shows the course tabs in courses-only mode', () => {
    const tabs = visibleTabs(
      context({ mode: AUTH_MODES.COURSES_ONLY, licence: null, applications: [max, fastcode] }),
    );
    expect(tabs.map((tab) => tab.to)).toEqual([
      '/only-courses/cours-code-max',
      '/only-courses/fastcode',
    ]);
  });

  it('shows no tab before it is known whether the learner is new', () => {
    expect(visibleTabs(context({ welcome: 'unknown' }))).toEqual([]);
  });
});

describe('the welcome series first (issue #18, point 9)', () => {
  it('sends a new learner from the pages of the tabs they do not see to the welcome page', () => {
    for (const path of ['/dashboard', '/history', '/contact', '/examen', '/guides/examen'])
      expect(mustWelcomeFirst(path, 'required'), path).toBe(true);
  });

  it('lets them reach the welcome page, a course and a series’ results', () => {
    for (const path of ['/welcome', '/courses/cours-code', '/correction/12'])
      expect(mustWelcomeFirst(path, 'required'), path).toBe(false);
  });

  it('lets anyone else, and a learner whose status is not known yet, stay', () => {
    expect(mustWelcomeFirst('/history', 'not-required')).toBe(false);
    expect(mustWelcomeFirst('/history', 'unknown')).toBe(false);
    expect(mustWelcomeFirst('/historique', 'required')).toBe(false);
  });
});
