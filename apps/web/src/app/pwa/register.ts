/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from 'virtual:pwa-register';
import type { createBrowserRouter } from 'react-router';
import type { brandStore } from '../../brand/brand-store';
import { linkManifest } from '../../brand/manifest-link';

/**
 * Makes the page an app to install: its brand's manifest and the service worker (apps/web/sw),
 * loaded after the first paint so that neither weighs on the first load (issue #45). A new version, once installed, waits
 * for the learner's « Recharger » (update-notice.tsx), loaded when there is one.
 */
export function startServiceWorker(
  router: ReturnType<typeof createBrowserRouter>,
  brand: typeof brandStore,
): void {
  linkManifest(brand.get().name);
  brand.subscribe(() => linkManifest(brand.get().name));
  const update = registerSW({
    onNeedRefresh: () =>
      void import('./update-notice').then((notice) =>
        notice.showUpdateNotice(router, () => update(true)),
      ),
  });
}
