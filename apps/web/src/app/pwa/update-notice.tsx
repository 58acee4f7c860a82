import { useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import type { createBrowserRouter } from 'react-router';
import button from '../../components/ui/button.module.css';
import styles from './update-notice.module.css';

type Router = ReturnType<typeof createBrowserRouter>;

/** Pages where a reload would cut what the learner is doing: a series, a classroom session. */
const BUSY = /^\/(player|salle)(\/|$)/;

/**
 * « Nouvelle version disponible — Recharger » (issue #45): said once a new version waits, on
 * every page but a series or a classroom session in progress, where it waits for their end.
 * `reload` lets the new version take over, and reloads the page with it.
 */
export function UpdateNotice({ router, reload }: { router: Router; reload: () => Promise<void> }) {
  const pathname = useSyncExternalStore(
    (listener) => router.subscribe(listener),
    () => router.state.location.pathname,
  );
  if (BUSY.test(pathname)) return null;
  return (
    <div className={styles.notice} role="status">
      <p>Nouvelle version disponible</p>
      <button type="button" className={button.secondary} onClick={() => void reload()}>
        Recharger
      </button>
    </div>
  );
}

/** Shows the notice beside the app, in a root of its own: it is loaded only when needed. */
export function showUpdateNotice(router: Router, reload: () => Promise<void>): void {
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(<UpdateNotice router={router} reload={reload} />);
}
