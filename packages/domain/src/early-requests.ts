// What the first screen of a connected page needs before it can show anything: its first API
// calls and its route modules. The server names them in the page it sends (`<link
// rel="preload">`, `<link rel="modulepreload">`), so they load alongside the entry's JavaScript
// instead of after it (bench/README.md, Lighthouse); the app's guard
// (apps/web/src/app/guards.ts) and router (apps/web/src/app/router.tsx) then get them at once.
// Here, what both sides share: the pages, their paths and calls. Which route modules a page
// renders is the web build's to say (apps/web/first-loads.ts, written into the build).

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
}

/**
 * A page in the connected frame. Its calls follow the guard: the themes too where it prefetches
 * the learning data (`LEARNING_PATHS`).
 */
const inFrame = (page: string, path: RegExp): FirstLoad => ({
  page,
  path,
  calls: LEARNING_PATHS.has(`/${page}`) ? [PROFILE_URL, THEMES_URL] : [PROFILE_URL],
});

/**
 * The pages behind the connected guard, which loads the profile before showing them (spec §2).
 * The root only redirects, and public pages load nothing before their JavaScript.
 */
export const FIRST_LOADS: readonly FirstLoad[] = [
  inFrame('dashboard', /^\/dashboard$/),
  inFrame('history', /^\/history$/),
  inFrame('welcome', /^\/welcome$/),
  inFrame('examen', /^\/examen$/),
  inFrame('contact', /^\/contact$/),
  inFrame('guides', /^\/guides(\/[^/]+)?$/),
  inFrame('correction', /^\/correction\/\d+$/),
  // The player is full screen, outside the connected frame.
  { page: 'player', path: /^\/player\/\d+$/, calls: [PROFILE_URL] },
];

/** What a page path preloads; undefined for public pages and the root. */
export const firstLoad = (pathname: string): FirstLoad | undefined =>
  FIRST_LOADS.find((entry) => entry.path.test(pathname));
