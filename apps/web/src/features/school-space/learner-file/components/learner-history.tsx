import type { HistoriqueEntry } from '@prepacode/domain/contracts/series.contract';
import { useState } from 'react';
import button from '../../../../components/ui/button.module.css';
import { formatDateTime, formatNumber, plural } from '../../../../lib/format';
import { CorrectionDialog } from './correction-dialog';
import styles from './learner-file.module.css';

const outcome = (entry: HistoriqueEntry) =>
  !entry.termine
    ? `en cours (${entry.nb_questions_realisees}/${entry.nb_questions} répondues)`
    : entry.reussi === null
      ? 'terminée'
      : entry.reussi
        ? 'réussie'
        : 'non réussie';

/** Right answers, or for an exam marked out of a total (hauturier) its points: « 14/20 ». */
const scoreOf = (entry: HistoriqueEntry) =>
  entry.note
    ? `${formatNumber(entry.note.points)}/${formatNumber(entry.note.sur)}`
    : `${entry.score}/${entry.nb_questions}`;

/**
 * The learner's attempts, newest first, each ended one with its correction one click away:
 * a table where there is room, the same cells stacked on a phone (CSS only).
 */
export function LearnerHistory({
  eleve,
  entries,
  total,
}: {
  eleve: string;
  entries: HistoriqueEntry[];
  total: number;
}) {
  const [open, setOpen] = useState<{ id: number; label: string } | null>(null);
  if (entries.length === 0) return <p>Aucune série commencée pour l’instant.</p>;
  return (
    <>
      {total > entries.length && (
        <p className={styles.muted}>
          Les {entries.length} dernières séries sur {plural(total, 'série')}.
        </p>
      )}
      <table className={styles.history}>
        <caption className={styles.caption}>Séries de l’élève, les plus récentes d’abord</caption>
        <thead>
          <tr>
            <th scope="col">Série</th>
            <th scope="col">Date</th>
            <th scope="col">Mode</th>
            <th scope="col">Score</th>
            <th scope="col">Résultat</th>
            <th scope="col">Correction</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <th scope="row">{entry.libelle}</th>
              <td data-label="Date">{formatDateTime(entry.date)}</td>
              <td data-label="Mode">
                {entry.parcours === 'examen' ? 'Conditions d’examen' : 'Entraînement'}
              </td>
              <td data-label="Score">{scoreOf(entry)}</td>
              <td data-label="Résultat">{outcome(entry)}</td>
              <td>
                {entry.termine ? (
                  <button
                    type="button"
                    className={button.secondary}
                    aria-label={`Voir la correction\u202f: ${entry.libelle}, ${formatDateTime(entry.date)}`}
                    onClick={() => setOpen({ id: entry.id, label: entry.libelle })}
                  >
                    Voir la correction
                  </button>
                ) : (
                  <span className={styles.muted}>après la fin</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <CorrectionDialog eleve={eleve} attempt={open} onClose={() => setOpen(null)} />
    </>
  );
}
