import { useSuspenseQuery } from '@tanstack/react-query';
import { useSpace } from '../space/api/get-space';
import { schoolQueryClient } from '../space/query-client';
import page from '../space/styles/page.module.css';
import { inboxQuery } from './api/get-inbox';
import { InboxExams } from './components/inbox-exams';
import { InboxMessages } from './components/inbox-messages';

/** The inbox's read starts with the navigation. */
export async function loader() {
  await schoolQueryClient.ensureQueryData(inboxQuery);
  return null;
}

/**
 * The school's inbox (issue #19, point 5), for the manager, the instructors and the operator:
 * the learners' messages to answer by e-mail, and their exam requests to decide on.
 */
export function Component() {
  const me = useSpace();
  const { data } = useSuspenseQuery(inboxQuery);
  return (
    <>
      <h1 className={page.title}>Réception</h1>
      <p className={page.lead}>{me.ecoles.map((school) => school.nom).join(', ')}</p>
      <InboxMessages messages={data.messages} unread={data.non_lus} />
      <InboxExams requests={data.demandes} />
    </>
  );
}
