import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ApiError } from '../lib/api-client';
import styles from './route-error.module.css';

const MESSAGES: Record<number, string> = {
  0: 'Impossible de joindre le serveur. Vérifiez votre connexion puis réessayez.',
  401: 'Votre session a expiré. Reconnectez-vous pour continuer.',
  403: 'Vous n’avez pas accès à cette page.',
  404: 'Cette page n’existe pas ou plus.',
  429: 'Trop de demandes en peu de temps. Patientez un instant puis réessayez.',
};
const FALLBACK =
  'Une erreur inattendue est survenue. Rechargez la page ; si le problème persiste, contactez votre école.';

function statusOf(error: unknown): number | undefined {
  if (isRouteErrorResponse(error)) return error.status;
  if (error instanceof ApiError) return error.status;
  return undefined;
}

/** One boundary per route: a status-to-message map, in French, with a way back. */
export function RouteError() {
  const error = useRouteError();
  const status = statusOf(error);
  const message = (status !== undefined && MESSAGES[status]) || FALLBACK;
  return (
    <main className={styles.page}>
      <h1>Oups…</h1>
      <p role="alert">{message}</p>
      <a href="/home">Retour à l’accueil</a>
    </main>
  );
}
