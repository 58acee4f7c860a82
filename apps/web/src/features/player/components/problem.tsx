import { RotateCw } from 'lucide-react';
import { useEffect, useEffectEvent } from 'react';
import { Link } from 'react-router';
import button from '../../../components/ui/button.module.css';
import problem from '../../../components/ui/problem.module.css';
import { ApiError } from '../../../lib/api-client';
import styles from './problem.module.css';

const FALLBACK = 'Une erreur inattendue est survenue. Réessayez dans un instant.';

export const hasStatus = (error: Error | null, status: number): error is ApiError =>
  error instanceof ApiError && error.status === status;

/**
 * A failed call in French, with a way to try again; what was chosen stays as it was. When the
 * server could not be reached, the call is tried again by itself as soon as the network returns
 * (issue #45): an answer goes with the id it was first sent with, so it counts once.
 */
export function Problem({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const offline = hasStatus(error, 0);
  const retry = useEffectEvent(onRetry);
  useEffect(() => {
    if (!offline) return;
    const again = () => retry();
    addEventListener('online', again, { once: true });
    return () => removeEventListener('online', again);
  }, [offline, error]);
  return (
    <div role="alert" className={`${problem.problem} ${styles.spaced}`}>
      <p>{error instanceof ApiError ? error.message : FALLBACK}</p>
      {offline && <p>Nouvel essai dès le retour du réseau.</p>}
      <button type="button" className={button.secondary} onClick={onRetry}>
        <RotateCw aria-hidden="true" size={16} /> Réessayer
      </button>
    </div>
  );
}

/** 404: the series does not exist, or it is someone else's (the server does not say which). */
export function SeriesNotFound() {
  return (
    <div className={`${problem.problem} ${styles.spaced}`}>
      <p role="alert">
        Cette série est introuvable : elle n’existe pas ou n’appartient pas à votre compte.
      </p>
      <Link to="/dashboard">Retour au tableau de bord</Link>
    </div>
  );
}
