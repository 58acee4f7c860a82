import { useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import type { createBrowserRouter } from 'react-router';
import button from '../../components/ui/button.module.css';
import styles from './app-notices.module.css';

type Router = ReturnType<typeof createBrowserRouter>;

/** Pages where a reload would cut what the learner is doing: a series, a classroom session. */
const BUSY = /^\/(player|salle)(\/|$)/;

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
 * and « Nouvelle version disponible — Recharger » once a new version waits, on every page but a
 * series or a classroom session in progress, where it waits for their end.
 */
export function AppNotices({ router }: { router: Router }) {
  const connected = useSyncExternalStore(online.subscribe, online.get);
  const reload = useSyncExternalStore(waitingVersion.subscribe, waitingVersion.get);
  const pathname = useSyncExternalStore(
    (listener) => router.subscribe(listener),
    () => router.state.location.pathname,
  );
  const offerReload = reload !== null && !BUSY.test(pathname);
  return (
    // A polite live region, there before anything is said in it; not `role="status"`, which the
    // pages' own status messages have.
    <div className={styles.notices} aria-live="polite">
      {!connected && (
        <p className={styles.notice}>
          <strong>Hors connexion</strong> : ce qui demande le serveur attendra le retour du réseau.
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

/** Shows the notices beside the app, in a root of their own, loaded after the first paint. */
export function showAppNotices(router: Router): void {
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(<AppNotices router={router} />);
}
