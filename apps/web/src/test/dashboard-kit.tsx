import { DEFAULT_PREFERENCES } from '@prepacode/domain/contracts/preferences.contract';
import { DashboardRoute } from '../app/routes/dashboard';
import { WelcomeRoute } from '../app/routes/welcome';
import type { ApiRoutes } from './fetch-mock';
import { renderWithApi, serieStateWire, seriesEleveWire, themesWire } from './series-kit';
import { utilisateurWire } from './wire-fixtures';

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
      ...routes,
    },
  );
