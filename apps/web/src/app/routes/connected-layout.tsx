import { LICENCE_TYPES, isLicenceCode } from '@prepacode/domain/licences';
import { useQuery } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { NavLink, Outlet } from 'react-router';
import { signOut, useAuth } from '../../features/auth/use-auth';
import { useUtilisateur } from '../../features/profile/api/get-utilisateur';
import { seriesEleveQuery } from '../../features/series/api/get-series-eleve';
import { formatDate } from '../../lib/format';
import { visibleTabs, welcomeStatus } from '../tabs';
import styles from './frame.module.css';

/**
 * The connected area's frame. The full header and footer of spec §2 come with the shell issue
 * (#4); this one already names the learner, signs out for real and shows the tabs built so far.
 */
export function ConnectedLayout() {
  const { connectedAs } = useAuth();
  const { data: profile } = useUtilisateur();
  const [problem, setProblem] = useState<string | null>(null);
  const inscription = profile?.selectedInscription;
  const licence =
    inscription && isLicenceCode(inscription.license)
      ? LICENCE_TYPES[inscription.license]
      : undefined;
  // Only a licence with a welcome series needs the history to choose its tabs (spec §4 "Tabs").
  const series = useQuery({ ...seriesEleveQuery, enabled: licence?.hasWelcomeSeries === true });
  const tabs = visibleTabs(
    Boolean(inscription),
    series.isError ? 'not-required' : welcomeStatus(licence?.code, series.data),
  );

  const onSignOut = () => {
    setProblem(null);
    signOut().catch(() =>
      setProblem('La déconnexion a échoué. Vérifiez votre connexion puis réessayez.'),
    );
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.bar}>
          <span className={styles.wordmark}>Prépacode{licence ? ` · ${licence.name}` : ''}</span>
          <div className={styles.user}>
            {profile && (
              <span>
                <span className={styles.name}>
                  {profile.firstName} {profile.lastName}
                </span>
                {inscription?.expirationDate && (
                  <span className={styles.validity}>
                    Accès valide jusqu’au {formatDate(inscription.expirationDate)}
                  </span>
                )}
              </span>
            )}
            <button
              type="button"
              className={styles.signOut}
              onClick={onSignOut}
              disabled={connectedAs !== null}
              title={
                connectedAs
                  ? `Session ouverte par ${connectedAs} : la déconnexion est désactivée`
                  : undefined
              }
            >
              <LogOut aria-hidden="true" size={18} />
              <span className={styles.signOutLabel}>Déconnexion</span>
            </button>
          </div>
        </div>
      </header>
      <div className={styles.navBar}>
        {tabs.length > 0 && (
          <nav className={styles.nav} aria-label="Navigation principale">
            <ul className={styles.tabs}>
              {tabs.map((tab) => (
                <li key={tab.to}>
                  <NavLink
                    to={tab.to}
                    className={({ isActive }) =>
                      isActive ? `${styles.tab} ${styles.tabActive}` : styles.tab
                    }
                  >
                    {tab.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
      {connectedAs && (
        <p className={styles.impersonation} role="status">
          Session ouverte par {connectedAs} pour le compte de cet élève.
        </p>
      )}
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
      <main className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
