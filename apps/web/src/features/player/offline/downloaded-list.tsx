import { Link } from 'react-router';
import { useDownloadedSeries } from './use-downloaded';

/**
 * The series downloaded on this device, where the app cannot reach its server (« Connexion
 * impossible »): they play with no network (issue #45, point 4). Says nothing when there is none.
 */
export function DownloadedList() {
  const { series, outbox } = useDownloadedSeries();
  const kept = series.data ?? [];
  if (kept.length === 0) return null;
  return (
    <section aria-labelledby="series-hors-connexion">
      <h2 id="series-hors-connexion">Vos séries téléchargées</h2>
      <p>Elles se font sans réseau ; vos réponses partiront à son retour.</p>
      <ul>
        {kept.map((serie) => (
          <li key={serie.id}>
            <Link to={`/hors-connexion/${serie.id}`}>{serie.data.libelle}</Link>
          </li>
        ))}
      </ul>
      {outbox.pending > 0 && (
        <p>
          {outbox.pending === 1
            ? '1 réponse attend le réseau.'
            : `${outbox.pending} réponses attendent le réseau.`}
        </p>
      )}
    </section>
  );
}
