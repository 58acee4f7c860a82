import type { ClassroomSummary } from '@prepacode/domain/contracts/classroom.contract';
import { schoolLicenceName } from '@prepacode/domain/licences';
import { schoolSpacePath } from '@prepacode/domain/school-space';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatDateTime, formatNumber, plural } from '../../../../lib/format';
import { useSpaceHref } from '../../space/href';
import styles from '../../space/styles/accounts.module.css';
import page from '../../space/styles/page.module.css';

/** The group's score, once ended: the mean of right answers, and how many passed. */
function groupScore(session: ClassroomSummary): string {
  if (session.phase !== 'terminee') return 'En cours';
  if (session.moyenne === null) return 'Personne n’a participé';
  return `${formatNumber(session.moyenne)} / ${session.nb_questions} en moyenne, ${session.reussis} reçu${session.reussis > 1 ? 's' : ''}`;
}

/**
 * The sessions of the staff member's schools, newest first (issue #43, point 6): each opens
 * its page, where a running one goes on and an ended one shows its results.
 */
export function ClassroomList({
  sessions,
  several,
}: {
  sessions: ClassroomSummary[];
  /** The staff member has several schools: each session says which. */
  several: boolean;
}) {
  const id = useId();
  const href = useSpaceHref();
  return (
    <section aria-labelledby={id} className={styles.panel}>
      <h2 id={id}>Séances passées et en cours</h2>
      {sessions.length === 0 && (
        <p className={page.empty}>Aucune séance en salle pour l’instant.</p>
      )}
      {sessions.length > 0 && (
        <div className={styles.scroller} tabIndex={0} role="region" aria-label="Séances en salle">
          <table className={`${styles.table} ${styles.stack}`}>
            <caption>Séances en salle, de la plus récente à la plus ancienne</caption>
            <thead>
              <tr>
                <th scope="col">Séance</th>
                <th scope="col">Date</th>
                <th scope="col">Participants</th>
                <th scope="col">Résultat du groupe</th>
              </tr>
            </thead>
            <tbody>
              {sessions.map((session) => (
                <tr key={session.id}>
                  <th scope="row">
                    <Link to={href(schoolSpacePath('classroom', { salle: session.id }))}>
                      {session.libelle}
                    </Link>
                    <br />
                    <span className={page.muted}>
                      {[
                        several ? session.ecole_nom : null,
                        schoolLicenceName(session.permis),
                        plural(session.nb_questions, 'question'),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </th>
                  <td data-label="Date">{formatDateTime(session.debut)}</td>
                  <td data-label="Participants">{session.participants}</td>
                  <td data-label="Résultat du groupe">{groupScore(session)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
