// What the first screen of a connected page needs before it can show anything: its first API
// calls and its route modules. The server names them in the page it sends (`<link
// rel="preload">`, `<link rel="modulepreload">`), so they load alongside the entry's JavaScript
// instead of after it (bench/README.md, Lighthouse); the app's guard
// (apps/web/src/app/guards.ts) and router (apps/web/src/app/router.tsx) then get them at once.

export const PROFILE_URL = '/api/front/utilisateur';
export const THEMES_URL = '/api/front/themes';

/** Pages whose data the guard also prefetches: the dashboard's, the history's, the welcome's. */
export const LEARNING_PATHS: ReadonlySet<string> = new Set([
  '/',
  '/dashboard',
  '/history',
  '/welcome',
]);

export interface FirstLoad {
  /** Names the page's variant of the app's HTML. */
  page: string;
  /** Which paths it serves. */
  path: RegExp;
  calls: readonly string[];
  /** The route modules it renders first, named as in the web build's manifest. */
  modules: readonly string[];
}

const learning = [PROFILE_URL, THEMES_URL];
const profile = [PROFILE_URL];
const inFrame = (module: string) => [
  'src/app/routes/connected-layout.tsx',
  `src/app/routes/${module}`,
];

/**
 * The pages behind the connected guard, which loads the profile before showing them (spec §2).
 * The root only redirects, and public pages load nothing before their JavaScript.
 */
export const FIRST_LOADS: readonly FirstLoad[] = [
  { page: 'dashboard', path: /^\/dashboard$/, calls: learning, modules: inFrame('dashboard.tsx') },
  { page: 'history', path: /^\/history$/, calls: learning, modules: inFrame('history.tsx') },
  { page: 'welcome', path: /^\/welcome$/, calls: learning, modules: inFrame('welcome.tsx') },
  { page: 'examen', path: /^\/examen$/, calls: profile, modules: inFrame('exam.tsx') },
  { page: 'contact', path: /^\/contact$/, calls: profile, modules: inFrame('contact.tsx') },
  { page: 'guides', path: /^\/guides(\/[^/]+)?$/, calls: profile, modules: inFrame('guides.tsx') },
  {
    page: 'correction',
    path: /^\/correction\/\d+$/,
    calls: profile,
    modules: inFrame('correction.tsx'),
  },
  // The player is full screen, outside the connected frame.
  {
    page: 'player',
    path: /^\/player\/\d+$/,
    calls: profile,
    modules: ['src/app/routes/player.tsx'],
  },
];

/** What a page path preloads; undefined for public pages and the root. */
export const firstLoad = (pathname: string): FirstLoad | undefined =>
  FIRST_LOADS.find((entry) => entry.path.test(pathname));
