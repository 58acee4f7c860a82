import {
  EXAM_SCORE_MAX,
  EXAM_TESTS,
  examPeriodLabel,
  isExamLicence,
  type ExamRequestStatus,
} from '@prepacode/domain/contracts/exam.contract';
import {
  examDecisionBodySchema,
  type InboxExamRequest,
} from '@prepacode/domain/contracts/inbox.contract';
import { useId, useState, type FormEvent } from 'react';
import button from '../../../../components/ui/button.module.css';
import { formatDate } from '../../../../lib/format';
import { formValues } from '../../../../lib/use-checked-form';
import { useMutationForm, type MutationForm } from '../../../../lib/use-mutation-form';
import styles from '../../space/styles/inbox.module.css';
import { useExamDecision } from '../api/decide-exam';
import { described } from '../../space/components/described';

const STATUS_LABELS: Record<ExamRequestStatus, string> = {
  envoyee: 'En attente',
  confirmee: 'Confirmée',
  refusee: 'Refusée',
  annulee: 'Annulée par l’élève',
};

/** A number field's value; an empty or odd one stays as typed, for the schema to refuse. */
const numberOf = (value: string): number | string =>
  value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;

/** A decision's refusal that names no field, where the decision is taken. */
function Problem({ form }: { form: MutationForm }) {
  if (!form.problem) return null;
  return (
    <p role="alert" className={styles.error}>
      {form.problem}
    </p>
  );
}

/**
 * One exam request and what can be decided on it now: a waiting one is confirmed or refused
 * (with a reason), a confirmed one gets its result once. The server's sentence stays in the card.
 */
function RequestCard({ request }: { request: InboxExamRequest }) {
  const reasonId = useId();
  const resultId = useId();
  const scoreId = useId();
  const [done, setDone] = useState('');
  const decision = useExamDecision(request.id);
  // The three forms share the one call: a card takes one decision at a time.
  const decisionForm = (
    fields: readonly ('motif' | 'resultat' | 'note')[],
    read: (element: HTMLFormElement) => unknown,
  ) => ({
    fields,
    schema: examDecisionBodySchema,
    mutation: decision,
    read,
    onDone: setDone,
  });
  const confirm = useMutationForm(decisionForm([], () => ({ decision: 'confirmer' })));
  const refuse = useMutationForm(
    decisionForm(['motif'], (element) => ({ decision: 'refuser', ...formValues(element) })),
  );
  const result = useMutationForm(
    decisionForm(['resultat', 'note'], (element) => {
      const { resultat, note = '' } = formValues(element);
      return { decision: 'resultat', resultat, note: numberOf(note) };
    }),
  );
  const submit = (send: MutationForm['onSubmit']) => (event: FormEvent<HTMLFormElement>) => {
    setDone('');
    send(event);
  };
  const reason = described(refuse.register('motif'), reasonId);
  const outcome = described(result.register('resultat'), resultId);
  const score = described(result.register('note'), scoreId);
  const busy = decision.isPending || undefined;
  const name = `${request.eleve.prenom} ${request.eleve.nom}`;
  const test = isExamLicence(request.permis) ? EXAM_TESTS[request.permis].acronym : request.permis;

  return (
    <li className={styles.card}>
      <h3 className={styles.heading}>
        {name} · {test}
      </h3>
      <p>
        <span className={styles.status}>{STATUS_LABELS[request.statut]}</span>
        <span className={styles.meta}>
          {' '}
          · demande du {formatDate(request.date_demande)}
          {request.statut !== 'envoyee' && `, mise à jour le ${formatDate(request.date_statut)}`}
        </span>
      </p>
      <p className={styles.meta}>
        Période souhaitée {examPeriodLabel(request.periode)} · {request.centre} · NEPH{' '}
        {request.neph ?? 'non indiqué'}
        {request.telephone && ` · ${request.telephone}`}
      </p>
      {request.commentaire && <p className={styles.text}>{request.commentaire}</p>}
      {request.motif && (
        <p>
          Motif du refus{'\u202f'}: {request.motif}
        </p>
      )}
      {request.resultat && (
        <p>
          Résultat{'\u202f'}: {request.resultat === 'favorable' ? 'favorable' : 'défavorable'},{' '}
          {request.note}/{EXAM_SCORE_MAX}
        </p>
      )}
      {request.statut === 'envoyee' && (
        <>
          <form className={styles.row} noValidate onSubmit={submit(confirm.onSubmit)}>
            <button type="submit" className={button.primary} aria-disabled={busy}>
              Confirmer l’inscription de {name}
            </button>
            <Problem form={confirm} />
          </form>
          <form className={styles.form} noValidate onSubmit={submit(refuse.onSubmit)}>
            <Problem form={refuse} />
            <label htmlFor={reasonId}>Motif du refus</label>
            <textarea {...reason.control} rows={2} required maxLength={1000} />
            {reason.error}
            <button type="submit" className={button.secondary} aria-disabled={busy}>
              Refuser la demande de {name}
            </button>
          </form>
        </>
      )}
      {request.statut === 'confirmee' && !request.resultat && (
        <form className={styles.form} noValidate onSubmit={submit(result.onSubmit)}>
          <Problem form={result} />
          <div className={styles.row}>
            <label htmlFor={resultId}>Résultat</label>
            <select {...outcome.control} required defaultValue="">
              <option value="" disabled>
                Choisir
              </option>
              <option value="favorable">Favorable</option>
              <option value="defavorable">Défavorable</option>
            </select>
            <label htmlFor={scoreId}>Note sur {EXAM_SCORE_MAX}</label>
            <input
              {...score.control}
              type="number"
              inputMode="numeric"
              min={0}
              max={EXAM_SCORE_MAX}
              step={1}
              required
            />
          </div>
          {outcome.error}
          {score.error}
          <button type="submit" className={button.primary} aria-disabled={busy}>
            Enregistrer le résultat de {name}
          </button>
        </form>
      )}
      {done && (
        <p role="status" className={styles.done}>
          {done}
        </p>
      )}
    </li>
  );
}

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
            <RequestCard key={request.id} request={request} />
          ))}
        </ul>
      )}
    </section>
  );
}
