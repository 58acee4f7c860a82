import { SCHOOL_SPACE_PAGES, type SchoolSpacePageName } from '@prepacode/domain/school-space';
import { STAFF_ROLE_LABELS } from '@prepacode/domain/staff-roles';
import { NavLink, Outlet, useLocation, useNavigation } from 'react-router';
import { useSpace } from '../api/get-space';
import { spaceHref } from '../href';
import styles from './space-layout.module.css';
import { Main } from '../../../../components/ui/main';

/** The space's menu, in this order; each entry for the staff members who may do what it holds. */
const MENU: readonly (readonly [SchoolSpacePageName, string])[] = [
  ['learners', 'Élèves'],
  ['dashboard', 'Tableau de bord'],
  ['inbox', 'Réception'],
  ['banners', 'Annonces'],
  ['codes', 'Codes d’activation'],
  ['groups', 'Groupes'],
  ['team', 'Équipe'],
  ['settings', 'Réglages'],
  ['reports', 'Signalements'],
  ['schools', 'Écoles'],
];

/**
 * The frame of every school space page: who is signed in, the menu of what their role may do,
 * then the page. Pages change inside the frame without a full load; while the next page's data
 * loads, the current one says it is busy.
 */
export function SpaceLayout() {
  const me = useSpace();
  const { search } = useLocation();
  const busy = useNavigation().state === 'loading';
  const sections = MENU.filter(([name]) => {
    const action = SCHOOL_SPACE_PAGES[name].menu;
    return action !== undefined && me.actions.includes(action);
  });

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.brand}>Espace école</p>
        <p className={styles.me}>
          {me.moi.prenom} {me.moi.nom} · {STAFF_ROLE_LABELS[me.moi.role]}
        </p>
        {/* A full load: the central site's logout ends the session and goes to the login page. */}
        <a className={styles.signOut} href={`/central/logout${search}`}>
          Se déconnecter
        </a>
      </header>
      {sections.length > 1 && (
        <nav className={styles.nav} aria-label="Espace école">
          <ul>
            {sections.map(([name, label]) => (
              <li key={name}>
                {/* Active on the section's own pages too: a learner's page is under « Élèves ». */}
                <NavLink to={spaceHref(SCHOOL_SPACE_PAGES[name].path, search)}>{label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <Main className={styles.main} aria-busy={busy || undefined}>
        <Outlet />
      </Main>
    </div>
  );
}
