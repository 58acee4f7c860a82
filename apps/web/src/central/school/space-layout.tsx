import { STAFF_ROLE_LABELS } from '@prepacode/domain/staff-roles';
import { Suspense } from 'react';
import styles from './space-layout.module.css';
import { SCHOOL_ROUTES, spaceHref, type schoolRoute } from './space-routes';
import { useSchoolSpace } from './use-school';

/**
 * The frame of every school space page: who is signed in, the menu of what their role may do,
 * then the page itself, which gets the staff member's space once it is known.
 */
export function SchoolSpaceLayout({
  match,
  search,
}: {
  match: NonNullable<ReturnType<typeof schoolRoute>>;
  search: string;
}) {
  const space = useSchoolSpace();
  const me = space.state === 'ready' ? space.data : null;
  const { route, params } = match;
  const Page = route.Page;
  const sections = SCHOOL_ROUTES.filter(
    (item) => item.nav && me?.actions.includes(item.nav.action),
  );
  // The section a page belongs to: a learner's page is under « Élèves ».
  const current = sections
    .filter((item) => route.path.startsWith(item.path))
    .sort((a, b) => b.path.length - a.path.length)[0];

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.brand}>Espace école</p>
        {me && (
          <p className={styles.me}>
            {me.moi.prenom} {me.moi.nom} · {STAFF_ROLE_LABELS[me.moi.role]}
          </p>
        )}
        <a className={styles.signOut} href={`/central/logout${search}`}>
          Se déconnecter
        </a>
      </header>
      {sections.length > 1 && (
        <nav className={styles.nav} aria-label="Espace école">
          <ul>
            {sections.map((item) => (
              <li key={item.path}>
                <a
                  href={spaceHref(item.path, search)}
                  aria-current={item === current ? 'page' : undefined}
                >
                  {item.nav?.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <main className={styles.main}>
        {space.state === 'loading' && <p role="status">Chargement…</p>}
        {space.state === 'failed' && (
          <p className={styles.problem} role="alert">
            {space.message}
          </p>
        )}
        {me && (
          <Suspense fallback={<p role="status">Chargement…</p>}>
            <Page search={search} params={params} me={me} />
          </Suspense>
        )}
      </main>
    </div>
  );
}
