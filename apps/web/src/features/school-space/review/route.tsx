import {
  REVIEW_PAGE_SIZES,
  REVIEW_STATUSES,
  type ReviewedQuestion,
  type ReviewStatus,
} from '@prepacode/domain/contracts/question-review.contract';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { Paginator } from '../../../components/ui/paginator';
import { spaceQuery, useSpace } from '../space/api/get-space';
import { Part } from '../space/components/part';
import { schoolQueryClient } from '../space/query-client';
import { StatusSelect } from '../space/components/status-select';
import { statusReader, useStatusFilter } from '../space/status-filter';
import page from '../space/styles/page.module.css';
import { useDecideQuestion } from './api/decide-question';
import { reviewQuery } from './api/get-review';
import type { ReviewListFilter, StatusFilter } from './api/keys';
import { BankList } from './components/bank-list';
import { EditDialog, RefuseDialog } from './components/decision-dialogs';
import { ReviewedQuestion as QuestionCard } from './components/reviewed-question';
import styles from './components/review.module.css';

/** The filter's choices: the statuses, in the plural a list of them takes, then all (''). */
const FILTERS: readonly (readonly [StatusFilter, string])[] = [
  ['a_relire', 'À relire'],
  ['acceptee', 'Acceptées'],
  ['refusee', 'Refusées'],
  ['', 'Toutes'],
];

const EMPTY: Record<StatusFilter, string> = {
  a_relire: 'Aucune question à relire.',
  acceptee: 'Aucune question acceptée.',
  refusee: 'Aucune question refusée.',
  '': 'Aucune question importée.',
};

/** The status shown, from the address's `statut`: « à relire » unless it names another, '' all. */
const statusOf = statusReader(Object.keys(REVIEW_STATUSES) as ReviewStatus[], 'a_relire');

/** The page shown, from the address: `statut`, `banque` ('' all), `page`, `taille` (25). */
function filterOf(search: string): ReviewListFilter {
  const params = new URLSearchParams(search);
  const bank = params.get('banque') ?? '';
  const size = params.get('taille') ?? '';
  return {
    status: statusOf(search),
    bank: /^[a-z][a-z0-9-]{1,38}$/.test(bank) ? bank : '',
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
    size: (REVIEW_PAGE_SIZES as readonly string[]).includes(size) ? Number(size) : 25,
  };
}

/** Only the operator reviews: another role's page says so without asking the server. */
export async function loader({ request }: LoaderFunctionArgs) {
  const space = await schoolQueryClient.ensureQueryData(spaceQuery);
  if (space.actions.includes('gerer_reseau'))
    await schoolQueryClient.ensureQueryData(reviewQuery(filterOf(new URL(request.url).search)));
  return null;
}

/**
 * « Questions à relire » (issue #46, point 4): the questions of the banks the network imported
 * (Moodle XML, GIFT), which its learners are asked once accepted. The operator accepts each,
 * rewrites then accepts it, or refuses it, and sets each bank's share of the mock exams.
 */
export function Component() {
  const me = useSpace();
  return (
    <>
      <h1 className={page.title}>Questions à relire</h1>
      <p className={page.lead}>
        Les questions des banques importées par votre réseau{'\u202f'}: une fois acceptées, vos
        élèves les retrouvent dans leurs séries et leurs examens blancs.
      </p>
      {me.actions.includes('gerer_reseau') ? (
        <Review />
      ) : (
        <p className={page.problem} role="alert">
          Votre rôle ne vous permet pas de relire les questions du réseau.
        </p>
      )}
    </>
  );
}

function Review() {
  const { status, chosen, choose } = useStatusFilter(statusOf);
  const { search } = useLocation();
  const [, setSearchParams] = useSearchParams();
  const filter = filterOf(search);
  const { data } = useSuspenseQuery(reviewQuery(filter));
  /** Another bank, page or size; a new bank or size starts again at the first page. */
  const change = (values: Record<string, string | undefined>) =>
    void setSearchParams(
      (current) => {
        for (const [key, value] of Object.entries(values))
          if (value) current.set(key, value);
          else current.delete(key);
        return current;
      },
      { replace: true },
    );
  // What the last action did, or why it was refused: one status line for the whole page.
  const [done, setDone] = useState('');
  const [problem, setProblem] = useState('');
  // Each opening of a dialog starts afresh: its fields from the question, no old refusal.
  const [round, setRound] = useState(0);
  const [editing, setEditing] = useState<ReviewedQuestion | null>(null);
  const [refusing, setRefusing] = useState<ReviewedQuestion | null>(null);
  const messages = useRef<HTMLDivElement>(null);
  const lostFocus = useRef(false);

  const say = (message: string) => {
    setProblem('');
    setDone(message);
  };
  /** A decision's sentence: the button pressed may be gone (see the effect below). */
  const decided = (message: string) => {
    lostFocus.current = true;
    say(message);
  };
  const failed = (message: string) => {
    lostFocus.current = true;
    setDone('');
    setProblem(message);
  };
  const accept = useDecideQuestion((question: ReviewedQuestion) => ({
    question,
    decision: 'acceptee',
  }));
  const onAccept = (question: ReviewedQuestion) => {
    if (accept.isPending) return;
    setDone('');
    setProblem('');
    accept.mutate(question, {
      onSuccess: (answer) => decided(answer.message),
      onError: (error) => failed(error.message),
    });
  };
  const open = (set: (question: ReviewedQuestion) => void) => (question: ReviewedQuestion) => {
    setDone('');
    setProblem('');
    setRound((n) => n + 1);
    set(question);
  };
  // A decided question loses the button that was pressed (« Accepter » once accepted), and a
  // question another operator decided may leave the list: once the focus has nowhere to go
  // back to, the messages take it and keep the keyboard's place.
  useEffect(() => {
    if (!lostFocus.current) return;
    if (document.activeElement === document.body || !document.activeElement) {
      lostFocus.current = false;
      messages.current?.focus();
    }
  }, [done, problem, data]);

  return (
    <>
      <div ref={messages} tabIndex={-1}>
        <p role="status" className={page.done}>
          {done}
        </p>
        {problem && (
          <p className={page.problem} role="alert">
            {problem}
          </p>
        )}
      </div>
      <Part title="Banques du réseau">
        <BankList banks={data.banques} onDone={say} />
      </Part>
      <div className={styles.filters}>
        <StatusSelect options={FILTERS} chosen={chosen} choose={choose} className={styles.field} />
        <label className={styles.field}>
          Banque
          <select
            value={filter.bank}
            onChange={(event) => change({ banque: event.target.value, page: undefined })}
          >
            <option value="">Toutes les banques</option>
            {data.banques.map((bank) => (
              <option key={bank.id} value={bank.id}>
                {bank.libelle}
              </option>
            ))}
          </select>
        </label>
      </div>
      {data.questions.length === 0 && <p>{EMPTY[status]}</p>}
      <ul className={page.stack} aria-label="Questions importées">
        {data.questions.map((question) => (
          <li key={question.identifiant}>
            <QuestionCard
              question={question}
              onAccept={onAccept}
              onEdit={open(setEditing)}
              onRefuse={open(setRefusing)}
            />
          </li>
        ))}
      </ul>
      {data.total > 0 && (
        <Paginator
          pageIndex={data.page - 1}
          pageSize={data.taille}
          total={data.total}
          onPageChange={(index) => change({ page: String(index + 1) })}
          onPageSizeChange={(size) => change({ taille: String(size), page: undefined })}
        />
      )}
      <EditDialog
        key={`edit-${round}`}
        question={editing}
        onClose={() => setEditing(null)}
        onDone={decided}
        onConflict={failed}
      />
      <RefuseDialog
        key={`refuse-${round}`}
        question={refusing}
        onClose={() => setRefusing(null)}
        onDone={decided}
        onConflict={failed}
      />
    </>
  );
}
