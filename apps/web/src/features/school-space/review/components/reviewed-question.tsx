import {
  REVIEW_STATUSES,
  type ReviewedQuestion as Question,
} from '@prepacode/domain/contracts/question-review.contract';
import { useId } from 'react';
import button from '../../../../components/ui/button.module.css';
import hidden from '../../../../components/ui/visually-hidden.module.css';
import { formatDateTime } from '../../../../lib/format';
import page from '../../space/styles/page.module.css';
import { QuestionContent } from './question-content';
import styles from './review.module.css';

/** What the operator may do with a question, from its card. */
export interface QuestionActions {
  onAccept: (question: Question) => void;
  onEdit: (question: Question) => void;
  onRefuse: (question: Question) => void;
}

/** « Acceptée par Inès Roux le 20/11/2026 à 10:30 », or the status alone before a decision. */
function statusLine(question: Question) {
  const status = REVIEW_STATUSES[question.statut];
  if (question.statut === 'a_relire' || !question.relue_par) return status;
  const when = question.relue_le ? ` le ${formatDateTime(question.relue_le)}` : '';
  return `${status} par ${question.relue_par}${when}`;
}

/**
 * « Accepter », « Modifier », « Refuser », less the decision already made. An incomplete question
 * cannot be accepted as it is: its « Accepter » keeps the focus and says why.
 */
function Actions({
  question,
  onAccept,
  onEdit,
  onRefuse,
}: { question: Question } & QuestionActions) {
  const id = useId();
  const incomplete = question.a_completer.length > 0;
  const what = <span className={hidden.srOnly}>{`\u202f: question ${question.identifiant}`}</span>;
  return (
    <>
      <div
        className={`${page.buttons} ${styles.buttons}`}
        role="group"
        aria-label={`Décider de la question ${question.identifiant}`}
      >
        {question.statut !== 'acceptee' && (
          <button
            type="button"
            className={button.primary}
            aria-disabled={incomplete || undefined}
            aria-describedby={incomplete ? id : undefined}
            onClick={() => {
              if (!incomplete) onAccept(question);
            }}
          >
            Accepter {what}
          </button>
        )}
        <button type="button" className={button.secondary} onClick={() => onEdit(question)}>
          Modifier {what}
        </button>
        {question.statut !== 'refusee' && (
          <button type="button" className={button.secondary} onClick={() => onRefuse(question)}>
            Refuser {what}
          </button>
        )}
      </div>
      {incomplete && question.statut !== 'acceptee' && (
        <p id={id} className={styles.hint}>
          Complétez-la d’abord avec {'«\u202fModifier\u202f»'}
          {'\u202f'}: elle ne peut pas être acceptée telle quelle.
        </p>
      )}
    </>
  );
}

/** A titled list of the card, shown only when it has something. */
function Notes({ title, items }: { title: string; items: readonly string[] }) {
  const id = useId();
  if (items.length === 0) return null;
  return (
    <>
      <h3 id={id}>{title}</h3>
      <ul aria-labelledby={id}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}

/**
 * An imported question as the operator judges it: where it comes from and where it stands, the
 * question itself, what the import changed, what is missing, the questions in play it may
 * repeat, and the decisions.
 */
export function ReviewedQuestion({
  question,
  ...actions
}: { question: Question } & QuestionActions) {
  const id = useId();
  return (
    <article className={styles.question} aria-labelledby={id}>
      <h2 id={id}>
        Question <span className={styles.id}>{question.identifiant}</span>
      </h2>
      <dl className={page.facts}>
        <dt>Banque</dt>
        <dd>{question.banque.libelle}</dd>
        <dt>Thème</dt>
        <dd>
          {question.theme.lettre} — {question.theme.libelle}
        </dd>
        <dt>Statut</dt>
        <dd>{statusLine(question)}</dd>
        {question.origine && (
          <>
            <dt>Origine</dt>
            <dd>{question.origine}</dd>
          </>
        )}
      </dl>
      <QuestionContent question={question} />
      {question.a_completer.length > 0 && (
        <div className={styles.toComplete}>
          <p id={`${id}-missing`}>À compléter avant de l’accepter{'\u202f'}:</p>
          <ul aria-labelledby={`${id}-missing`}>
            {question.a_completer.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      )}
      <Notes title="Ce que l’import a changé" items={question.modifications} />
      {question.proches.length > 0 && (
        <>
          <h3 id={`${id}-near`}>Questions proches déjà en jeu</h3>
          <ul className={styles.near} aria-labelledby={`${id}-near`}>
            {question.proches.map((near) => (
              <li key={near.identifiant}>
                <strong>{near.identifiant}</strong> (semblable à {near.similarite}
                {'\u202f'}%){'\u202f'}: {near.enonce}
              </li>
            ))}
          </ul>
        </>
      )}
      <Actions question={question} {...actions} />
    </article>
  );
}
