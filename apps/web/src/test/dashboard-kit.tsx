import { DEFAULT_PREFERENCES } from '@prepacode/domain/contracts/preferences.contract';
import type { Preparation } from '@prepacode/domain/contracts/preparation.contract';
import { DashboardRoute } from '../app/routes/dashboard';
import { WelcomeRoute } from '../app/routes/welcome';
import type { ApiRoutes } from './fetch-mock';
import { renderWithApi, serieStateWire, seriesEleveWire, themesWire } from './series-kit';
import { utilisateurWire } from './wire-fixtures';

/**
 * What the memory model says (issue #44): by default a chance that holds nobody back, no exam
 * day, so that the readiness tests read the mock exams' and themes' verdict.
 */
export const preparationWire = (changes: Partial<Preparation> = {}): Preparation => ({
  date_examen: null,
  jour_prevu: '2026-11-27',
  reussite: 0.9,
  themes: [],
  plan: null,
  ...changes,
});

/** The dashboard (and the welcome page it may send to) over a fake API; `routes` replace its calls. */
export const renderDashboard = (routes: ApiRoutes = {}) =>
  renderWithApi(
    [
      { path: '/dashboard', element: <DashboardRoute /> },
      { path: '/welcome', element: <WelcomeRoute /> },
    ],
    '/dashboard',
    {
      'GET /api/front/utilisateur': { body: utilisateurWire() },
      'GET /api/front/series-eleve': { body: seriesEleveWire() },
      'GET /api/front/themes': { body: themesWire },
      'GET /api/front/structure/s1': { body: { id: 's1', nom: 'Auto-école de la Gare' } },
      'PUT /api/serie/create': { status: 201, body: serieStateWire() },
      'GET /api/front/preferences': { body: DEFAULT_PREFERENCES },
      'GET /api/front/preparation': { body: preparationWire() },
      ...routes,
    },
  );
