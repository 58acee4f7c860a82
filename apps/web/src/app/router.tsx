import { Navigate, createBrowserRouter } from 'react-router';
import { autoLoginLoader, connectedLoader, licensesLoader, publicLoader } from './guards';
import { RouteError } from './route-error';

/**
 * Route table of spec §2, built up issue by issue. Every route module is lazy so the first
 * route carries only what it shows (architecture brief, budgets).
 */
export const router = createBrowserRouter([
  {
    path: '/',
    ErrorBoundary: RouteError,
    children: [
      {
        path: 'home',
        loader: publicLoader,
        lazy: async () => ({ Component: (await import('./routes/home')).HomeRoute }),
      },
      {
        path: 'home/:brand/login',
        loader: publicLoader,
        lazy: async () => ({ Component: (await import('./routes/home')).HomeRoute }),
      },
      // A partner's link: exchanged in the loader, which always redirects.
      { path: 'auto-login/:partenaire', loader: autoLoginLoader },
      {
        path: 'licenses',
        loader: licensesLoader,
        lazy: async () => ({ Component: (await import('./routes/licenses')).LicensesRoute }),
      },
      {
        // The player area (spec §2): full screen, outside the connected frame, same guard.
        path: 'player/:id',
        loader: connectedLoader,
        lazy: async () => ({ Component: (await import('./routes/player')).PlayerRoute }),
      },
      {
        // The connected area (spec §2, empty path), guarded.
        loader: connectedLoader,
        lazy: async () => ({
          Component: (await import('./routes/connected-layout')).ConnectedLayout,
        }),
        children: [
          { index: true, element: <Navigate to="/dashboard" replace /> },
          {
            path: 'dashboard',
            lazy: async () => ({ Component: (await import('./routes/dashboard')).DashboardRoute }),
          },
          {
            path: 'history',
            lazy: async () => ({ Component: (await import('./routes/history')).HistoryRoute }),
          },
          {
            path: 'welcome',
            lazy: async () => ({ Component: (await import('./routes/welcome')).WelcomeRoute }),
          },
          {
            path: 'correction/:id',
            lazy: async () => ({
              Component: (await import('./routes/correction')).CorrectionRoute,
            }),
          },
          {
            path: 'only-courses/:label',
            lazy: async () => ({
              Component: (await import('./routes/only-courses')).OnlyCoursesRoute,
            }),
          },
        ],
      },
      { path: '*', element: <Navigate to="/home" replace /> },
    ],
  },
]);
