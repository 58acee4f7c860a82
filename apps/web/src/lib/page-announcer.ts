import type { Theme } from '@prepacode/domain/brands';

/**
 * What a route tells about its page (React Router's `handle`): its title, which becomes the
 * document's (« Mon historique – Prépacode ») so that a tab, a bookmark and a screen reader name
 * the page (WCAG 2.4.2; issue #18, point 3).
 */
export interface PageHandle {
  title: string | ((brand: Theme) => string);
}

const isPageHandle = (handle: unknown): handle is PageHandle =>
  typeof handle === 'object' && handle !== null && 'title' in handle;

/** The deepest route's title, followed by the brand's, as every page of the app is named. */
export function pageTitle(
  matches: readonly { route: { handle?: unknown } }[],
  brand: Theme,
): string {
  const handle = matches
    .map((match) => match.route.handle)
    .filter(isPageHandle)
    .at(-1);
  if (!handle) return brand.appTitle;
  const title = typeof handle.title === 'function' ? handle.title(brand) : handle.title;
  return `${title} – ${brand.appTitle}`;
}

/**
 * After a route change, focus goes to the new page's main heading, so that a screen reader
 * reads where the learner now is and the keyboard starts from there. The page may still show
 * the old heading, or none while its data loads: wait, a few frames at a time, for a new one.
 * A person who has already moved the focus meanwhile keeps it: their next key press must reach
 * what they chose, not the heading; so does one the address takes to a section.
 */
export function focusNewHeading(previous: Element | null, doc: Document = document): void {
  const deadline = Date.now() + 3000;
  const focusedBefore = doc.activeElement;
  const attempt = () => {
    const focused = doc.activeElement;
    if (focused && focused !== focusedBefore && focused !== doc.body) return;
    // The address names a place in the page (a guide's table of contents followed while the
    // heading was awaited, or a link to a section): the learner is there, not at the top.
    if (doc.location.hash) return;
    const heading = doc.querySelector<HTMLElement>('main h1') ?? doc.querySelector('h1');
    if (heading && heading !== previous && heading.isConnected) {
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus();
      return;
    }
    if (Date.now() < deadline) setTimeout(attempt, 50);
  };
  attempt();
}

interface RouterLike {
  state: RouterState;
  subscribe(listener: (state: RouterState) => void): () => void;
}
interface RouterState {
  location: { pathname: string };
  navigation: { state: string };
  matches: readonly { route: { handle?: unknown } }[];
}

/** Names every page of the router and moves focus to its heading on each route change. */
export function announceNavigations(router: RouterLike, brand: () => Theme): () => void {
  let last = router.state.location.pathname;
  document.title = pageTitle(router.state.matches, brand());
  return router.subscribe((state) => {
    if (state.navigation.state !== 'idle') return;
    document.title = pageTitle(state.matches, brand());
    if (state.location.pathname === last) return;
    last = state.location.pathname;
    focusNewHeading(document.querySelector('main h1') ?? document.querySelector('h1'));
  });
}
