import {
  REPORT_COMMENT_MAX,
  REPORT_REASONS,
  reportBodySchema,
  type ReportReason,
} from '@prepacode/domain/contracts/report.contract';
import { useId } from 'react';
import button from '../../../components/ui/button.module.css';
import dialog from '../../../components/ui/dialog.module.css';
import form from '../../../components/ui/form.module.css';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { toReportBody, useSendErrorReport } from '../api/send-signalement';
import styles from './report-error.module.css';
import { formText } from '../../../lib/form-text';
import { useMutationForm } from '../../../lib/use-mutation-form';

const REASONS = Object.entries(REPORT_REASONS) as [ReportReason, string][];

/**
 * The dialog of « Signaler une erreur » (issue #18, point 11): a reason and one line, checked
 * with the server's schema, sent with the attempt and the question.
 */
export function ReportErrorDialog({
  serieId,
  questionId,
  open,
  onClose,
  onSent,
}: {
  serieId: string;
  questionId: string;
  open: boolean;
  onClose: () => void;
  onSent: (message: string) => void;
}) {
  const send = useSendErrorReport();
  const { register, onSubmit, problem, reset } = useMutationForm({
    fields: ['motif', 'commentaire'],
    schema: reportBodySchema,
    mutation: send,
    read: (element) => {
      const data = new FormData(element);
      return toReportBody({
        serieId,
        questionId,
        reason: formText(data, 'motif') as ReportReason | '',
        comment: formText(data, 'commentaire'),
      });
    },
    onDone: onSent,
  });
  // The fields take no `ref`: a refusal leaves the focus on « Envoyer le signalement ».
  const { error: reasonError, onChange: onReason } = register('motif');
  const { error: commentError, onChange: onComment } = register('commentaire');
  const id = useId();

  const close = () => {
    reset();
    // A call still running is forgotten: its answer, once the dialog is closed, says nothing.
    send.reset();
    onClose();
  };

  return (
    <ModalDialog
      open={open}
      onClose={close}
      className={`${dialog.frame} ${styles.dialog}`}
      labelledBy={`${id}-t`}
    >
      {/* The player's single-key shortcuts leave its fields alone (use-answer-shortcuts). */}
      <form noValidate onSubmit={onSubmit}>
        <h2 id={`${id}-t`} className={dialog.title}>
          Signaler une erreur
        </h2>
        <div className={dialog.body}>
          {problem && (
            <p className={form.problem} role="alert">
              {problem}
            </p>
          )}
          <fieldset
            className={styles.reasons}
            aria-describedby={reasonError ? `${id}-motif` : undefined}
          >
            <legend>Qu’est-ce qui ne va pas{'\u202f'}?</legend>
            {REASONS.map(([value, label]) => (
              <label key={value}>
                <input type="radio" name="motif" value={value} onChange={onReason} />
                {label}
              </label>
            ))}
            {reasonError && (
              <p id={`${id}-motif`} className={form.error}>
                {reasonError}
              </p>
            )}
          </fieldset>
          <div className={form.field}>
            <label htmlFor={`${id}-c`}>En une ligne</label>
            <input
              id={`${id}-c`}
              name="commentaire"
              maxLength={REPORT_COMMENT_MAX}
              onChange={onComment}
              aria-invalid={commentError ? true : undefined}
              aria-describedby={commentError ? `${id}-c-error` : undefined}
            />
            {commentError && (
              <p id={`${id}-c-error`} className={form.error}>
                {commentError}
              </p>
            )}
          </div>
        </div>
        <div className={dialog.actions}>
          <button type="button" className={button.secondary} onClick={close}>
            Annuler
          </button>
          <button type="submit" className={button.primary} disabled={send.isPending}>
            Envoyer le signalement
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
