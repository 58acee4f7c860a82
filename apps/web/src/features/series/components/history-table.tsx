import { TEMPS_MAJORE_RESULTS } from '@prepacode/domain/preferences';
import { rate, type SeriesType } from '@prepacode/domain/series';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Link } from 'react-router';
import hidden from '../../../components/ui/visually-hidden.module.css';
import { formatDateTime } from '../../../lib/format';
import type { HistoryEntry } from '../api/get-historique';
import { themeName, type LicenceTheme } from '../api/get-themes';
import type { HistoriqueSort, HistoryParams } from '../api/keys';
import styles from './history-table.module.css';
import { markText } from '../../../lib/exam-text';
import { StartSerieButton } from './start-serie-button';
import { useMediaQuery } from '../../../lib/media-query';

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
  salle: 'Séance en salle',
};

const COLUMNS: { column: HistoriqueSort; label: string }[] = [
  { column: 'date', label: 'Date' },
  { column: 'libelle', label: 'Série' },
  { column: 'score', label: 'Score' },
  { column: 'realisees', label: 'Avancement' },
];

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** Below this width the table would scroll sideways: one card per attempt instead. */
const NARROW = '(max-width: 47.99rem)';

interface HistoryTableProps {
  entries: HistoryEntry[];
  sort: HistorySort;
  onSort: (sort: HistorySort) => void;
  themes: Map<string, LicenceTheme> | undefined;
}

function SortButton({
  sort,
  onSort,
  column,
  label,
}: Omit<HistoryTableProps, 'entries' | 'themes'> & {
  column: HistoriqueSort;
  label: string;
}) {
  const direction = sort?.column === column ? sort.direction : null;
  const Icon = direction === 'asc' ? ArrowUp : direction === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <button
      type="button"
      className={styles.sortButton}
      onClick={() => onSort(nextSort(sort, column))}
    >
      {label}
      <Icon aria-hidden="true" size={16} className={direction ? '' : styles.idle} />
    </button>
  );
}

/** The series' name, its kind and the extended time it was passed with. */
const SeriesName = ({ entry }: { entry: HistoryEntry }) => (
  <>
    <span className={styles.label}>{entry.label}</span>
    <span className={styles.type}>{TYPE_NAMES[entry.type]}</span>
    {entry.timeExtension && (
      <span className={styles.type}>{TEMPS_MAJORE_RESULTS[entry.timeExtension]}</span>
    )}
  </>
);

/**
 * The score of an ended series, with its verdict; an unfinished one has no score yet, only its
 * progress (issue #18, point 8): « 13/40 » right answers of 13 given would read as a failure.
 * An exam marked out of a total shows its points, not its right answers.
 */
const Score = ({ entry }: { entry: HistoryEntry }) =>
  entry.ended ? (
    <>
      {entry.mark ? markText(entry.mark) : `${entry.score} / ${entry.nbQuestions}`}
      {/* The rate the column sorts by (issue #40): 4 / 5 before 6 / 40 reads as it is sorted. */}
      <span className={styles.type}>
        {entry.mark
          ? rate(entry.mark.points, entry.mark.outOf)
          : rate(entry.score, entry.nbQuestions)}
        {'\u202f%'}
      </span>
      {entry.type === 'examen' && entry.passed !== null && (
        <span className={entry.passed ? styles.passed : styles.failed}>
          {entry.passed ? 'Réussi' : 'Non réussi'}
        </span>
      )}
    </>
  ) : (
    <span className={styles.pending}>En cours</span>
  );

const Progress = ({ entry }: { entry: HistoryEntry }) => (
  <>
    {entry.nbQuestionsRealized} / {entry.nbQuestions}
    {!entry.ended && <span className={styles.type}>répondues</span>}
  </>
);

const Action = ({ entry }: { entry: HistoryEntry }) =>
  entry.ended ? (
    <Link
      to={`/correction/${entry.id}`}
      className={styles.link}
      aria-label={`Voir la correction : ${entry.label}`}
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
  );

function ThemeChip({
  entry,
  themes,
}: {
  entry: HistoryEntry;
  themes: HistoryTableProps['themes'];
}) {
  if (!entry.theme)
    return (
      <>
        <span className={styles.none} aria-hidden="true">
          —
        </span>
        <span className={hidden.srOnly}>Aucun</span>
      </>
    );
  return (
    <span className={styles.chip} style={{ borderColor: entry.theme.color }}>
      <span className={styles.dot} style={{ background: entry.theme.color }} aria-hidden="true" />
      {themeName(themes, entry.theme.id)}
    </span>
  );
}

/**
 * The learner's attempts; sorting and paging are the server's (GET /api/front/historique). A
 * table on a wide screen; on a phone, one card per attempt with its score, progress and action
 * in sight, and the sort as a row of buttons, so that nothing scrolls sideways (issue #18).
 */
export function HistoryTable({ entries, sort, onSort, themes }: HistoryTableProps) {
  const narrow = useMediaQuery(NARROW);
  if (!narrow)
    return (
      <div
        className={styles.wide}
        role="region"
        aria-label="Historique de mes séries"
        // Focusable so that a screen a little narrower than the table scrolls it by keyboard.
        tabIndex={0}
      >
        <table className={styles.table}>
          <thead>
            <tr>
              {COLUMNS.map(({ column, label }) => {
                const direction = sort?.column === column ? sort.direction : null;
                return (
                  <th
                    key={column}
                    scope="col"
                    aria-sort={direction ? ARIA_SORT[direction] : 'none'}
                  >
                    <SortButton sort={sort} onSort={onSort} column={column} label={label} />
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
                <td>{formatDateTime(entry.date)}</td>
                <td>
                  <SeriesName entry={entry} />
                </td>
                <td className={styles.nowrap}>
                  <Score entry={entry} />
                </td>
                <td className={styles.nowrap}>
                  <Progress entry={entry} />
                </td>
                <td>{entry.isTimed ? 'Oui' : 'Non'}</td>
                <td>
                  <ThemeChip entry={entry} themes={themes} />
                </td>
                <td>
                  <Action entry={entry} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  return (
    <div>
      <div className={styles.sorts} role="group" aria-label="Trier l’historique">
        <span className={styles.type}>Trier par</span>
        {COLUMNS.map(({ column, label }) => (
          <SortButton key={column} sort={sort} onSort={onSort} column={column} label={label} />
        ))}
      </div>
      <ul className={styles.cards} aria-label="Historique de mes séries">
        {entries.map((entry) => (
          <li key={entry.id} className={styles.card}>
            <p className={styles.cardHead}>
              <span className={styles.type}>{formatDateTime(entry.date)}</span>
              <ThemeChip entry={entry} themes={themes} />
            </p>
            <p className={styles.cardName}>
              <SeriesName entry={entry} />
            </p>
            <dl className={styles.figures}>
              <div>
                <dt>Score</dt>
                <dd>
                  <Score entry={entry} />
                </dd>
              </div>
              <div>
                <dt>Avancement</dt>
                <dd>
                  <Progress entry={entry} />
                </dd>
              </div>
              <div>
                <dt>Chronométrée</dt>
                <dd>{entry.isTimed ? 'Oui' : 'Non'}</dd>
              </div>
            </dl>
            <Action entry={entry} />
          </li>
        ))}
      </ul>
    </div>
  );
}
