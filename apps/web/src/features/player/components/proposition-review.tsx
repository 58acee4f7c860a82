import { Check, X } from 'lucide-react';
import type { Proposition } from '../api/get-question';
import { splitParts } from './question-parts';
import styles from './proposition-review.module.css';
import ui from './ui.module.css';

interface PropositionReviewProps {
  propositions: Proposition[];
  continued: string | null;
  given: readonly string[];
  correct: readonly string[];
  /** Who gave the answer: the learner reading, or the learner their school reads about. */
  givenLabel?: string;
}

/**
 * The propositions after the answer. Right and wrong are said in words and icons, the colour
 * only repeats them.
 */
export function PropositionReview({
  propositions,
  continued,
  given,
  correct,
  givenLabel = 'Votre réponse',
}: PropositionReviewProps) {
  const [first, second] = splitParts(propositions, continued);
  const list = (items: Proposition[]) => (
    <ul className={styles.list}>
      {items.map((proposition) => (
        <ReviewItem
          key={proposition.letter}
          proposition={proposition}
          chosen={given.includes(proposition.letter)}
          correct={correct.includes(proposition.letter)}
          givenLabel={givenLabel}
        />
      ))}
    </ul>
  );
  return (
    <div className={ui.tones}>
      {list(first)}
      {continued !== null && (
        <>
          <p className={styles.continued}>{continued}</p>
          {list(second)}
        </>
      )}
      {given.length === 0 && <p className={styles.none}>Aucune réponse n’a été donnée.</p>}
    </div>
  );
}

function ReviewItem({
  proposition,
  chosen,
  correct,
  givenLabel,
}: {
  proposition: Proposition;
  chosen: boolean;
  correct: boolean;
  givenLabel: string;
}) {
  const tone = correct ? styles.right : chosen ? styles.wrong : '';
  return (
    <li className={`${styles.item} ${tone}`}>
      <span className={styles.letter}>{proposition.letter}</span> <span>{proposition.text}</span>{' '}
      {(chosen || correct) && (
        <span className={styles.marks}>
          {chosen && (
            <span className={correct ? styles.markRight : styles.markWrong}>
              {correct ? (
                <Check aria-hidden="true" size={16} />
              ) : (
                <X aria-hidden="true" size={16} />
              )}
              {givenLabel}
            </span>
          )}{' '}
          {correct && (
            <span className={styles.markRight}>
              <Check aria-hidden="true" size={16} />
              Bonne réponse
            </span>
          )}
        </span>
      )}
    </li>
  );
}

/** Why, and the rule it rests on. */
export function Explanation({
  explanation,
  reference,
}: {
  explanation: string;
  reference: string;
}) {
  return (
    <div className={styles.explanation}>
      <p className={styles.explanationTitle}>Explication</p>
      <p>{explanation}</p>
      <p className={styles.reference}>Référence : {reference}</p>
    </div>
  );
}
