import type { SeriesType } from '@prepacode/domain/series';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Link } from 'react-router';
import hidden from '../../../components/ui/visually-hidden.module.css';
import { formatDate } from '../../../lib/format';
import type { HistoryEntry } from '../api/get-historique';
import { themeName, type LicenceTheme } from '../api/get-themes';
import type { HistoriqueSort, HistoryParams } from '../api/keys';
import styles from './history-table.module.css';
import { StartSerieButton } from './start-serie-button';

export type HistorySort = HistoryParams['sort'];

/** Spec §4 "Lists": a column's sort cycles ascending, descending, then none (server default). */
export function nextSort(current: HistorySort, column: HistoriqueSort): HistorySort {
  if (current?.column !== column) return { column, direction: 'asc' };
  return current.direction === 'asc' ? { column, direction: 'desc' } : null;
}

const TYPE_NAMES: Record<SeriesType, string> = {
  examen: 'Examen blanc',
  thematique: 'Série thématique',
  accueil: 'Série de bienvenue',
  personnalise: 'Parcours personnalisé',
  erreurs: 'Révision des erreurs',
};

const COLUMNS: { column: HistoriqueSort; label: string }[] = [
  { column: 'date', label: 'Date' },
  { column: 'libelle', label: 'Série' },
  { column: 'score', label: 'Score' },
  { column: 'realisees', label: 'Avancement' },
];

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

interface HistoryTableProps {
  entries: HistoryEntry[];
  sort: HistorySort;
  onSort: (sort: HistorySort) => void;
  themes: Map<string, LicenceTheme> | undefined;
}

/** The learner's attempts; sorting and paging are the server's (GET /api/front/historique). */
export function HistoryTable({ entries, sort, onSort, themes }: HistoryTableProps) {
  return (
    <div
      className={styles.scroller}
      role="region"
      aria-label="Historique de mes séries"
      // Focusable so that narrow screens can scroll the table sideways with the keyboard.
      tabIndex={0}
    >
      <table className={styles.table}>
        <thead>
          <tr>
            {COLUMNS.map(({ column, label }) => {
              const direction = sort?.column === column ? sort.direction : null;
              const Icon =
                direction === 'asc' ? ArrowUp : direction === 'desc' ? ArrowDown : ArrowUpDown;
              return (
                <th key={column} scope="col" aria-sort={direction ? ARIA_SORT[direction] : 'none'}>
                  <button
                    type="button"
                    className={styles.sortButton}
                    onClick={() => onSort(nextSort(sort, column))}
                  >
                    {label}
                    <Icon aria-hidden="true" size={16} className={direction ? '' : styles.idle} />
                  </button>
                </th>
              );
            })}
            <th scope="col">Chronométrée</th>
            <th scope="col">Thème</th>
            <th scope="col">
              <span className={hidden.srOnly}>Action</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className={styles.nowrap}>{formatDate(entry.date)}</td>
              <td>
                <span className={styles.label}>{entry.label}</span>
                <span className={styles.type}>{TYPE_NAMES[entry.type]}</span>
              </td>
              <td className={styles.nowrap}>
                {entry.score} / {entry.nbQuestions}
                {entry.type === 'examen' && entry.passed !== null && (
                  <span className={entry.passed ? styles.passed : styles.failed}>
                    {entry.passed ? 'Réussi' : 'Non réussi'}
                  </span>
                )}
              </td>
              <td className={styles.nowrap}>
                {entry.nbQuestionsRealized} / {entry.nbQuestions}
              </td>
              <td>{entry.isTimed ? 'Oui' : 'Non'}</td>
              <td>
                {entry.theme ? (
                  <span className={styles.chip} style={{ borderColor: entry.theme.color }}>
                    <span
                      className={styles.dot}
                      style={{ background: entry.theme.color }}
                      aria-hidden="true"
                    />
                    {themeName(themes, entry.theme.id)}
                  </span>
                ) : (
                  <>
                    <span className={styles.none} aria-hidden="true">
                      —
                    </span>
                    <span className={hidden.srOnly}>Aucun</span>
                  </>
                )}
              </td>
              <td>
                {entry.ended ? (
                  <Link
                    to={`/correction/${entry.id}`}
                    className={styles.link}
                    aria-label={`Voir la correction : ${entry.label}`}
                  >
                    Voir la correction
                  </Link>
                ) : (
                  // The server resumes the unfinished attempt with its own parcours and lettering.
                  <StartSerieButton
                    input={{ slug: entry.slug, parcours: 'entrainement', ordreLettrage: 'fixe' }}
                    seriesName={entry.label}
                    variant="secondary"
                    label="Continuer"
                  />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
