import { Check, X } from 'lucide-react';
import { splitParts } from '@prepacode/domain/question-parts';
import tones from '../../../components/ui/tones.module.css';
import type { Commentary } from '../api/get-commentary';
import styles from './commentary-list.module.css';

type CommentedProposition = Commentary['questions'][number]['propositions'][number];

/** Each proposition, right or wrong, and said so in words. */
const Propositions = ({ propositions }: { propositions: CommentedProposition[] }) => (
  <ul className={styles.propositions}>
    {propositions.map((proposition) => (
      <li
        key={proposition.letter}
        className={`${styles.proposition} ${proposition.correct ? styles.right : ''}`}
      >
        {proposition.correct ? (
          <Check aria-hidden="true" size={18} className={styles.icon} />
        ) : (
          <X aria-hidden="true" size={18} className={styles.icon} />
        )}
        <span>
          <strong>{proposition.letter}</strong> {proposition.text}
          <span className={styles.verdict}>
            {proposition.correct ? ' — bonne réponse' : ' — mauvaise réponse'}
          </span>
        </span>
      </li>
    ))}
  </ul>
);

/**
 * « Mes cours commentés »: each question of a series, the right answers and why. A two-part
 * question keeps each part's propositions under their own statement (issue #18, point 9).
 */
export function CommentaryList({ commentary }: { commentary: Commentary }) {
  return (
    <ol className={`${styles.list} ${tones.tones}`}>
      {commentary.questions.map((question, index) => (
        <li key={question.id} className={styles.question}>
          <h2 className={styles.heading}>Question {index + 1}</h2>
          {question.media && (
            <img
              className={styles.media}
              src={question.media.url}
              alt={question.media.alt}
              loading="lazy"
            />
          )}
          {splitParts(question.propositions, question.statementSecond !== null).map(
            (part, partIndex) =>
              part.length > 0 && (
                <div key={partIndex}>
                  <p className={styles.statement}>
                    {partIndex === 0 ? question.statement : question.statementSecond}
                  </p>
                  <Propositions propositions={part} />
                </div>
              ),
          )}
          <p className={styles.explanation}>{question.explanation}</p>
          <p className={styles.reference}>Référence : {question.reference}</p>
        </li>
      ))}
    </ol>
  );
}
