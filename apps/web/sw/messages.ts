// What the page and its service worker share (service-worker.ts).

/** The message that lets a waiting version take over (workbox-window sends it). */
export const SKIP_WAITING = 'SKIP_WAITING';

/** The cache of the app's pages, served when there is no network. */
export const OFFLINE_PAGES_CACHE = 'pages';
