import type { ClassroomStaffView } from '@prepacode/domain/contracts/classroom.contract';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import styles from '../../space/styles/accounts.module.css';
import page from '../../space/styles/page.module.css';
import { rosterQuery } from '../api/get-classroom';

/**
 * Who is in the session and who has answered the question shown (issue #43, point 2): on the
 * instructor's own screen only, never on the projected one.
 */
export function Roster({ view }: { view: ClassroomStaffView }) {
  const id = useId();
  const roster = useQuery(rosterQuery(view.id));
  const asking = view.phase === 'question' || view.phase === 'correction';
  const waiting = roster.data?.filter((learner) => !learner.a_repondu) ?? [];
  return (
    <section aria-labelledby={id} className={styles.panel}>
      <h2 id={id}>Élèves de la séance</h2>
      {roster.isError && <p role="alert">La liste des élèves n’a pas pu être lue.</p>}
      {roster.data?.length === 0 && <p>Personne n’a encore rejoint la séance.</p>}
      {asking && roster.data && roster.data.length > 0 && (
        <p>
          {waiting.length === 0
            ? 'Tout le monde a répondu à cette question.'
            : `Sans réponse à cette question\u202f: ${waiting.map((learner) => learner.nom).join(', ')}.`}
        </p>
      )}
      {roster.data && roster.data.length > 0 && (
        <div
          className={styles.scroller}
          tabIndex={0}
          role="region"
          aria-label="Tableau des élèves de la séance"
        >
          <table className={styles.table}>
            <caption className={page.caption}>Élèves de la séance et leurs bonnes réponses</caption>
            <thead>
              <tr>
                <th scope="col">Élève</th>
                {asking && <th scope="col">Question {view.position}</th>}
                <th scope="col">Bonnes réponses</th>
              </tr>
            </thead>
            <tbody>
              {roster.data.map((learner, index) => (
                // Two learners may share a name: their place in the list tells them apart.
                <tr key={`${learner.nom}-${index}`}>
                  <th scope="row">{learner.nom}</th>
                  {asking && <td>{learner.a_repondu ? 'A répondu' : 'Pas encore'}</td>}
                  <td>{learner.score}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
