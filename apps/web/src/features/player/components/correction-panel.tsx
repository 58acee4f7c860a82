import { ArrowRight, Check, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import button from '../../../components/ui/button.module.css';
import type { Correction } from '../api/get-reponse';
import { Explanation } from './proposition-review';
import { lettersLabel } from './question-parts';
import { ReportError } from './report-error';
import styles from './correction-panel.module.css';
import ui from './ui.module.css';

interface CorrectionPanelProps {
  correction: Correction;
  /** The attempt, for « Signaler une erreur ». */
  serieId: string;
  nextLoading: boolean;
  onContinue: () => void;
}

/** Training: right or wrong, why, and on to the next question (or the results after the last). */
export function CorrectionPanel({
  correction,
  serieId,
  nextLoading,
  onContinue,
}: CorrectionPanelProps) {
  const id = useId();
  const verdictRef = useRef<HTMLHeadingElement>(null);
  const nextRef = useRef<HTMLDivElement>(null);
  // The verdict takes the focus so a screen reader reads it first; the screen shows it with the
  // way on (issue #40: « Question suivante » was below the fold after every answer on a laptop):
  // the button at the bottom of the screen, or the verdict at the top and the button held at the
  // bottom (sticky) when the explanation is long.
  useEffect(() => {
    const verdict = verdictRef.current;
    verdict?.focus({ preventScroll: true });
    nextRef.current?.scrollIntoView({ block: 'end' });
    if (verdict && verdict.getBoundingClientRect().top < 0)
      verdict.scrollIntoView({ block: 'start' });
  }, []);
  return (
    <section className={`${styles.panel} ${ui.tones}`} aria-labelledby={id}>
      <h3
        id={id}
        ref={verdictRef}
        tabIndex={-1}
        className={`${styles.verdict} ${correction.right ? styles.right : styles.wrong}`}
      >
        {correction.right ? (
          <Check aria-hidden="true" size={24} />
        ) : (
          <X aria-hidden="true" size={24} />
        )}
        {correction.right ? 'Bonne réponse !' : 'Mauvaise réponse'}
      </h3>
      {/* A typed answer's values are set out above, in place of the propositions. */}
      {!correction.typed && (
        <p className={styles.letters}>
          Votre réponse : <strong>{lettersLabel(correction.given)}</strong> · Bonne réponse :{' '}
          <strong>{lettersLabel(correction.correct)}</strong>
        </p>
      )}
      <Explanation explanation={correction.explanation} reference={correction.reference} />
      <ReportError serieId={serieId} questionId={correction.questionId} />
      <div ref={nextRef} className={styles.nextBar}>
        <button
          type="button"
          className={`${button.primary} ${ui.action}`}
          onClick={onContinue}
          disabled={nextLoading}
        >
          {correction.ended ? 'Voir mes résultats' : 'Question suivante'}
          <ArrowRight aria-hidden="true" size={18} />
        </button>
      </div>
    </section>
  );
}
