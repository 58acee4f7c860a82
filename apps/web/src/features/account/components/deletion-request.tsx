import { DELETION_REASON_MAX } from '@prepacode/domain/contracts/account.contract';
import { useId, useState, type FormEvent } from 'react';
import button from '../../../components/ui/button.module.css';
import dialog from '../../../components/ui/dialog.module.css';
import form from '../../../components/ui/form.module.css';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { formatDate } from '../../../lib/format';
import { useDeletionRequest } from '../api/get-suppression';
import { useRequestDeletion } from '../api/request-suppression';
import styles from './account.module.css';
import { formText } from '../../../lib/form-text';

/**
 * « Supprimer mon compte »: a request recorded for the school, after a confirmation; once
 * recorded, the learner sees it and its date instead of the button.
 */
export function DeletionRequestSection({ disabled }: { disabled: boolean }) {
  const state = useDeletionRequest();
  const send = useRequestDeletion();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const reasonId = useId();

  const close = () => setOpen(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = formText(new FormData(event.currentTarget), 'motif');
    send.mutate(reason, { onSettled: close });
  };

  if (state.isPending) return <p role="status">Chargement…</p>;
  if (state.isError) {
    return (
      <p className={form.problem} role="alert">
        {state.error.message}
      </p>
    );
  }

  const request = state.data;
  return (
    <div className={styles.card}>
      <div role="status">
        {request && (
          <p className={styles.recorded}>
            Votre demande de suppression est enregistrée depuis le {formatDate(request.requestedAt)}
            . Votre auto-école la traitera et vous préviendra par e‑mail.
          </p>
        )}
      </div>
      {!request && (
        <>
          <p className={styles.text}>
            Votre auto-école recevra votre demande et supprimera votre compte et vos résultats.
            Pensez à télécharger vos données avant.
          </p>
          {send.isError && (
            <p className={form.problem} role="alert">
              {send.error.message}
            </p>
          )}
          <button
            type="button"
            className={`${button.secondary} ${styles.action}`}
            onClick={() => setOpen(true)}
            disabled={disabled}
          >
            Demander la suppression de mon compte
          </button>
        </>
      )}
      <ModalDialog
        open={open}
        onClose={close}
        className={`${dialog.frame} ${styles.dialog}`}
        labelledBy={titleId}
      >
        <form onSubmit={onSubmit}>
          <h2 id={titleId} className={dialog.title}>
            Supprimer mon compte{'\u202f'}?
          </h2>
          <div className={dialog.body}>
            <p className={styles.text}>
              Votre demande sera transmise à votre auto-école. Une fois votre compte supprimé, vos
              résultats ne pourront pas être récupérés.
            </p>
            <div className={form.field}>
              <label htmlFor={reasonId}>Motif (facultatif)</label>
              <textarea id={reasonId} name="motif" rows={3} maxLength={DELETION_REASON_MAX} />
            </div>
          </div>
          <div className={dialog.actions}>
            <button
              type="button"
              className={`${button.secondary} ${styles.action}`}
              onClick={close}
            >
              Annuler
            </button>
            <button
              type="submit"
              className={`${button.primary} ${styles.action}`}
              disabled={send.isPending}
            >
              Confirmer la demande
            </button>
          </div>
        </form>
      </ModalDialog>
    </div>
  );
}
