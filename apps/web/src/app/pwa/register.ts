/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from 'virtual:pwa-register';
import type { createBrowserRouter } from 'react-router';
import type { brandStore } from '../../brand/brand-store';
import { linkManifest } from '../../brand/manifest-link';

/**
 * Makes the page an app to install (issue #45): its brand's manifest, the service worker
 * (apps/web/sw), the answers waiting on the device (features/player/offline) and what the app
 * says of itself (app-notices.tsx), loaded after the first paint so that none of it weighs on
 * the first load. A new version, once installed, waits for the
 * learner's « Recharger ».
 */
export function startServiceWorker(
  router: ReturnType<typeof createBrowserRouter>,
  brand: typeof brandStore,
): void {
  linkManifest(brand.get().name);
  brand.subscribe(() => linkManifest(brand.get().name));
  // Its own chunk, with its styles: loaded here, they stay out of the entry's preload list.
  const notices = import('./app-notices');
  void notices.then((module) => module.showAppNotices(router));
  // The answers given on the device and not sent yet: now, and whenever the network returns.
  void import('../../features/player/offline/outbox').then((outbox) => outbox.startSending());
  const update = registerSW({
    onNeedRefresh: () =>
      void notices.then((module) => module.waitingVersion.set(() => update(true))),
  });
}
