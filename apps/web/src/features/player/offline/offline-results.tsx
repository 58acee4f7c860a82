import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import results from '../components/series-results.module.css';
import type { DownloadedSerie } from './offline-db';
import { useOutbox } from './outbox';

/**
 * A downloaded series finished on the device: the score counted here, and whether the server
 * has confirmed it. Until then it says so: nothing pretends the school has these answers.
 */
export function OfflineResults({ serie }: { serie: DownloadedSerie }) {
  const { refused } = useOutbox();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const answers = Object.values(serie.answers);
  const right = serie.data.justes + answers.filter((answer) => answer.right).length;
  const mine = refused.filter((answer) => answer.serie === serie.id);
  return (
    <section className={results.card} aria-labelledby="score-hors-connexion">
      <h2 id="score-hors-connexion" ref={heading} tabIndex={-1}>
        Série terminée sur cet appareil
      </h2>
      <p className={results.score}>
        <strong>{right}</strong> / {serie.data.total} bonnes réponses
      </p>
      <p role="status">
        {serie.confirmed
          ? 'Vos réponses sont enregistrées : ce score compte dans vos résultats.'
          : 'Vos réponses seront envoyées dès le retour du réseau ; ce score comptera dans vos résultats une fois confirmé par le serveur.'}
      </p>
      {mine.length > 0 && (
        <div role="alert">
          <p>
            Le serveur n’a pas pu enregistrer{' '}
            {mine.length === 1 ? 'une réponse' : `${mine.length} réponses`} :
          </p>
          <ul>
            {[...new Set(mine.map((answer) => answer.refused))].map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      )}
      <p className={results.links}>
        {serie.confirmed && <Link to={`/correction/${serie.id}`}>Voir la correction</Link>}
        <Link to="/dashboard">Retour au tableau de bord</Link>
      </p>
    </section>
  );
}
