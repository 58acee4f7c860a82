// What the first screen of a connected page asks the API for before it can show anything. The
// server names these calls in the page it sends (`<link rel="preload">`), so they load alongside
// the JavaScript instead of after it (bench/README.md, Lighthouse); the app's own guard
// (apps/web/src/app/guards.ts) makes the same calls and gets the preloaded answers.

export const PROFILE_URL = '/api/front/utilisateur';
export const THEMES_URL = '/api/front/themes';

/** Pages whose data the guard also prefetches: the dashboard's, the history's, the welcome's. */
export const LEARNING_PATHS: ReadonlySet<string> = new Set([
  '/',
  '/dashboard',
  '/history',
  '/welcome',
]);

/** Pages behind the connected guard, which loads the profile before showing them (spec §2). */
const CONNECTED_PAGE =
  /^\/(dashboard|history|welcome|examen|contact|guides(\/[^/]+)?|correction\/\d+|player\/\d+)$/;

/** The calls to preload for a page path; none for public pages and the root (a redirect). */
export function earlyRequests(pathname: string): string[] {
  if (pathname === '/' || !CONNECTED_PAGE.test(pathname)) return [];
  return LEARNING_PATHS.has(pathname) ? [PROFILE_URL, THEMES_URL] : [PROFILE_URL];
}
