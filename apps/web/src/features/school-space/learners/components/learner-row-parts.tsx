import type { LearnerRow } from '@prepacode/domain/contracts/school.contract';
import { schoolLicenceName } from '@prepacode/domain/licences';
import button from '../../../../components/ui/button.module.css';
import { formatDate, formatNumber, formatPercent } from '../../../../lib/format';
import groups from '../../space/styles/groups.module.css';
import styles from '../../space/styles/page.module.css';

// The pieces of a learner's row, the same in the table and in the phone's cards.

export const licenceName = schoolLicenceName;
export const score = (value: LearnerRow['dernier_score']) =>
  value ? `${formatNumber(value.bonnes)}/${formatNumber(value.total)}` : '—';
export const day = (value: string | null) => (value ? formatDate(value) : '—');
/** The memory model's chance of passing on the exam day, as the learner's page gives it. */
export const chance = (value: number | null) => (value === null ? '—' : formatPercent(value));

/** The learners ticked for a group action (issue #19, point 7). */
export interface Selection {
  selected: ReadonlySet<string>;
  onSelect: (eleves: string[], on: boolean) => void;
}

/** What a row offers; each is null when the role may not do it. */
export interface RowActionsProps {
  /** « Ouvrir sa session » (point 6). */
  onOpen: ((row: LearnerRow) => void) | null;
  /** The licence's access and credits (point 3). */
  onManage: ((row: LearnerRow) => void) | null;
  /** Erasing the data of a learner who asked for it (ADR 0017). */
  onErase: ((row: LearnerRow) => void) | null;
}

/** A learner's deletion request, visible in words (not colour alone) next to their name. */
export function Requested({ row }: { row: LearnerRow }) {
  return row.demande_suppression ? (
    <span className={groups.requested}>Suppression demandée</span>
  ) : null;
}

/** The box that ticks a learner for a group action, named after them. */
export function PickBox({
  row,
  selection,
  visibleLabel = false,
}: {
  row: LearnerRow;
  selection: Selection;
  visibleLabel?: boolean;
}) {
  const label = `Sélectionner ${row.prenom} ${row.nom}`;
  const box = (
    <input
      type="checkbox"
      className={groups.pick}
      checked={selection.selected.has(row.eleve)}
      aria-label={visibleLabel ? undefined : label}
      onChange={(event) => selection.onSelect([row.eleve], event.target.checked)}
    />
  );
  return visibleLabel ? (
    <label className={groups.pickLabel}>
      {box}
      {label}
    </label>
  ) : (
    box
  );
}

export function Verdict({ row }: { row: LearnerRow }) {
  return row.pret ? (
    <span className={styles.ready}>Prêt</span>
  ) : (
    <span className={styles.notReady}>Pas encore</span>
  );
}

export function RowActions({
  row,
  onOpen,
  onManage,
  onErase,
}: RowActionsProps & { row: LearnerRow }) {
  // The visible words first (WCAG 2.5.3), then whose row it is.
  const who = `${row.prenom} ${row.nom}`;
  return (
    <span className={styles.rowActions}>
      {onOpen && (
        <button
          type="button"
          className={button.secondary}
          onClick={() => onOpen(row)}
          aria-label={`Ouvrir sa session\u202f: ${who}`}
        >
          Ouvrir sa session
        </button>
      )}
      {onManage && (
        <button
          type="button"
          className={button.secondary}
          onClick={() => onManage(row)}
          data-manage={row.inscription}
          aria-label={`Accès et crédits\u202f: ${who}, ${licenceName(row.permis)}`}
        >
          Accès et crédits
        </button>
      )}
      {onErase && row.demande_suppression && (
        <button
          type="button"
          className={`${button.secondary} ${groups.wraps}`}
          onClick={() => onErase(row)}
          aria-label={`Supprimer les données\u202f: ${who}`}
        >
          Supprimer les données
        </button>
      )}
    </span>
  );
}
