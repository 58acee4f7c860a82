import { EmailAddress } from '../../../../components/ui/email-address';
import type {
  LearnerRow,
  LearnerSort,
  LearnersQuery,
} from '@prepacode/domain/contracts/school.contract';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Link } from 'react-router';
import hidden from '../../../../components/ui/visually-hidden.module.css';
import groups from '../../space/styles/groups.module.css';
import styles from '../../space/styles/page.module.css';
import {
  PickBox,
  Requested,
  RowActions,
  Verdict,
  chance,
  day,
  licenceName,
  score,
  type RowActionsProps,
  type Selection,
} from './learner-row-parts';

const COLUMNS: { sort: LearnerSort; label: string }[] = [
  { sort: 'nom', label: 'Élève' },
  { sort: 'permis', label: 'Permis' },
  { sort: 'acces', label: 'Accès jusqu’au' },
  { sort: 'activite', label: 'Dernière activité' },
  { sort: 'examens', label: 'Examens blancs' },
  { sort: 'dernier', label: 'Dernier score' },
  { sort: 'meilleur', label: 'Meilleur score' },
  { sort: 'credits', label: 'Crédits' },
];

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * Spec §4 "Lists": a column's sort cycles ascending, descending, then none, which is the
 * names' order (so the names' column goes from ascending to descending at once).
 */
export function nextSort(filters: LearnersQuery, sort: LearnerSort): Partial<LearnersQuery> {
  if ((filters.tri ?? 'nom') !== sort) return { tri: sort, ordre: 'asc' };
  return filters.ordre === 'desc'
    ? { tri: undefined, ordre: undefined }
    : { tri: sort, ordre: 'desc' };
}

interface LearnersTableProps extends RowActionsProps {
  rows: LearnerRow[];
  /** The address of the learner's page (point 2), for this row's licence. */
  hrefOf: (row: LearnerRow) => string;
  filters: LearnersQuery;
  onSort: (changes: Partial<LearnersQuery>) => void;
  /** Several schools are listed: each row says which. */
  showSchool: boolean;
  /** Null when the role may not manage groups. */
  selection: Selection | null;
}

/**
 * The learners, one row per licence: a table with sortable headers where there is room, one
 * card each on a phone (the other is not displayed, so neither reaches a screen reader twice).
 */
export function LearnersTable({
  rows,
  hrefOf,
  filters,
  onSort,
  showSchool,
  selection,
  ...actions
}: LearnersTableProps) {
  const sorted = (sort: LearnerSort) => (filters.tri ?? 'nom') === sort;
  const everyone = [...new Set(rows.map((row) => row.eleve))];
  const allPicked = selection !== null && everyone.every((eleve) => selection.selected.has(eleve));
  const hasActions = actions.onOpen !== null || actions.onManage !== null;
  return (
    <>
      {selection && (
        <label className={groups.pickLabel}>
          <input
            type="checkbox"
            className={groups.pick}
            checked={allPicked}
            onChange={(event) => selection.onSelect(everyone, event.target.checked)}
          />
          Sélectionner tous les élèves de la page
        </label>
      )}
      <table className={styles.table}>
        <caption className={styles.caption}>Élèves et leur progression</caption>
        <thead>
          <tr>
            {COLUMNS.map(({ sort, label }) => {
              const direction = sorted(sort) ? (filters.ordre ?? 'asc') : null;
              const Icon =
                direction === 'asc' ? ArrowUp : direction === 'desc' ? ArrowDown : ArrowUpDown;
              return (
                <th key={sort} scope="col" aria-sort={direction ? ARIA_SORT[direction] : 'none'}>
                  <button
                    type="button"
                    className={styles.sort}
                    onClick={() => onSort(nextSort(filters, sort))}
                  >
                    {label}
                    <Icon aria-hidden="true" size={16} className={direction ? '' : styles.idle} />
                  </button>
                </th>
              );
            })}
            <th scope="col">Prêt</th>
            {hasActions && (
              <th scope="col">
                <span className={hidden.srOnly}>Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.inscription}>
              <th scope="row" className={styles.who}>
                {/* The box shares the name's cell: at 1280 px the table has no room for a column. */}
                <span className={selection ? groups.pickRow : undefined}>
                  {selection && <PickBox row={row} selection={selection} />}
                  <span>
                    <Link to={hrefOf(row)}>
                      {row.prenom} {row.nom}
                    </Link>
                    <Requested row={row} />
                    <span className={styles.muted}>
                      <EmailAddress address={row.email} />
                    </span>
                    {(showSchool || row.groupe) && (
                      <span className={styles.muted}>
                        {[showSchool ? row.ecole : null, row.groupe].filter(Boolean).join(' · ')}
                      </span>
                    )}
                  </span>
                </span>
              </th>
              <td>{licenceName(row.permis)}</td>
              <td>
                {day(row.acces_jusquau)}
                {row.fermee && <span className={styles.closed}>Fermée</span>}
              </td>
              <td>{day(row.derniere_activite)}</td>
              <td>{row.examens_faits}</td>
              <td>{score(row.dernier_score)}</td>
              <td>{score(row.meilleur_score)}</td>
              <td>{row.credits_restants}</td>
              <td>
                <Verdict row={row} />
                <span className={styles.chance}>réussite prévue {chance(row.chance_reussite)}</span>
              </td>
              {hasActions && (
                <td>
                  <RowActions row={row} {...actions} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.phoneOnly}>
        <ul className={styles.cards} aria-label="Élèves et leur progression">
          {rows.map((row) => (
            <li key={row.inscription} className={styles.card}>
              {selection && <PickBox row={row} selection={selection} visibleLabel />}
              <p className={styles.who}>
                <Link to={hrefOf(row)}>
                  {row.prenom} {row.nom}
                </Link>{' '}
                <Verdict row={row} /> <Requested row={row} />
                <span className={styles.muted}>
                  <EmailAddress address={row.email} />
                  {[showSchool ? row.ecole : null, row.groupe]
                    .filter(Boolean)
                    .map((fact) => ` · ${fact}`)
                    .join('')}
                </span>
              </p>
              <dl className={styles.facts}>
                <dt>Permis</dt>
                <dd>{licenceName(row.permis)}</dd>
                <dt>Accès jusqu’au</dt>
                <dd>{day(row.acces_jusquau)}</dd>
                <dt>Dernière activité</dt>
                <dd>{day(row.derniere_activite)}</dd>
                <dt>Examens blancs</dt>
                <dd>
                  {row.examens_faits === 0
                    ? 'aucun'
                    : `${row.examens_faits} (dernier ${score(row.dernier_score)}, meilleur ${score(row.meilleur_score)})`}
                </dd>
                <dt>Réussite prévue</dt>
                <dd>{chance(row.chance_reussite)}</dd>
                <dt>Crédits</dt>
                <dd>{row.credits_restants}</dd>
              </dl>
              <RowActions row={row} {...actions} />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
