/// <reference lib="webworker" />
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { OFFLINE_MEDIA_CACHE, OFFLINE_PAGES_CACHE, SEND_ANSWERS, SKIP_WAITING } from './messages';

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
// A page never opened online (a downloaded series' address) is the same app: whichever page is kept
// serves it, and its router shows the address.
const anyPage = {
  handlerDidError: async () => {
    const cache = await caches.open(OFFLINE_PAGES_CACHE);
    const [first] = await cache.keys();
    return first ? cache.match(first) : undefined;
  },
};
registerRoute(
  new NavigationRoute(
    new NetworkFirst({
      cacheName: OFFLINE_PAGES_CACHE,
      networkTimeoutSeconds: 5,
      plugins: [anyPage],
    }),
    { denylist: [/^\/(api|central|media)(\/|$)/] },
  ),
);

// A downloaded series' pictures and scenes (features/player/offline/download.ts) come from the
// device; every other medium from the network, not kept (the HTTP cache keeps it).
registerRoute(
  ({ url }) => url.pathname.startsWith('/media/'),
  async ({ request }) =>
    (await caches.match(request.url, { cacheName: OFFLINE_MEDIA_CACHE, ignoreVary: true })) ??
    fetch(request),
);

// Background Sync: the network is back. The answers wait in the page's store, sent with the
// session's anti-forgery token, which only a page reads: the open pages send them, and with
// none open the next page load does.
self.addEventListener(
  'sync',
  (event: Event & { tag?: string; waitUntil?: (p: Promise<unknown>) => void }) => {
    if (event.tag !== SEND_ANSWERS) return;
    event.waitUntil?.(
      self.clients
        .matchAll({ type: 'window' })
        .then((pages) => pages.forEach((page) => page.postMessage({ type: SEND_ANSWERS }))),
    );
  },
);

// A new version waits until the learner says « Recharger » (app/pwa): never in a series.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});
