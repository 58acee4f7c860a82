import { useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import type { createBrowserRouter } from 'react-router';
import button from '../../components/ui/button.module.css';
import { useOutbox } from '../../features/player/offline/outbox';
import { plural } from '../../lib/format';
import styles from './app-notices.module.css';

type Router = ReturnType<typeof createBrowserRouter>;

/** Pages where a reload would cut what the learner is doing: a series, a classroom session. */
const BUSY = /^\/(player|hors-connexion|salle)(\/|$)/;

/** A value and who to tell when it changes. */
function signal<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next: T) => {
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The waiting version's « Recharger », once one is installed (register.ts). */
export const waitingVersion = signal<(() => Promise<void>) | null>(null);

const online = signal(navigator.onLine);
addEventListener('online', () => online.set(true));
addEventListener('offline', () => online.set(false));

/**
 * What the app says of itself (issue #45): « Hors connexion » while the device has no network,
 * the answers given on the device and not sent yet, and « Nouvelle version disponible —
 * Recharger » once a new version waits, on every page but a series or a classroom session in
 * progress, where it waits for their end.
 */
export function AppNotices({ router }: { router: Router }) {
  const connected = useSyncExternalStore(online.subscribe, online.get);
  const reload = useSyncExternalStore(waitingVersion.subscribe, waitingVersion.get);
  const pathname = useSyncExternalStore(
    (listener) => router.subscribe(listener),
    () => router.state.location.pathname,
  );
  const offerReload = reload !== null && !BUSY.test(pathname);
  const { pending } = useOutbox();
  return (
    // A polite live region, there before anything is said in it; not `role="status"`, which the
    // pages' own status messages have.
    <div className={styles.notices} aria-live="polite">
      {/* One line, short enough for a phone: the state of the network and of the answers. */}
      {(!connected || pending > 0) && (
        <p className={styles.notice}>
          {!connected && <strong>Hors connexion</strong>}
          {!connected && pending > 0 && ' · '}
          {pending > 0 && <span>{plural(pending, 'réponse')} à envoyer</span>}
        </p>
      )}
      {offerReload && (
        <div className={`${styles.notice} ${styles.withAction}`}>
          <p>
            <strong>Nouvelle version disponible</strong>
          </p>
          <button type="button" className={button.secondary} onClick={() => void reload()}>
            Recharger
          </button>
        </div>
      )}
    </div>
  );
}

/**
 * Shows the notices above the app, in a root of their own, loaded after the first paint. Empty,
 * they take no room: the page moves only when there is something to say.
 */
export function showAppNotices(router: Router): void {
  const host = document.createElement('div');
  host.className = styles.host ?? '';
  document.body.prepend(host);
  createRoot(host).render(<AppNotices router={router} />);
}
