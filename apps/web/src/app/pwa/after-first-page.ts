import type { createBrowserRouter } from 'react-router';

type Router = Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'subscribe'>;

const settled = ({ state }: Router) => state.initialized && state.navigation.state === 'idle';

/**
 * Runs `start` once the first page has shown: the router has settled on it (its loaders done,
 * redirects followed) and the browser has painted it. The load event came too early for that:
 * a module script runs before it, but the page's data comes after, so what started there (the
 * service worker and its notices, six requests) shared the phone's connections with the first
 * page (Lighthouse, session 50). A hidden tab paints nothing: it starts at once.
 */
export function afterFirstPage(router: Router, start: () => void): void {
  const afterPaint = () => {
    if (document.visibilityState === 'hidden') setTimeout(start, 0);
    // The frame's callbacks run before its paint; a task queued there runs after it.
    else requestAnimationFrame(() => setTimeout(start, 0));
  };
  if (settled(router)) {
    afterPaint();
    return;
  }
  const unsubscribe = router.subscribe(() => {
    if (!settled(router)) return;
    unsubscribe();
    afterPaint();
  });
}
