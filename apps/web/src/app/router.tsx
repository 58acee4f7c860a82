import { Navigate, createBrowserRouter } from 'react-router';
import { RouteError } from './route-error';

/**
 * Route table of spec §2. Every route module is lazy so the first route carries only what it
 * shows (architecture brief, budgets). The connected area arrives with sign-on (issue 3); until
 * then an unauthenticated visitor is where the guard would send them: /home.
 */
export const router = createBrowserRouter([
  {
    path: '/',
    ErrorBoundary: RouteError,
    children: [
      { index: true, element: <Navigate to="/home" replace /> },
      {
        path: 'home',
        lazy: async () => ({ Component: (await import('./routes/home')).HomeRoute }),
      },
      { path: '*', element: <Navigate to="/home" replace /> },
    ],
  },
]);
