import { Link } from 'react-router';
import { ErrorNotice, ErrorPage } from '../components/ui/error-notice';

// The learner app's boundaries (issue #23, point 3), each with its way on.

const toDashboard = <Link to="/dashboard">Retour au tableau de bord</Link>;

/** The root's boundary; a full load to the home, so that whatever broke the app starts afresh. */
export const RouteError = () => <ErrorPage way={<a href="/home">Retour à l’accueil</a>} />;

/**
 * A page's boundary: in the connected frame or the course viewer, inside their `<main>`, so that
 * the header, the tabs and the footer stay when the page throws.
 */
export const PageError = () => <ErrorNotice way={toDashboard} />;

/** The player's boundary: full screen as the player, with the way back to the dashboard. */
export const PlayerError = () => <ErrorPage way={toDashboard} />;
