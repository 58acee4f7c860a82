import { EmailAddress } from '../../../../components/ui/email-address';
import { CONTACT_SUBJECTS } from '@prepacode/domain/contracts/contact.contract';
import { answerBodySchema, type InboxMessage } from '@prepacode/domain/contracts/inbox.contract';
import { useId, useState, type FormEvent } from 'react';
import button from '../../../../components/ui/button.module.css';
import { formatDateTime } from '../../../../lib/format';
import { useMutationForm } from '../../../../lib/use-mutation-form';
import styles from '../../space/styles/inbox.module.css';
import { useAnswerMessage } from '../api/answer-message';
import { useMarkRead } from '../api/mark-read';
import { useSpace } from '../../space/api/get-space';
import { described } from '../../space/components/described';

/** The answer to a message, sent by e-mail; the server's sentence says to whom. */
function AnswerForm({ message, name }: { message: InboxMessage; name: string }) {
  const fieldId = useId();
  const [done, setDone] = useState('');
  const { register, onSubmit, problem, pending } = useMutationForm({
    fields: ['texte'],
    schema: answerBodySchema,
    mutation: useAnswerMessage(message.id),
    onDone: (sentence, form) => {
      form.reset();
      setDone(sentence);
    },
  });
  const text = described(register('texte'), fieldId);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    setDone('');
    onSubmit(event);
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      {problem && (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      )}
      <label htmlFor={fieldId}>Votre réponse à {name} (envoyée par e‑mail)</label>
      <textarea {...text.control} rows={4} required maxLength={4000} />
      {text.error}
      <button type="submit" className={button.primary} aria-disabled={pending || undefined}>
        Envoyer la réponse
      </button>
      {done && (
        <p role="status" className={styles.done}>
          {done}
        </p>
      )}
    </form>
  );
}

/**
 * One learner's message: opening it marks it read (once, whoever opens it); the answer goes to
 * the learner by e-mail and stays under the message with who wrote it and when.
 */
function MessageCard({ message }: { message: InboxMessage }) {
  const markRead = useMarkRead();
  const name = `${message.eleve.prenom} ${message.eleve.nom}`;
  // The network's inbox names the school each message went to (issue #41, point 10).
  const several = useSpace().ecoles.length > 1;
  const onToggle = (open: boolean) => {
    // Marking read is a courtesy to the other staff: a failure leaves it unread, unsaid.
    if (open && !message.lu && !markRead.isPending) markRead.mutate(message.id);
  };

  return (
    <li className={`${styles.card} ${message.lu ? '' : styles.unread}`}>
      <details onToggle={(event) => onToggle(event.currentTarget.open)}>
        <summary>
          {!message.lu && <span className={styles.badge}>Non lu</span>}
          <strong>{name}</strong>
          <span>{CONTACT_SUBJECTS[message.sujet]}</span>
          {several && <span className={styles.meta}>{message.ecole}</span>}
          <span className={styles.meta}>{formatDateTime(message.date)}</span>
        </summary>
        <p className={styles.text}>{message.message}</p>
        <p className={styles.meta}>
          <EmailAddress address={message.eleve.email} />
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
        <AnswerForm message={message} name={name} />
      </details>
    </li>
  );
}

/**
 * The learners' messages (issue #19, point 5): the inbox's, or one learner's on their page
 * (point 2). Each action refreshes both pages.
 */
export function InboxMessages({
  title = 'Messages des élèves',
  messages,
  unread,
}: {
  title?: string;
  messages: InboxMessage[];
  unread: number;
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
            <MessageCard key={message.id} message={message} />
          ))}
        </ul>
      )}
    </section>
  );
}
