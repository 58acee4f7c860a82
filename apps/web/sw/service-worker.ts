/// <reference lib="webworker" />
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { OFFLINE_PAGES_CACHE, SKIP_WAITING } from './messages';

// The learner app's service worker (issue #45, ADR 0035): the app opens and plays with no
// network. Built by vite-plugin-pwa (`injectManifest`), which writes the build's files into
// `__WB_MANIFEST`.

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (PrecacheEntry | string)[];
};

// The app's scripts, styles and brand pictures, each named by its content: kept for this
// version, so a series in progress still loads its lazy pieces after a new version is served.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The app's pages come from the network, for the server writes the deployment's configuration
// into each (apps/server/src/plugins/pages.ts); with none, the last page it served. The central
// site (sign-on, school space), the API and the media are not the app's pages.
registerRoute(
  new NavigationRoute(
    new NetworkFirst({ cacheName: OFFLINE_PAGES_CACHE, networkTimeoutSeconds: 5 }),
    { denylist: [/^\/(api|central|media)(\/|$)/] },
  ),
);

// A new version waits until the learner says « Recharger » (app/pwa): never in a series.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});
