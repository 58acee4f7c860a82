import { REPORT_STATUSES, type ReportStatus } from '@prepacode/domain/contracts/reports.contract';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { useSpace } from '../space/api/get-space';
import page from '../space/styles/page.module.css';
import { schoolQueryClient } from '../space/query-client';
import { StatusSelect } from '../space/components/status-select';
import { statusReader, useStatusFilter } from '../space/status-filter';
import { useDecideReports } from './api/decide-reports';
import { reportsQuery } from './api/get-reports';
import type { StatusFilter } from './api/keys';
import { ReportedQuestion } from './components/reported-question';
import styles from './components/reports.module.css';

const STATUSES = Object.keys(REPORT_STATUSES) as ReportStatus[];
const FILTERS: readonly (readonly [StatusFilter, string])[] = [
  ['', 'Tous'],
  ...STATUSES.map((value) => [value, REPORT_STATUSES[value]] as const),
];

/** The status shown, from the address's `statut`: « à voir » unless it names another, '' all. */
const statusOf = statusReader(STATUSES, 'a_voir');

export async function loader({ request }: LoaderFunctionArgs) {
  await schoolQueryClient.ensureQueryData(reportsQuery(statusOf(new URL(request.url).search)));
  return null;
}

/**
 * The learners' « Signaler une erreur » reports (issue #19, point 8): grouped by question, most
 * reported first, with the correction as it reads today and its picture; the operator marks
 * each report, or a question's whole group, « corrigée », « rejetée » or « à voir », the
 * school's staff read their own learners' (issue #41, point 10).
 */
export function Component() {
  const me = useSpace();
  // The operator decides; the school's staff read what their learners reported (#41, point 10).
  const decides = me.actions.includes('gerer_reseau');
  const { status, chosen, choose } = useStatusFilter(statusOf);
  const { data: questions } = useSuspenseQuery(reportsQuery(status));
  const decide = useDecideReports();

  return (
    <>
      <h1 className={page.title}>Signalements</h1>
      <p className={page.lead}>
        {decides
          ? 'Les erreurs signalées par les élèves de vos écoles, regroupées par question.'
          : 'Les erreurs que vos élèves ont signalées dans les questions, et ce que l’équipe des contenus en a décidé.'}
      </p>
      <StatusSelect options={FILTERS} chosen={chosen} choose={choose} className={styles.field} />
      <p role="status">{decide.isSuccess ? decide.data : ''}</p>
      {decide.isError && (
        <p className={page.problem} role="alert">
          {decide.error.message}
        </p>
      )}
      {questions.length === 0 && <p>Aucun signalement.</p>}
      <ul className={page.stack} aria-label="Questions signalées">
        {questions.map((question) => (
          <li key={question.identifiant}>
            <ReportedQuestion
              question={question}
              onDecide={decides ? (decision) => decide.mutate(decision) : null}
              showSchool={me.ecoles.length > 1}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
