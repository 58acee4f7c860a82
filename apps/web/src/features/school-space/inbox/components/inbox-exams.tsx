import type { InboxExamRequest } from '@prepacode/domain/contracts/inbox.contract';
import { useId } from 'react';
import styles from '../../space/styles/inbox.module.css';
import { ExamRequestCard } from './exam-request-card';

/** The exam requests to decide on (issue #19, point 5): the inbox's, or one learner's. */
export function InboxExams({ requests }: { requests: InboxExamRequest[] }) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.heading}>
        Demandes d’inscription à l’examen
      </h2>
      {requests.length === 0 ? (
        <p>Aucune demande pour le moment.</p>
      ) : (
        <ul className={styles.list}>
          {requests.map((request) => (
            <ExamRequestCard key={request.id} request={request} />
          ))}
        </ul>
      )}
    </section>
  );
}
