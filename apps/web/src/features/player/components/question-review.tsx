import { Check, ChevronDown, X } from 'lucide-react';
import { useId, useState } from 'react';
import hidden from '../../../components/ui/visually-hidden.module.css';
import type { ReviewedQuestion, ThemeScore } from '../api/get-details';
import { Explanation, PropositionReview } from './proposition-review';
import { QuestionMedia } from './question-media';
import { ReportError } from './report-error';
import { TypedReview } from './typed-review';
import styles from './question-review.module.css';
import ui from './ui.module.css';

interface QuestionReviewListProps {
  /** The attempt, for « Signaler une erreur ». */
  serieId: string;
  questions: ReviewedQuestion[];
  themes: ThemeScore[];
  /**
   * Read by the learner's school (issue #19, point 2): « ses erreurs », « Réponse de l’élève »,
   * and no « Signaler une erreur », which is the learner's to send.
   */
  bySchool?: boolean;
}

/** Every question of the attempt, each one opened on demand, or only the mistakes. */
export function QuestionReviewList({
  serieId,
  questions,
  themes,
  bySchool = false,
}: QuestionReviewListProps) {
  const id = useId();
  const [onlyMistakes, setOnlyMistakes] = useState(false);
  const mistakes = questions.filter((question) => !question.right);
  const shown = onlyMistakes ? mistakes : questions;
  const themeLabels = new Map(themes.map((theme) => [theme.id, theme.label]));
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id}>Revoir les questions</h2>
      <fieldset className={styles.filter}>
        <legend className={hidden.srOnly}>Questions à afficher</legend>
        <label>
          <input
            type="radio"
            name={`${id}-filtre`}
            checked={!onlyMistakes}
            onChange={() => setOnlyMistakes(false)}
          />
          Toutes ({questions.length})
        </label>
        <label>
          <input
            type="radio"
            name={`${id}-filtre`}
            checked={onlyMistakes}
            onChange={() => setOnlyMistakes(true)}
          />
          Seulement {bySchool ? 'ses' : 'mes'} erreurs ({mistakes.length})
        </label>
      </fieldset>
      {shown.length === 0 ? (
        <p>Aucune erreur dans cette série : bravo !</p>
      ) : (
        <ul className={styles.questions}>
          {shown.map((question) => (
            <li key={question.position}>
              <QuestionReview
                serieId={serieId}
                question={question}
                theme={themeLabels.get(question.themeId)}
                bySchool={bySchool}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function QuestionReview({
  serieId,
  question,
  theme,
  bySchool,
}: {
  serieId: string;
  question: ReviewedQuestion;
  theme?: string;
  bySchool: boolean;
}) {
  const givenLabel = bySchool ? 'Réponse de l’élève' : 'Votre réponse';
  return (
    <details className={`${styles.item} ${ui.tones}`}>
      <summary className={styles.summary}>
        <span className={question.right ? styles.right : styles.wrong}>
          {question.right ? (
            <Check aria-hidden="true" size={18} />
          ) : (
            <X aria-hidden="true" size={18} />
          )}
          {question.right ? 'Bonne réponse' : 'Mauvaise réponse'}
        </span>{' '}
        <span className={styles.number}>Question {question.position}</span>{' '}
        {theme && <span className={styles.theme}>{theme}</span>}{' '}
        <span className={styles.statement}>{question.statement}</span>
        <ChevronDown aria-hidden="true" className={styles.chevron} size={20} />
      </summary>
      <div className={styles.body}>
        {question.media && <QuestionMedia media={question.media} lazy />}
        {/* A chart or tide exercise was answered by a typed value, not by letters. */}
        {question.typed ? (
          <TypedReview typed={question.typed} givenLabel={givenLabel} />
        ) : (
          <PropositionReview
            propositions={question.propositions}
            continued={question.statementContinued}
            given={question.given}
            correct={question.correct}
            givenLabel={givenLabel}
          />
        )}
        <Explanation explanation={question.explanation} reference={question.reference} />
        {!bySchool && <ReportError serieId={serieId} questionId={question.id} />}
      </div>
    </details>
  );
}
