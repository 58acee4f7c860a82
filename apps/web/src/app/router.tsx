import { Navigate, createBrowserRouter, type LoaderFunctionArgs } from 'react-router';
import {
  autoLoginLoader,
  connectedLoader,
  courseViewerLoader,
  licensesLoader,
  publicLoader,
} from './guards';
import { RouteError } from './route-error';

const home = async () => {
  const module = await import('./routes/home');
  return { Component: module.HomeRoute };
};
const brandHome = async (args: LoaderFunctionArgs) =>
  (await import('./routes/home')).brandHomeLoader(args);
const legal = (kind: 'cgu' | 'confidentialite') => async () => {
  const { LegalRoute } = await import('./routes/legal');
  return { Component: () => <LegalRoute kind={kind} /> };
};
const to = (path: string) => <Navigate to={path} replace />;

/**
 * Route table of spec §2. Every route module is lazy so the first route carries only what it
 * shows (architecture brief, budgets).
 */
export const router = createBrowserRouter([
  {
    path: '/',
    ErrorBoundary: RouteError,
    children: [
      { path: 'home', loader: publicLoader, lazy: home },
      { path: 'home/michelin', element: to('/home/michelin/activation') },
      { path: 'home/prepaconduite', element: to('/home/prepaconduite/login') },
      { path: 'home/prepacode', element: to('/home/prepacode/login') },
      // Each brand's login entry and login-error page (`error=true`).
      { path: 'home/:brand/login', loader: brandHome, lazy: home },
      // Issue #7: the tyre-maker brand's activation-code sign-up, its entry and its pages.
      ...(
        [
          ['home/michelin/activation', 'ActivationRoute'],
          ['home/michelin/inscription', 'AccountRoute'],
          ['home/michelin/forgotten-pwd', 'CodePasswordRoute'],
        ] as const
      ).map(([path, name]) => ({
        path,
        loader: async () => (await import('./routes/signup')).michelinLoader(),
        lazy: async () => ({ Component: (await import('./routes/signup'))[name] }),
      })),
      // The boat publisher's signed sign-up link (spec §2 `vagnon`, a separate area).
      {
        path: 'vagnon',
        loader: async () => (await import('./routes/signup')).partnerLoader(),
        lazy: async () => ({ Component: (await import('./routes/signup')).PartnerSignUpRoute }),
      },
      { path: 'activation_compte', element: to('/home/michelin/inscription') },
      { path: 'mdp_oubli', element: to('/home/michelin/forgotten-pwd') },
      { path: 'cgu', lazy: legal('cgu') },
      // Issue #18.11: the link mailed to a new address, opened signed in or not.
      {
        path: 'compte/confirmer-email',
        lazy: async () => ({
          Component: (await import('./routes/confirm-email')).ConfirmEmailRoute,
        }),
      },
      { path: 'confidentialite', lazy: legal('confidentialite') },
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
        // The course application, in the course frame (issue #8); its calls need the session.
        path: 'cours/:label',
        loader: courseViewerLoader,
        lazy: async () => ({
          Component: (await import('./routes/course-viewer')).CourseViewerLayout,
        }),
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('./routes/course-viewer')).CourseIndexRoute,
            }),
          },
          {
            path: 'lecons/:identifiant',
            lazy: async () => ({ Component: (await import('./routes/course-viewer')).LessonRoute }),
          },
          {
            path: 'commentaires/:slug',
            lazy: async () => ({
              Component: (await import('./routes/course-viewer')).CommentaryRoute,
            }),
          },
        ],
      },
      {
        // The connected area (spec §2, empty path), guarded.
        loader: connectedLoader,
        lazy: async () => ({
          Component: (await import('./routes/connected-layout')).ConnectedLayout,
        }),
        children: [
          { index: true, element: to('/dashboard') },
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
            path: 'examen',
            lazy: async () => ({ Component: (await import('./routes/exam')).ExamRoute }),
          },
          {
            path: 'compte',
            lazy: async () => ({ Component: (await import('./routes/account')).AccountRoute }),
          },
          {
            path: 'contact',
            lazy: async () => ({ Component: (await import('./routes/contact')).ContactRoute }),
          },
          {
            path: 'correction/:id',
            lazy: async () => ({
              Component: (await import('./routes/correction')).CorrectionRoute,
            }),
          },
          // Issue #8: the guides, for the brands and licences with the dashboard's guide block.
          {
            path: 'guides',
            lazy: async () => ({ Component: (await import('./routes/guides')).GuidesRoute }),
          },
          {
            path: 'guides/:slug',
            lazy: async () => ({ Component: (await import('./routes/guides')).GuideRoute }),
          },
          ...['courses/:label', 'only-courses/:label'].map((path) => ({
            path,
            lazy: async () => ({
              Component: (await import('./routes/courses')).CoursesRoute,
            }),
          })),
        ],
      },
      { path: '*', element: to('/home') },
    ],
  },
]);
