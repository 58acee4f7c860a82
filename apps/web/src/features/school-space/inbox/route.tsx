import { useSuspenseQuery } from '@tanstack/react-query';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { useSpace } from '../space/api/get-space';
import { schoolQueryClient } from '../space/query-client';
import page from '../space/styles/page.module.css';
import { inboxQuery, requestFilterOf } from './api/get-inbox';
import { RequestFilter } from './components/request-filter';
import { InboxExams } from './components/inbox-exams';
import { InboxMessages } from './components/inbox-messages';

/** The inbox's read starts with the navigation. */
export async function loader({ request }: LoaderFunctionArgs) {
  const filter = requestFilterOf(new URL(request.url).searchParams);
  await schoolQueryClient.ensureQueryData(inboxQuery(filter));
  return null;
}

/**
 * The school's inbox (issue #19, point 5), for the manager, the instructors and the operator:
 * the learners' messages to answer by e-mail, and their exam requests to decide on (those still
 * to handle first, all of them on demand).
 */
export function Component() {
  const me = useSpace();
  const [search] = useSearchParams();
  const filter = requestFilterOf(search);
  const { data } = useSuspenseQuery(inboxQuery(filter));
  return (
    <>
      <h1 className={page.title}>Réception</h1>
      <p className={page.lead}>{me.ecoles.map((school) => school.nom).join(', ')}</p>
      <InboxMessages messages={data.messages} unread={data.non_lus} />
      <InboxExams
        requests={data.demandes}
        filter={<RequestFilter current={filter} />}
        empty={
          filter === 'a_traiter'
            ? 'Rien à traiter\u202f: aucune demande en attente, aucun résultat à saisir.'
            : undefined
        }
      />
    </>
  );
}
