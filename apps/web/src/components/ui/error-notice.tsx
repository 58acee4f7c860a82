import type { ReactNode } from 'react';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { ApiError } from '../../lib/api-client';
import buttons from './button.module.css';
import styles from './error-notice.module.css';
import { Main } from './main';

type Message = readonly [title: string, text: string];

/**
 * What a failed page says, by HTTP status: the API client's (`ApiError`, 0 when the server was
 * not reached) or a route's thrown response, 5xx under 500. One map for every boundary of both
 * apps' routers (issue #23, point 3).
 */
const MESSAGES: Partial<Record<number, Message>> = {
  0: [
    'Connexion impossible',
    'Impossible de joindre le serveur. Vérifiez votre connexion puis réessayez.',
  ],
  401: ['Session expirée', 'Votre session a expiré. Reconnectez-vous pour continuer.'],
  403: ['Accès refusé', 'Vous n’avez pas accès à cette page.'],
  404: ['Page introuvable', 'Cette page n’existe pas ou plus.'],
  429: [
    'Trop de demandes',
    'Trop de demandes en peu de temps. Patientez un instant puis réessayez.',
  ],
  500: ['Service indisponible', 'Le serveur n’a pas pu répondre. Réessayez dans un instant.'],
};
const FALLBACK: Message = [
  'Une erreur est survenue',
  'Une erreur inattendue est survenue. Réessayez ; si le problème persiste, contactez votre école.',
];

/** The map's key for an error: its status, 5xx as 500, a page's module not downloaded as 0. */
export function errorStatus(error: unknown): number | undefined {
  if (isRouteErrorResponse(error) || error instanceof ApiError) return Math.min(error.status, 500);
  // Chromium's, Firefox's and Safari's words for a lazy route's chunk that did not arrive.
  if (error instanceof TypeError && /imported module|module script/i.test(error.message)) return 0;
  return undefined;
}

export const errorMessage = (error: unknown): Message =>
  MESSAGES[errorStatus(error) ?? -1] ?? FALLBACK;

/**
 * A route's error: the message, announced (`role="alert"`), and a way on. « Réessayer » goes to
 * the same address again, which runs its loaders and, being a new location, resets React
 * Router's boundary (a revalidation would only if its loading state were ever rendered); `way`
 * is the link out.
 */
export function ErrorNotice({ way }: { way: ReactNode }) {
  const [title, text] = errorMessage(useRouteError());
  const location = useLocation();
  const { pathname, search, hash } = location;
  const state: unknown = location.state;
  const navigate = useNavigate();
  return (
    <div>
      <h1>{title}</h1>
      <p role="alert">{text}</p>
      <p className={styles.actions}>
        <button
          type="button"
          className={buttons.primary}
          onClick={() => void navigate({ pathname, search, hash }, { replace: true, state })}
        >
          Réessayer
        </button>
        {way}
      </p>
    </div>
  );
}

/**
 * A boundary that is a page of its own, for what no page's boundary caught; `children`, what
 * can still be done (the series downloaded on the device, when the network is gone).
 */
export const ErrorPage = ({ way, children }: { way: ReactNode; children?: ReactNode }) => (
  <Main className={styles.page}>
    <ErrorNotice way={way} />
    {children}
  </Main>
);
