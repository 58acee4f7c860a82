import { AUTH_MODES } from '@prepacode/domain/auth';
import { LICENCE_TYPES, isLicenceCode } from '@prepacode/domain/licences';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useBrand } from '../../brand/brand-store';
import { ReadOnlyBanner } from '../../features/auth/components/read-only-banner';
import { signOut, useAuth } from '../../features/auth/use-auth';
import { useUtilisateur } from '../../features/profile/api/get-utilisateur';
import { seriesEleveQuery } from '../../features/series/api/get-series-eleve';
import { formatDate } from '../../lib/format';
import { layoutEvents, toggleDocumentFullscreen } from '../layout-events';
import { Footer } from '../shell/footer';
import { Header } from '../shell/header';
import { NavTabs } from '../shell/nav-tabs';
import { SideMenu } from '../shell/side-menu';
import { useStandalone } from '../shell/standalone-store';
import { mustWelcomeFirst, visibleTabs, welcomeStatus } from '../tabs';
import styles from './frame.module.css';
import { ReadOnlyProvider } from '../../lib/read-only';
import { Main } from '../../components/ui/main';

/** The connected area's frame (spec §2): header, tabs or side menu, the page, footer. */
export function ConnectedLayout() {
  const brand = useBrand();
  const { connectedAs, mode } = useAuth();
  const { data: profile } = useUtilisateur();
  const standaloneLabel = useStandalone();
  const [problem, setProblem] = useState<string | null>(null);
  const { pathname } = useLocation();
  useEffect(() => layoutEvents.onFullscreenRequest(() => toggleDocumentFullscreen()), []);

  const coursesOnly = mode === AUTH_MODES.COURSES_ONLY;
  const inscription = profile?.selectedInscription;
  const licence =
    inscription && isLicenceCode(inscription.license) ? LICENCE_TYPES[inscription.license] : null;
  // Only a licence with a welcome series needs the history to choose its tabs (spec §4 "Tabs").
  const series = useQuery({ ...seriesEleveQuery, enabled: licence?.hasWelcomeSeries === true });
  const applications = profile?.applications ?? [];
  const standalone = applications.find((app) => app.label === standaloneLabel) ?? null;
  const welcome = series.isError ? 'not-required' : welcomeStatus(licence?.code, series.data);
  const tabs = visibleTabs({
    mode,
    licence: coursesOnly ? null : (licence?.code ?? null),
    welcome,
    // A licence's own course applications; all of them in courses-only mode.
    applications: coursesOnly
      ? applications
      : applications.filter((app) => app.license === licence?.code),
    examOpen: profile?.examOpen ?? false,
    standalone,
    welcomeTabName: brand.welcomePage.tabName,
  });

  // A new learner who types /history or /contact starts with the welcome series, as the tabs say.
  if (!standalone && !coursesOnly && mustWelcomeFirst(pathname, welcome)) {
    return <Navigate to="/welcome" replace />;
  }

  // The answers kept on the device go before the session ends, and the device then forgets its
  // downloaded series (issue #45): the next person on it sees none of them.
  const onSignOut = () => {
    setProblem(null);
    void import('../../features/player/offline/outbox')
      .then((device) => device.leaveDevice())
      .then(
        () =>
          signOut().catch(() =>
            setProblem('La déconnexion a échoué. Vérifiez votre connexion puis réessayez.'),
          ),
        (error: Error) => setProblem(error.message),
      );
  };

  return (
    <ReadOnlyProvider value={connectedAs !== null}>
      <div className={styles.page}>
        <Header
          profile={profile}
          coursesOnly={coursesOnly}
          standalone={standalone}
          connectedAs={connectedAs}
          hasTabs={tabs.length > 0}
          onSignOut={onSignOut}
        />
        <div className={styles.navBar}>
          {tabs.length > 0 && (
            <nav className={styles.nav} aria-label="Navigation principale">
              <NavTabs tabs={tabs} />
            </nav>
          )}
        </div>
        <SideMenu
          tabs={tabs}
          title={brand.appTitle}
          learner={
            profile
              ? [
                  `${profile.firstName} ${profile.lastName}`,
                  ...(inscription?.expirationDate
                    ? [`Accès valide jusqu’au ${formatDate(inscription.expirationDate)}`]
                    : []),
                ]
              : []
          }
        />
        {connectedAs && (
          <ReadOnlyBanner connectedAs={connectedAs} learnerName={profile?.firstName} />
        )}
        {problem && (
          <p className={styles.problem} role="alert">
            {problem}
          </p>
        )}
        <Main className={styles.main}>
          <Outlet />
        </Main>
        <Footer />
      </div>
    </ReadOnlyProvider>
  );
}
