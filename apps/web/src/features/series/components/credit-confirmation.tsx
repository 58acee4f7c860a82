import { useId } from 'react';
import button from '../../../components/ui/button.module.css';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { formatNumber } from '../../../lib/format';
import styles from './credit-confirmation.module.css';
import dialog from '../../../components/ui/dialog.module.css';

interface CreditConfirmationProps {
  open: boolean;
  /** Credits left before this start (at least 1). */
  remain: number;
  /** The learner already ended this series. */
  redo: boolean;
  seriesName?: string;
  onCancel: () => void;
  onConfirm: () => void;
}

/** « Il vous en restera 4. », and the last credit said as such. */
export const remainingAfterLabel = (after: number) =>
  after <= 0
    ? 'C’est votre dernier crédit\u202f: il ne vous en restera plus.'
    : `Il vous en restera ${formatNumber(after)}.`;

/**
 * Asks before a start that uses a credit (issue #18, point 7), in a native modal <dialog>
 * (ADR 0011): Escape or « Annuler » change nothing; « Annuler » comes first, so it has the
 * focus when the dialog opens and Enter does not spend a credit by accident.
 */
export function CreditConfirmation({
  open,
  remain,
  redo,
  seriesName,
  onCancel,
  onConfirm,
}: CreditConfirmationProps) {
  const titleId = useId();
  return (
    <ModalDialog
      open={open}
      onClose={onCancel}
      className={`${dialog.frame} ${styles.dialog}`}
      labelledBy={titleId}
    >
      <h2 id={titleId} className={styles.title}>
        {'Utiliser un crédit d’examen blanc\u202f?'}
      </h2>
      <div className={styles.body}>
        {seriesName && <p className={styles.name}>{seriesName}</p>}
        <p>
          {redo
            ? 'Vous avez déjà terminé cette série\u202f: la refaire utilise 1 crédit.'
            : 'Cette série utilise 1 crédit.'}{' '}
          {remainingAfterLabel(remain - 1)}
        </p>
      </div>
      <div className={styles.actions}>
        <button type="button" className={`${button.secondary} ${styles.button}`} onClick={onCancel}>
          Annuler
        </button>
        <button type="button" className={`${button.primary} ${styles.button}`} onClick={onConfirm}>
          Utiliser 1 crédit et commencer
        </button>
      </div>
    </ModalDialog>
  );
}
