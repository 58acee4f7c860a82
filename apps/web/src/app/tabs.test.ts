import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../features/series/api/get-historique';
import { isNewLearner, type SeriesTypeEntry } from '../features/series/api/get-series-eleve';
import { DASHBOARD_TAB, HISTORY_TAB, WELCOME_TAB, visibleTabs, welcomeStatus } from './tabs';

const entry = (type: HistoryEntry['type'], ended: boolean): HistoryEntry => ({
  id: 1,
  date: '2026-11-20T09:15:00.000Z',
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
  it('shows only « Bienvenue » to a new learner with a welcome series', () => {
    expect(visibleTabs(true, 'required')).toEqual([WELCOME_TAB]);
  });

  it('shows the dashboard and the history otherwise', () => {
    expect(visibleTabs(true, 'not-required')).toEqual([DASHBOARD_TAB, HISTORY_TAB]);
    expect(DASHBOARD_TAB).toEqual({ to: '/dashboard', label: 'Mon tableau de bord' });
    expect(HISTORY_TAB).toEqual({ to: '/history', label: 'Mon historique' });
    expect(WELCOME_TAB).toEqual({ to: '/welcome', label: 'Bienvenue' });
  });

  it('shows no tab before it is known, nor without a licence', () => {
    expect(visibleTabs(true, 'unknown')).toEqual([]);
    expect(visibleTabs(false, 'not-required')).toEqual([]);
  });
});
