import { SCHOOL_SPACE_PAGES, type SchoolSpacePageName } from '@prepacode/domain/school-space';
import { STAFF_ROLE_LABELS } from '@prepacode/domain/staff-roles';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { NavLink, Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import hidden from '../../../../components/ui/visually-hidden.module.css';
import { plural } from '../../../../lib/format';
import { inboxCountsQuery } from '../api/get-inbox-counts';
import { useSpace } from '../api/get-space';
import { spaceHref } from '../href';
import styles from './space-layout.module.css';
import { Main } from '../../../../components/ui/main';
import type { PageHandle } from '../../../../lib/page-announcer';

/** The space's menu, in this order; each entry for the staff members who may do what it holds. */
const MENU: readonly (readonly [SchoolSpacePageName, string])[] = [
  ['learners', 'Élèves'],
  ['dashboard', 'Tableau de bord'],
  ['inbox', 'Réception'],
  ['banners', 'Annonces'],
  ['codes', 'Codes d’activation'],
  ['groups', 'Groupes'],
  ['classrooms', 'Séances en salle'],
  ['team', 'Équipe'],
  ['settings', 'Réglages'],
  ['reports', 'Signalements'],
  ['review', 'Questions à relire'],
  ['schools', 'Écoles'],
];

/** A page's title, and whether it sits in the frame (the projected screen fills the window). */
export interface SpacePageHandle extends PageHandle {
  frame: boolean;
}

const framed = (handle: unknown) =>
  (handle as Partial<SpacePageHandle> | undefined)?.frame !== false;

/**
 * The frame of every school space page: who is signed in, the menu of what their role may do,
 * then the page. Pages change inside the frame without a full load; while the next page's data
 * loads, the current one says it is busy.
 */
export function SpaceLayout() {
  const me = useSpace();
  const { search } = useLocation();
  const busy = useNavigation().state === 'loading';
  const frame = framed(useMatches().at(-1)?.handle);
  const sections = MENU.filter(([name]) => {
    const action = SCHOOL_SPACE_PAGES[name].menu;
    return action !== undefined && me.actions.includes(action);
  });

  if (!frame)
    return (
      <Main aria-busy={busy || undefined}>
        <Outlet />
      </Main>
    );
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
                {name === 'inbox' ? (
                  <InboxLink to={spaceHref(SCHOOL_SPACE_PAGES[name].path, search)} label={label} />
                ) : (
                  <NavLink to={spaceHref(SCHOOL_SPACE_PAGES[name].path, search)}>{label}</NavLink>
                )}
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

/**
 * « Réception » with what waits there (issue #41, point 10): the count drawn beside the name,
 * said as the link's description, so that the link keeps its name.
 */
function InboxLink({ to, label }: { to: string; label: string }) {
  const descriptionId = useId();
  const { data } = useQuery(inboxCountsQuery);
  const waiting = data ? data.non_lus + data.demandes_en_attente : 0;
  const parts = data
    ? [
        data.non_lus > 0 ? plural(data.non_lus, 'message non lu', 'messages non lus') : '',
        data.demandes_en_attente > 0
          ? plural(data.demandes_en_attente, 'demande d’examen', 'demandes d’examen') + ' à traiter'
          : '',
      ].filter(Boolean)
    : [];
  return (
    <>
      <NavLink to={to} aria-describedby={waiting > 0 ? descriptionId : undefined}>
        {label}
        {waiting > 0 && (
          <span className={styles.count} aria-hidden="true">
            {waiting}
          </span>
        )}
      </NavLink>
      {waiting > 0 && (
        <span id={descriptionId} className={hidden.srOnly}>
          {parts.join(', ')}
        </span>
      )}
    </>
  );
}
