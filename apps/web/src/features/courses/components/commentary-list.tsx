import { Check, X } from 'lucide-react';
import tones from '../../../components/ui/tones.module.css';
import type { Commentary } from '../api/get-commentary';
import styles from './commentary-list.module.css';

/** « Mes cours commentés »: each question of a series, the right answers and why. */
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
          <p className={styles.statement}>{question.statement}</p>
          {question.statementSecond !== null && (
            <p className={styles.statement}>{question.statementSecond}</p>
          )}
          <ul className={styles.propositions}>
            {question.propositions.map((proposition) => (
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
          <p className={styles.explanation}>{question.explanation}</p>
          <p className={styles.reference}>Référence : {question.reference}</p>
        </li>
      ))}
    </ol>
  );
}
