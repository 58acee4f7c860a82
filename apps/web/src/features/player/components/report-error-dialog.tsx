import {
  REPORT_COMMENT_MAX,
  REPORT_REASONS,
  reportBodySchema,
  type ReportReason,
} from '@prepacode/domain/contracts/report.contract';
import { useId, useState, type FormEvent } from 'react';
import { z } from 'zod/mini';
import button from '../../../components/ui/button.module.css';
import dialog from '../../../components/ui/dialog.module.css';
import form from '../../../components/ui/form.module.css';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { fieldErrorsOf } from '../../../lib/field-errors';
import { toReportBody, useSendErrorReport } from '../api/send-signalement';
import styles from './report-error.module.css';
import { formText } from '../../../lib/form-text';

const REASONS = Object.entries(REPORT_REASONS) as [ReportReason, string][];
type Field = 'motif' | 'commentaire';

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
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const id = useId();

  const close = () => {
    setErrors({});
    send.reset();
    onClose();
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const body = toReportBody({
      serieId,
      questionId,
      reason: formText(data, 'motif') as ReportReason | '',
      comment: formText(data, 'commentaire'),
    });
    const parsed = z.safeParse(reportBodySchema, body);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues, ['motif', 'commentaire']));
      return;
    }
    setErrors({});
    send.mutate(parsed.data, {
      onSuccess: (message) => {
        setErrors({});
        send.reset();
        onSent(message);
      },
    });
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
          {send.isError && (
            <p className={form.problem} role="alert">
              {send.error.message}
            </p>
          )}
          <fieldset
            className={styles.reasons}
            aria-describedby={errors.motif ? `${id}-motif` : undefined}
          >
            <legend>Qu’est-ce qui ne va pas{'\u202f'}?</legend>
            {REASONS.map(([value, label]) => (
              <label key={value}>
                <input
                  type="radio"
                  name="motif"
                  value={value}
                  onChange={() => setErrors((current) => ({ ...current, motif: undefined }))}
                />
                {label}
              </label>
            ))}
            {errors.motif && (
              <p id={`${id}-motif`} className={form.error}>
                {errors.motif}
              </p>
            )}
          </fieldset>
          <div className={form.field}>
            <label htmlFor={`${id}-c`}>En une ligne</label>
            <input
              id={`${id}-c`}
              name="commentaire"
              maxLength={REPORT_COMMENT_MAX}
              onChange={() => setErrors((current) => ({ ...current, commentaire: undefined }))}
              aria-invalid={errors.commentaire ? true : undefined}
              aria-describedby={errors.commentaire ? `${id}-c-error` : undefined}
            />
            {errors.commentaire && (
              <p id={`${id}-c-error`} className={form.error}>
                {errors.commentaire}
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
