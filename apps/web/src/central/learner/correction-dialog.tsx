import { serieDetailsSchema } from '@prepacode/domain/contracts/player.contract';
import { useEffect, useId, useState } from 'react';
import button from '../../components/ui/button.module.css';
import { markText } from '../../lib/exam-text';
import dialog from '../../components/ui/dialog.module.css';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { toSeriesResult, type SeriesResult } from '../../features/player/api/get-details';
import { QuestionReviewList } from '../../features/player/components/question-review';
import { apiRequest } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { messageOf, type Load } from '../school/use-school';
import styles from './learner-page.module.css';

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
  // Each answer is kept with the attempt it is for: opening another shows « Chargement » at once.
  const [answer, setAnswer] = useState<{ id: number; load: Load<SeriesResult> } | null>(null);
  useEffect(() => {
    if (!attempt) return;
    let current = true;
    const { id: attemptId } = attempt;
    apiRequest(`/central/api/ecole/eleves/${encodeURIComponent(eleve)}/tentatives/${attemptId}`, {
      schema: serieDetailsSchema,
    }).then(
      (wire) =>
        current &&
        setAnswer({ id: attemptId, load: { state: 'ready', data: toSeriesResult(wire) } }),
      (error: unknown) =>
        current &&
        setAnswer({ id: attemptId, load: { state: 'failed', message: messageOf(error) } }),
    );
    return () => {
      current = false;
    };
  }, [eleve, attempt]);
  const load: Load<SeriesResult> =
    answer && answer.id === attempt?.id ? answer.load : { state: 'loading' };

  const result = load.state === 'ready' ? load.data : null;
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
        {load.state === 'loading' && <p role="status">Chargement de la correction…</p>}
        {load.state === 'failed' && (
          <p role="alert" className={styles.problem}>
            {load.message}
          </p>
        )}
        {result && (
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
        )}
      </div>
      <div className={dialog.actions}>
        <button type="button" className={button.secondary} onClick={onClose}>
          Fermer
        </button>
      </div>
    </ModalDialog>
  );
}
