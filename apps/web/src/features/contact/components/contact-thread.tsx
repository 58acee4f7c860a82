import { CONTACT_SUBJECTS } from '@prepacode/domain/contracts/contact.contract';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { formatDateTime, plural } from '../../../lib/format';
import { learnerMessagesQuery } from '../api/get-messages';
import styles from './contact-thread.module.css';

/**
 * The learner's exchanges with the school (issue #41, point 10): each message they sent, newest
 * first, with the staff's answers under it, oldest first, as the school's inbox keeps them.
 */
export function ContactThread({ schoolName }: { schoolName: string | undefined }) {
  const titleId = useId();
  const { data, isError } = useQuery(learnerMessagesQuery);
  if (!data) {
    return isError ? (
      <p role="alert">Vos messages n’ont pas pu être lus. Rechargez la page pour réessayer.</p>
    ) : null;
  }
  return (
    <section className={styles.thread} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.heading}>
        Vos échanges avec l’auto-école
      </h2>
      {data.messages.length === 0 ? (
        <p className={styles.muted}>Vous n’avez encore écrit à personne.</p>
      ) : (
        <ul className={styles.list}>
          {data.messages.map((message) => (
            <li key={message.id} className={styles.message}>
              <p className={styles.meta}>
                <strong>{CONTACT_SUBJECTS[message.sujet]}</strong> · envoyé le{' '}
                {formatDateTime(message.date)}
              </p>
              <p className={styles.text}>{message.message}</p>
              {message.reponses.length === 0 ? (
                <p className={styles.muted}>Pas encore de réponse.</p>
              ) : (
                <ul
                  className={styles.answers}
                  aria-label={plural(message.reponses.length, 'réponse')}
                >
                  {message.reponses.map((answer) => (
                    <li key={answer.id}>
                      <p className={styles.meta}>
                        {answer.auteur}
                        {schoolName ? `, ${schoolName}` : ''}, le {formatDateTime(answer.date)}
                      </p>
                      <p className={styles.text}>{answer.texte}</p>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
