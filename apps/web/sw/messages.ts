// What the page and its service worker share (service-worker.ts).

/** The message that lets a waiting version take over (workbox-window sends it). */
export const SKIP_WAITING = 'SKIP_WAITING';

/** The cache of the app's pages, served when there is no network. */
export const OFFLINE_PAGES_CACHE = 'pages';

/** The downloaded series' pictures and scenes (features/player/offline), served from here first. */
export const OFFLINE_MEDIA_CACHE = 'hors-connexion-medias';

/** Background Sync's tag for the answers to send, and the message that asks a page to send them. */
export const SEND_ANSWERS = 'envoi-reponses';
