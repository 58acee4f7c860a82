import { useId } from 'react';
import button from '../../../../components/ui/button.module.css';
import dialog from '../../../../components/ui/dialog.module.css';
import { ModalDialog } from '../../../../components/ui/modal-dialog';
import { markText } from '../../../../lib/exam-text';
import { formatDateTime } from '../../../../lib/format';
import { QuestionReviewList } from '../../../player/components/question-review';
import { useAttempt } from '../api/get-attempt';
import styles from './learner-file.module.css';

/**
 * The attempt's correction, read when the dialog opens, each attempt once: opening another
 * shows « Chargement » at once, never the previous one.
 */
function Correction({ eleve, attempt }: { eleve: string; attempt: number }) {
  const { data: result, error } = useAttempt(eleve, attempt);
  if (error)
    return (
      <p role="alert" className={styles.problem}>
        {error.message}
      </p>
    );
  if (!result) return <p role="status">Chargement de la correction…</p>;
  return (
    <>
      <p className={styles.verdict}>
        {formatDateTime(result.date)} ·{' '}
        {result.mark ? markText(result.mark) : `${result.score}/${result.nbQuestions}`} ·{' '}
        {result.type === 'accueil'
          ? 'série de bienvenue'
          : `${result.passed ? 'réussi' : 'non réussi'} (seuil ${result.passMark})`}
      </p>
      <QuestionReviewList
        serieId={String(result.id)}
        questions={result.questions}
        themes={result.themes}
        bySchool
      />
    </>
  );
}

/**
 * The correction of one of the learner's attempts, as the learner sees it after the series
 * (the same questions, answers and explanations), read by their school.
 */
export function CorrectionDialog({
  eleve,
  attempt,
  onClose,
}: {
  eleve: string;
  /** The attempt's id and label; null: closed. */
  attempt: { id: number; label: string } | null;
  onClose: () => void;
}) {
  const id = useId();
  return (
    <ModalDialog
      open={attempt !== null}
      onClose={onClose}
      className={`${dialog.frame} ${styles.correction}`}
      labelledBy={`${id}-t`}
    >
      <h2 id={`${id}-t`} className={dialog.title}>
        Correction · {attempt?.label}
      </h2>
      <div className={dialog.body}>
        {attempt && <Correction eleve={eleve} attempt={attempt.id} />}
      </div>
      <div className={dialog.actions}>
        <button type="button" className={button.secondary} onClick={onClose}>
          Fermer
        </button>
      </div>
    </ModalDialog>
  );
}
