import type { RuntimeConfig } from '@prepacode/domain/environments';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/**
 * The tag manager of spec §1 and §7: the container's script when one is configured (a load
 * failure is swallowed, spec §8), and a page event with the path for each navigation.
 */
export function startTagManager(
  config: Pick<RuntimeConfig, 'tagManagerId' | 'tagManagerOrigin'>,
  doc: Document = document,
): void {
  window.dataLayer ??= [];
  if (!config.tagManagerId) return;
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = doc.createElement('script');
  script.async = true;
  script.src = `${config.tagManagerOrigin}/gtm.js?id=${encodeURIComponent(config.tagManagerId)}`;
  script.addEventListener('error', () => script.remove());
  doc.head.append(script);
}

/** Spec §4 "Each navigation tags the page with its path". */
export function tagPage(pathname: string): void {
  window.dataLayer ??= [];
  window.dataLayer.push({ event: 'page', pageName: pathname });
}

/** Tags the first page and every navigation of the router that follows. */
export function tagNavigations(router: {
  state: { location: { pathname: string } };
  subscribe(listener: (state: { location: { pathname: string } }) => void): () => void;
}): () => void {
  let last = router.state.location.pathname;
  tagPage(last);
  return router.subscribe((state) => {
    if (state.location.pathname === last) return;
    last = state.location.pathname;
    tagPage(last);
  });
}
