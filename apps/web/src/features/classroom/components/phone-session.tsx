import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PhoneView } from '../api/get-session';
import styles from './phone-session.module.css';

/**
 * A classroom session on a learner's phone (issue #43, point 3): the session's name, then what
 * the room is at: waiting for the first question, the question (`question`, which the app
 * composes with the player's own), or the end with this learner's series in their history. A
 * phone that lost the network says so while it reconnects.
 */
export function PhoneSession({
  view,
  connected,
  question,
}: {
  view: PhoneView;
  connected: boolean;
  question: ReactNode;
}) {
  return (
    <div className={styles.session}>
      <header className={styles.head}>
        <h1>{view.libelle}</h1>
        <p>Séance en salle · {view.ecole_nom}</p>
      </header>
      {!connected && (
        <p role="status" className={styles.offline}>
          Connexion perdue avec la salle : reconnexion en cours…
        </p>
      )}
      {view.phase === 'attente' && (
        <p role="status">
          Vous avez rejoint la séance. La première question arrive sur l’écran de la salle.
        </p>
      )}
      {(view.phase === 'question' || view.phase === 'correction') && question}
      {view.phase === 'terminee' && view.fin && (
        <section aria-labelledby="salle-fin" className={styles.end}>
          <h2 id="salle-fin">Séance terminée</h2>
          <p>
            Votre score : {view.fin.score} / {view.fin.nb_questions}. Cette série est dans votre
            historique, avec vos résultats par thème.
          </p>
          <Link to={`/correction/${String(view.fin.serie)}`}>Voir la correction</Link>
        </section>
      )}
    </div>
  );
}
