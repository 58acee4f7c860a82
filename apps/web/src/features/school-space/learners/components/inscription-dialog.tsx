import { schoolLicenceName } from '@prepacode/domain/licences';
import { useId, useState } from 'react';
import button from '../../../../components/ui/button.module.css';
import dialog from '../../../../components/ui/dialog.module.css';
import { ModalDialog } from '../../../../components/ui/modal-dialog';
import styles from '../../space/styles/page.module.css';
import { InscriptionActions, type InscriptionRow } from './inscription-actions';

export type { InscriptionRow };

interface InscriptionDialogProps<Row extends InscriptionRow> {
  row: Row | null;
  onClose: () => void;
  /** Closed after an action succeeded (the reads of the space are already refreshed). */
  onChanged: () => void;
  /** Opens the erasure of the learner's data (ADR 0017), in its own dialog once this one closes. */
  onErase?: (row: Row) => void;
}

/**
 * A manager's actions on one learner's licence (issue #19, point 3): longer access, more exam
 * credits, the licence closed or opened again, a password link. Each answer's sentence is
 * shown here and read out (role="status"); the list and the learner's file are read again.
 */
export function InscriptionDialog<Row extends InscriptionRow>({
  row,
  onClose,
  onChanged,
  onErase,
}: InscriptionDialogProps<Row>) {
  const id = useId();
  const [changed, setChanged] = useState(false);
  const close = () => {
    setChanged(false);
    onClose();
    // Said once the dialog is closed: the page may then give the focus a place, when the row
    // that opened the dialog has left the list (a closed licence).
    if (changed) onChanged();
  };
  const licence = row ? schoolLicenceName(row.permis) : undefined;
  return (
    <ModalDialog
      open={row !== null}
      onClose={close}
      className={`${dialog.frame} ${styles.dialog}`}
      labelledBy={`${id}-t`}
    >
      <h2 id={`${id}-t`} className={dialog.title}>
        {row?.prenom} {row?.nom} · {licence}
      </h2>
      {/* Mounted while open only: each opening starts with no sentence and no refusal. */}
      {row && (
        <InscriptionActions row={row} onChange={() => setChanged(true)}>
          {onErase && (
            <div className={styles.action}>
              <p id={`${id}-s`} className={styles.state}>
                À la demande de l’élève (RGPD), ses données personnelles sont effacées et ses
                réponses ne comptent plus que dans les statistiques.
              </p>
              <button
                type="button"
                className={button.secondary}
                aria-describedby={`${id}-s`}
                onClick={() => {
                  close();
                  onErase(row);
                }}
              >
                Supprimer les données de l’élève
              </button>
            </div>
          )}
        </InscriptionActions>
      )}
      <div className={dialog.actions}>
        <button type="button" className={button.secondary} onClick={close}>
          Fermer
        </button>
      </div>
    </ModalDialog>
  );
}
