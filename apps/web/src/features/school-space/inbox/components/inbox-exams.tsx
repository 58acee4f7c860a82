import type { InboxExamRequest } from '@prepacode/domain/contracts/inbox.contract';
import { useId, type ReactNode } from 'react';
import styles from '../../space/styles/inbox.module.css';
import { ExamRequestCard } from './exam-request-card';

/**
 * The exam requests to decide on (issue #19, point 5): the inbox's, with its `filter`, or one
 * learner's; `empty` says what an empty list means.
 */
export function InboxExams({
  requests,
  filter,
  empty = 'Aucune demande pour le moment.',
}: {
  requests: InboxExamRequest[];
  filter?: ReactNode;
  empty?: string | undefined;
}) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.heading}>
        Demandes d’inscription à l’examen
      </h2>
      {filter}
      {requests.length === 0 ? (
        <p>{empty}</p>
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
