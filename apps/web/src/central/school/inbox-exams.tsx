import {
  EXAM_SCORE_MAX,
  EXAM_TESTS,
  examPeriodLabel,
  isExamLicence,
  type ExamRequestStatus,
} from '@prepacode/domain/contracts/exam.contract';
import type { InboxExamRequest } from '@prepacode/domain/contracts/inbox.contract';
import { useId, useState, type FormEvent } from 'react';
import button from '../../components/ui/button.module.css';
import { formatDate } from '../../lib/format';
import styles from './inbox.module.css';
import { inboxAction, type Outcome } from './use-inbox';
import { formText } from '../../lib/form-text';

const STATUS_LABELS: Record<ExamRequestStatus, string> = {
  envoyee: 'En attente',
  confirmee: 'Confirmée',
  refusee: 'Refusée',
  annulee: 'Annulée par l’élève',
};

/**
 * One exam request and what can be decided on it now: a waiting one is confirmed or refused
 * (with a reason), a confirmed one gets its result once.
 */
function RequestCard({ request, onChanged }: { request: InboxExamRequest; onChanged: () => void }) {
  const reasonId = useId();
  const resultId = useId();
  const scoreId = useId();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const name = `${request.eleve.prenom} ${request.eleve.nom}`;
  const test = isExamLicence(request.permis) ? EXAM_TESTS[request.permis].acronym : request.permis;

  const decide = async (body: object) => {
    if (busy) return;
    setBusy(true);
    const result = await inboxAction(`demandes-examen/${request.id}/decision`, body);
    setBusy(false);
    setOutcome(result);
    onChanged();
  };
  const onRefuse = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const motif = formText(new FormData(event.currentTarget), 'motif');
    void decide({ decision: 'refuser', motif });
  };
  const onResult = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    void decide({
      decision: 'resultat',
      resultat: data.get('resultat'),
      note: Number(data.get('note')),
    });
  };

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
          <div className={styles.row}>
            <button
              type="button"
              className={button.primary}
              aria-disabled={busy}
              onClick={() => void decide({ decision: 'confirmer' })}
            >
              Confirmer l’inscription de {name}
            </button>
          </div>
          <form className={styles.form} onSubmit={onRefuse}>
            <label htmlFor={reasonId}>Motif du refus</label>
            <textarea id={reasonId} name="motif" rows={2} required minLength={2} maxLength={1000} />
            <button type="submit" className={button.secondary} aria-disabled={busy}>
              Refuser la demande de {name}
            </button>
          </form>
        </>
      )}
      {request.statut === 'confirmee' && !request.resultat && (
        <form className={styles.form} onSubmit={onResult}>
          <div className={styles.row}>
            <label htmlFor={resultId}>Résultat</label>
            <select id={resultId} name="resultat" required defaultValue="">
              <option value="" disabled>
                Choisir
              </option>
              <option value="favorable">Favorable</option>
              <option value="defavorable">Défavorable</option>
            </select>
            <label htmlFor={scoreId}>Note sur {EXAM_SCORE_MAX}</label>
            <input
              id={scoreId}
              name="note"
              type="number"
              inputMode="numeric"
              min={0}
              max={EXAM_SCORE_MAX}
              step={1}
              required
            />
          </div>
          <button type="submit" className={button.primary} aria-disabled={busy}>
            Enregistrer le résultat de {name}
          </button>
        </form>
      )}
      {outcome && (
        <p role="status" className={outcome.ok ? styles.done : styles.error}>
          {outcome.message}
        </p>
      )}
    </li>
  );
}

export function InboxExams({
  requests,
  onChanged,
}: {
  requests: InboxExamRequest[];
  onChanged: () => void;
}) {
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
            <RequestCard key={request.id} request={request} onChanged={onChanged} />
          ))}
        </ul>
      )}
    </section>
  );
}
