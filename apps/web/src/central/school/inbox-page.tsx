import { InboxExams } from './inbox-exams';
import { InboxMessages } from './inbox-messages';
import styles from './school-page.module.css';
import type { SchoolPageProps } from './page-props';
import { useInbox } from './use-inbox';

/**
 * The school's inbox (issue #19, point 5), for the manager, the instructors and the operator:
 * the learners' messages to answer by e-mail, and their exam requests to decide on.
 */
export function InboxPage({ me }: SchoolPageProps) {
  const { load, reload } = useInbox();
  return (
    <>
      <h1 className={styles.title}>Réception</h1>
      <p className={styles.lead}>{me.ecoles.map((school) => school.nom).join(', ')}</p>
      {load.state === 'loading' && <p role="status">Chargement de la réception…</p>}
      {load.state === 'failed' && (
        <p role="alert" className={styles.problem}>
          {load.message}
        </p>
      )}
      {load.state === 'ready' && (
        <>
          <InboxMessages
            messages={load.data.messages}
            unread={load.data.non_lus}
            onChanged={reload}
          />
          <InboxExams requests={load.data.demandes} onChanged={reload} />
        </>
      )}
    </>
  );
}
