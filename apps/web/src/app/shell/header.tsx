import { brandLogo, HEADER_IMG_SIZE, logoSize } from '@prepacode/domain/brands';
import { LICENCE_TYPES, isLicenceCode } from '@prepacode/domain/licences';
import { BookOpen, LogOut, Maximize, Menu as MenuIcon, Minimize } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { useBrand } from '../../brand/brand-store';
import {
  utilisateurQuery,
  type Application,
  type StudentProfile,
} from '../../features/profile/api/get-utilisateur';
import { formatDate } from '../../lib/format';
import { layoutEvents, useIsFullscreen } from '../layout-events';
import { AccountMenu } from './account-menu';
import styles from './header.module.css';
import { Notifications } from './notifications';

/** A partner's mark, 40 px high: its size is known before the file comes. */
const PARTNER_MARK = {
  width: (40 * HEADER_IMG_SIZE.width) / HEADER_IMG_SIZE.height,
  height: 40,
};

interface HeaderProps {
  profile: StudentProfile | undefined;
  /** Courses-only mode (authMode 1): logo, fullscreen and sign-out only (spec §2). */
  coursesOnly: boolean;
  standalone: Application | null;
  /** The staff member's name while impersonating: signing out is then disabled. */
  connectedAs: string | null;
  hasTabs: boolean;
  onSignOut: () => void;
}

/** The authenticated header of spec §2. */
export function Header({
  profile,
  coursesOnly,
  standalone,
  connectedAs,
  hasTabs,
  onSignOut,
}: HeaderProps) {
  const brand = useBrand();
  const fullscreen = useIsFullscreen();
  const inscription = profile?.selectedInscription;
  const licence =
    inscription && isLicenceCode(inscription.license) ? LICENCE_TYPES[inscription.license] : null;
  const home = coursesOnly ? undefined : '/dashboard';
  const queryClient = useQueryClient();
  const refreshProfile = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: utilisateurQuery.queryKey }),
    [queryClient],
  );

  const signOutButton = (
    <button
      type="button"
      className={styles.iconButton}
      onClick={onSignOut}
      disabled={connectedAs !== null}
      title={
        connectedAs
          ? `Session ouverte par ${connectedAs} : la déconnexion est désactivée`
          : undefined
      }
    >
      <LogOut aria-hidden="true" size={20} />
      <span className={styles.buttonLabel}>Déconnexion</span>
    </button>
  );

  const logo = standalone ? (
    // A chosen stand-alone application shows its own mark (spec §4).
    <span className={styles.application}>
      <span className={styles.applicationMark} style={{ background: standalone.color }}>
        <BookOpen aria-hidden="true" size={22} />
      </span>
      {standalone.title}
    </span>
  ) : (
    <img
      className={styles.logo}
      src={brandLogo(brand, licence?.logo)}
      alt={licence ? `${brand.appTitle} · ${licence.name}` : brand.appTitle}
      {...logoSize(brand)}
    />
  );

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        {hasTabs && (
          <button
            type="button"
            className={`${styles.iconButton} ${styles.menuButton}`}
            onClick={() => layoutEvents.toggleSideNav(true)}
          >
            <MenuIcon aria-hidden="true" size={22} />
            <span className={styles.buttonLabel}>Menu</span>
          </button>
        )}
        {home ? (
          <Link to={home} className={styles.home}>
            {logo}
          </Link>
        ) : (
          logo
        )}
        {!coursesOnly && brand.headerLink && (
          <a className={styles.partner} href={brand.headerLink}>
            {brand.headerImg && <img src={brand.headerImg} alt="" {...PARTNER_MARK} />}
            <span>{brand.headerLinkName}</span>
          </a>
        )}
        {!coursesOnly && !brand.headerLink && brand.headerImg && (
          <img className={styles.partner} src={brand.headerImg} alt="" {...PARTNER_MARK} />
        )}
        <div className={styles.end}>
          {!coursesOnly && profile && (
            <Notifications messages={profile.messages} onOpen={refreshProfile} />
          )}
          {!coursesOnly && profile && (
            <p className={styles.user}>
              <span className={styles.name}>
                {profile.firstName} {profile.lastName}
              </span>
              {inscription?.expirationDate && (
                <span className={styles.validity}>
                  Accès valide jusqu’au {formatDate(inscription.expirationDate)}
                </span>
              )}
            </p>
          )}
          <button
            type="button"
            className={styles.iconButton}
            onClick={() => layoutEvents.requestFullscreen()}
          >
            {fullscreen ? (
              <Minimize aria-hidden="true" size={20} />
            ) : (
              <Maximize aria-hidden="true" size={20} />
            )}
            <span className={styles.buttonLabel}>
              {fullscreen ? 'Quitter le plein écran' : 'Plein écran'}
            </span>
          </button>
          {!coursesOnly && profile && (
            <AccountMenu profile={profile} connectedAs={connectedAs} onSignOut={onSignOut} />
          )}
          {signOutButton}
        </div>
      </div>
    </header>
  );
}
