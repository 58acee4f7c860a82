import { Main } from '../components/ui/main';
import { Navigate, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import {
  autoLoginLoader,
  classroomLoader,
  connectedLoader,
  courseViewerLoader,
  playerLoader,
  publicLoader,
  switchAccountLoader,
} from './guards';
import type { PageHandle } from '../lib/page-announcer';
import { PageError, PlayerError, RouteError } from './route-error';

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
/** A page's title, for the document's (issue #18, point 3). */
const page = (title: PageHandle['title']): PageHandle => ({ title });
/**
 * A frame's pages, each with its boundary: rendered in the frame's `<main>`, a page that throws
 * leaves the header, the tabs and the footer in place (issue #23, point 3).
 */
const framed = (routes: RouteObject[]): RouteObject[] =>
  routes.map((route) => ({ ErrorBoundary: PageError, ...route }));

/**
 * Route table of spec §2, for the entry's browser router (src/main.tsx) and for tests. Every
 * route module is lazy so the first route carries only what it shows (architecture brief, budgets).
 */
export const ROUTES: RouteObject[] = [
  {
    path: '/',
    ErrorBoundary: RouteError,
    // An empty, busy `main` while the first loaders run: the skip link has its target from the
    // first paint, and React Router does not warn « No `HydrateFallback` element provided »
    // (issue #23, point 10).
    HydrateFallback: () => <Main aria-busy="true" />,
    children: [
      { path: 'home', loader: publicLoader, lazy: home, handle: page('Accueil') },
      { path: 'home/michelin', element: to('/home/michelin/activation') },
      { path: 'home/prepaconduite', element: to('/home/prepaconduite/login') },
      { path: 'home/prepacode', element: to('/home/prepacode/login') },
      // Each brand's login entry and login-error page (`error=true`).
      { path: 'home/:brand/login', loader: brandHome, lazy: home, handle: page('Accueil') },
      // Issue #7: the activation-code sign-up, its entry and its pages, under every brand since
      // #41, point 9 (a school's codes are typed on its brand's page).
      ...(
        [
          ['home/:brand/activation', 'ActivationRoute', 'Activer mon compte'],
          ['home/:brand/inscription', 'AccountRoute', 'Créer mon compte'],
          ['home/:brand/forgotten-pwd', 'CodePasswordRoute', 'Mot de passe oublié'],
        ] as const
      ).map(([path, name, title]) => ({
        path,
        handle: page(title),
        loader: async (args: LoaderFunctionArgs) =>
          (await import('./routes/signup')).codeSignUpLoader(args),
        lazy: async () => ({ Component: (await import('./routes/signup'))[name] }),
      })),
      // The boat publisher's signed sign-up link (spec §2 `vagnon`, a separate area).
      {
        path: 'vagnon',
        handle: page('Inscription'),
        loader: async () => (await import('./routes/signup')).partnerLoader(),
        lazy: async () => ({ Component: (await import('./routes/signup')).PartnerSignUpRoute }),
      },
      { path: 'activation_compte', element: to('/home/michelin/inscription') },
      { path: 'mdp_oubli', element: to('/home/michelin/forgotten-pwd') },
      { path: 'cgu', lazy: legal('cgu'), handle: page('Conditions générales d’utilisation') },
      // Issue #18.11: the link mailed to a new address, opened signed in or not.
      {
        path: 'compte/confirmer-email',
        handle: page('Confirmer mon adresse e‑mail'),
        lazy: async () => ({
          Component: (await import('./routes/confirm-email')).ConfirmEmailRoute,
        }),
      },
      {
        path: 'confidentialite',
        lazy: legal('confidentialite'),
        handle: page('Charte de confidentialité'),
      },
      // A partner's link: exchanged in the loader, which always redirects.
      { path: 'auto-login/:partenaire', loader: autoLoginLoader },
      // A ticket for another account than the signed-in one: asked first (issue #21, point 7).
      {
        path: 'switch-account',
        handle: page('Changer de compte'),
        loader: switchAccountLoader,
        lazy: async () => ({
          Component: (await import('./routes/switch-account')).SwitchAccountRoute,
        }),
      },
      {
        path: 'licenses',
        handle: page('Choisissez votre application'),
        loader: async (args: LoaderFunctionArgs) =>
          (await import('./routes/licenses')).licensesLoader(args),
        lazy: async () => ({ Component: (await import('./routes/licenses')).LicensesRoute }),
      },
      {
        // The player area (spec §2): full screen, outside the connected frame, same guard.
        path: 'player/:id',
        handle: page('Série de questions'),
        loader: playerLoader,
        lazy: async () => ({ Component: (await import('./routes/player')).PlayerRoute }),
        ErrorBoundary: PlayerError,
      },
      // A downloaded series (issue #45): played from the device's store, with no network and so
      // no loader (the session is checked when its answers are sent).
      {
        path: 'hors-connexion/:id',
        handle: page('Série hors connexion'),
        lazy: async () => ({ Component: (await import('./routes/player')).OfflinePlayerRoute }),
        ErrorBoundary: PlayerError,
      },
      // « Code en salle » (issue #43): a learner's phone in a classroom session, full screen as
      // the player, the same guard.
      {
        path: 'salle',
        handle: page('Séance en salle'),
        loader: classroomLoader,
        lazy: async () => ({ Component: (await import('./routes/classroom')).ClassroomJoinRoute }),
      },
      {
        path: 'salle/:salle',
        handle: page('Séance en salle'),
        loader: async (args: LoaderFunctionArgs) =>
          (await import('./routes/classroom')).classroomSessionLoader(args),
        lazy: async () => ({
          Component: (await import('./routes/classroom')).ClassroomSessionRoute,
        }),
        ErrorBoundary: PageError,
      },
      {
        // The course application, in the course frame (issue #8); its calls need the session.
        path: 'cours/:label',
        handle: page('Cours'),
        loader: courseViewerLoader,
        lazy: async () => ({
          Component: (await import('./routes/course-viewer')).CourseViewerLayout,
        }),
        children: framed([
          {
            index: true,
            lazy: async () => ({
              Component: (await import('./routes/course-viewer')).CourseIndexRoute,
            }),
          },
          {
            path: 'lecons/:identifiant',
            handle: page('Leçon'),
            lazy: async () => ({ Component: (await import('./routes/course-viewer')).LessonRoute }),
          },
          {
            path: 'commentaires/:slug',
            handle: page('Série commentée'),
            lazy: async () => ({
              Component: (await import('./routes/course-viewer')).CommentaryRoute,
            }),
          },
        ]),
      },
      {
        // The connected area (spec §2, empty path), guarded.
        loader: connectedLoader,
        lazy: async () => ({
          Component: (await import('./routes/connected-layout')).ConnectedLayout,
        }),
        children: framed([
          { index: true, element: to('/dashboard') },
          {
            path: 'dashboard',
            handle: page('Mon tableau de bord'),
            lazy: async () => ({ Component: (await import('./routes/dashboard')).DashboardRoute }),
          },
          {
            path: 'history',
            handle: page('Mon historique'),
            lazy: async () => ({ Component: (await import('./routes/history')).HistoryRoute }),
          },
          {
            path: 'welcome',
            handle: page((brand) => brand.welcomePage.tabName),
            lazy: async () => ({ Component: (await import('./routes/welcome')).WelcomeRoute }),
          },
          {
            path: 'examen',
            handle: page('S’inscrire à l’examen'),
            lazy: async () => ({ Component: (await import('./routes/exam')).ExamRoute }),
          },
          {
            path: 'compte',
            handle: page('Mon compte'),
            lazy: async () => ({ Component: (await import('./routes/account')).AccountRoute }),
          },
          {
            path: 'contact',
            handle: page('Nous contacter'),
            lazy: async () => ({ Component: (await import('./routes/contact')).ContactRoute }),
          },
          {
            path: 'correction/:id',
            handle: page('Résultats et correction'),
            lazy: async () => ({
              Component: (await import('./routes/correction')).CorrectionRoute,
            }),
          },
          // Issue #8: the guides, for the brands and licences with the dashboard's guide block.
          {
            path: 'guides',
            handle: page('Nos guides'),
            lazy: async () => ({ Component: (await import('./routes/guides')).GuidesRoute }),
          },
          {
            path: 'guides/:slug',
            handle: page('Guide'),
            lazy: async () => ({ Component: (await import('./routes/guides')).GuideRoute }),
          },
          ...['courses/:label', 'only-courses/:label'].map((path) => ({
            path,
            handle: page('Mes cours'),
            lazy: async () => ({
              Component: (await import('./routes/courses')).CoursesRoute,
            }),
          })),
        ]),
      },
      { path: '*', element: to('/home') },
    ],
  },
];
