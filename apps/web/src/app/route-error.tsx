import { lazy, Suspense } from 'react';
import { Link, useRouteError } from 'react-router';
import { ErrorNotice, ErrorPage, errorStatus } from '../components/ui/error-notice';

// The learner app's boundaries (issue #23, point 3), each with its way on.

const toDashboard = <Link to="/dashboard">Retour au tableau de bord</Link>;

// With no network, the series downloaded on the device still play (issue #45).
const DownloadedSeries = lazy(async () => ({
  default: (await import('../features/player/offline/downloaded-list')).DownloadedList,
}));

/**
 * The root's boundary; a full load to the home, so that whatever broke the app starts afresh.
 * When the server could not be reached (the connected area's loader, offline), the series
 * downloaded on this device are offered.
 */
export function RouteError() {
  const unreachable = errorStatus(useRouteError()) === 0;
  return (
    <ErrorPage way={<a href="/home">Retour à l’accueil</a>}>
      {unreachable && (
        <Suspense fallback={null}>
          <DownloadedSeries />
        </Suspense>
      )}
    </ErrorPage>
  );
}

/**
 * A page's boundary: in the connected frame or the course viewer, inside their `<main>`, so that
 * the header, the tabs and the footer stay when the page throws.
 */
export const PageError = () => <ErrorNotice way={toDashboard} />;

/** The player's boundary: full screen as the player, with the way back to the dashboard. */
export const PlayerError = () => <ErrorPage way={toDashboard} />;
