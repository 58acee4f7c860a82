import type { ReviewedQuestion } from '@prepacode/domain/contracts/question-review.contract';
import { splitParts } from '@prepacode/domain/question-parts';
import { Check } from 'lucide-react';
import styles from './review.module.css';

type Proposition = ReviewedQuestion['propositions'][number];

/** The propositions of one statement, the right ones said in words and a tick, not by colour. */
function Propositions({ items }: { items: readonly Proposition[] }) {
  return (
    <ul aria-label="Propositions">
      {items.map((p) => (
        <li key={p.lettre} className={p.juste ? styles.right : undefined}>
          {p.lettre}. {p.texte}
          {p.juste && (
            <span className={styles.mark}>
              <Check aria-hidden="true" size={16} /> Bonne réponse
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** A typed answer's value, with the margin the learner is allowed: « 50 ± 5 ». */
export const typedAnswer = ({ valeur, tolerance }: { valeur: string; tolerance: string }) =>
  /^0*(,0*)?$/.test(tolerance) ? valeur : `${valeur}\u00a0±\u00a0${tolerance}`;

/**
 * The question as the learners would be asked it: its statement, its picture, its propositions
 * (each part's under its own statement) or the answer to type, its explanation and reference.
 */
export function QuestionContent({ question }: { question: ReviewedQuestion }) {
  const [first, second] = splitParts(question.propositions, question.enonce_suite !== null);
  return (
    <>
      <p className={styles.prose}>{question.enonce}</p>
      {question.media && (
        <img className={styles.media} src={question.media.url} alt={question.media.alt} />
      )}
      {first.length > 0 && <Propositions items={first} />}
      {question.enonce_suite !== null && (
        <p className={styles.continued}>{question.enonce_suite}</p>
      )}
      {second.length > 0 && <Propositions items={second} />}
      {question.reponse && (
        <p className={styles.prose}>
          <strong>Réponse attendue{'\u202f'}:</strong> {typedAnswer(question.reponse)}
        </p>
      )}
      <p className={styles.prose}>
        <strong>Explication{'\u202f'}:</strong> {question.explication || 'aucune'}
      </p>
      <p className={styles.prose}>
        <strong>Référence{'\u202f'}:</strong> {question.reference || 'aucune'}
      </p>
    </>
  );
}
