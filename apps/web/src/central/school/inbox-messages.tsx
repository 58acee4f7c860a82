import { CONTACT_SUBJECTS } from '@prepacode/domain/contracts/contact.contract';
import type { InboxMessage } from '@prepacode/domain/contracts/inbox.contract';
import { useId, useState, type FormEvent } from 'react';
import button from '../../components/ui/button.module.css';
import { formatDateTime } from '../../lib/format';
import styles from './inbox.module.css';
import { inboxAction, type Outcome } from './use-inbox';
import { formText } from '../../lib/form-text';

/**
 * One learner's message: opening it marks it read (once, whoever opens it); the answer goes to
 * the learner by e-mail and stays under the message with who wrote it and when.
 */
function MessageCard({ message, onChanged }: { message: InboxMessage; onChanged: () => void }) {
  const fieldId = useId();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [sending, setSending] = useState(false);
  const name = `${message.eleve.prenom} ${message.eleve.nom}`;

  const onToggle = (open: boolean) => {
    if (open && !message.lu) {
      void inboxAction(`messages-eleves/${message.id}/lu`).then(
        (result) => result.ok && onChanged(),
      );
    }
  };
  const onAnswer = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const texte = formText(new FormData(form), 'texte');
    setSending(true);
    const result = await inboxAction(`messages-eleves/${message.id}/reponse`, { texte });
    setSending(false);
    setOutcome(result);
    if (result.ok) {
      form.reset();
      onChanged();
    }
  };

  return (
    <li className={`${styles.card} ${message.lu ? '' : styles.unread}`}>
      <details onToggle={(event) => onToggle(event.currentTarget.open)}>
        <summary>
          {!message.lu && <span className={styles.badge}>Non lu</span>}
          <strong>{name}</strong>
          <span>{CONTACT_SUBJECTS[message.sujet]}</span>
          <span className={styles.meta}>{formatDateTime(message.date)}</span>
        </summary>
        <p className={styles.text}>{message.message}</p>
        <p className={styles.meta}>
          {message.eleve.email}
          {message.telephone && ` · ${message.telephone}`}
        </p>
        {message.reponses.length > 0 && (
          <ul className={styles.answers} aria-label={`Réponses à ${name}`}>
            {message.reponses.map((answer) => (
              <li key={answer.id}>
                <span className={styles.meta}>
                  {answer.auteur}, le {formatDateTime(answer.date)}
                </span>
                <p className={styles.text}>{answer.texte}</p>
              </li>
            ))}
          </ul>
        )}
        <form className={styles.form} onSubmit={(event) => void onAnswer(event)}>
          <label htmlFor={fieldId}>Votre réponse à {name} (envoyée par e‑mail)</label>
          <textarea id={fieldId} name="texte" rows={4} required minLength={2} maxLength={4000} />
          <button type="submit" className={button.primary} aria-disabled={sending}>
            Envoyer la réponse
          </button>
          {outcome && (
            <p role="status" className={outcome.ok ? styles.done : styles.error}>
              {outcome.message}
            </p>
          )}
        </form>
      </details>
    </li>
  );
}

export function InboxMessages({
  title = 'Messages des élèves',
  messages,
  unread,
  onChanged,
}: {
  /** The inbox's, or one learner's on their page (point 2). */
  title?: string;
  messages: InboxMessage[];
  unread: number;
  onChanged: () => void;
}) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.heading}>
        {title}
      </h2>
      <p className={styles.meta}>
        {unread === 0 ? 'Aucun message non lu.' : `${unread} non lu${unread > 1 ? 's' : ''}.`}
      </p>
      {messages.length === 0 ? (
        <p>Aucun message pour le moment.</p>
      ) : (
        <ul className={styles.list}>
          {messages.map((message) => (
            <MessageCard key={message.id} message={message} onChanged={onChanged} />
          ))}
        </ul>
      )}
    </section>
  );
}
