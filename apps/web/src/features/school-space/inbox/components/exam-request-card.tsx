import { dayInFrance } from '@prepacode/domain/calendar';
import {
  EXAM_SCORE_MAX,
  EXAM_TESTS,
  examPeriodLabel,
  isExamLicence,
  type ExamRequestStatus,
} from '@prepacode/domain/contracts/exam.contract';
import type { InboxExamRequest } from '@prepacode/domain/contracts/inbox.contract';
import { bookingSentence, RESULT_CORRECTION_DAYS } from '@prepacode/domain/exam-booking';
import { useEffect, useRef, useState } from 'react';
import { formatDate } from '../../../../lib/format';
import { useSpace } from '../../space/api/get-space';
import styles from '../../space/styles/inbox.module.css';
import { useExamDecision } from '../api/decide-exam';
import { BookingForm, ReasonForm, ResultForm } from './exam-decision-forms';

const STATUS_LABELS: Record<ExamRequestStatus, string> = {
  envoyee: 'En attente',
  confirmee: 'Examen réservé',
  refusee: 'Refusée',
  annulee: 'Annulée par l’élève',
  annulee_ecole: 'Examen annulé par l’école',
};

/** The reason a settled request carries, by status. */
const REASON_LABELS: Partial<Record<ExamRequestStatus, string>> = {
  refusee: 'Motif du refus',
  annulee_ecole: 'Motif de l’annulation',
};

/**
 * One exam request and what can be decided on it now (issue #19, point 5; issue #41): a
 * waiting one is confirmed with its day, time and centre, or refused; a booking is moved or
 * cancelled, and gets its result from the exam's day; a manager corrects a result within 30
 * days. The server's sentence stays in the card.
 */
export function ExamRequestCard({ request }: { request: InboxExamRequest }) {
  const [done, setDone] = useState('');
  // A decision replaces the form that had the focus: it goes to the server's sentence.
  const doneRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);
  const name = `${request.eleve.prenom} ${request.eleve.nom}`;
  // The network's inbox names each learner's school (issue #41, point 10).
  const several = useSpace().ecoles.length > 1;
  const test = isExamLicence(request.permis) ? EXAM_TESTS[request.permis].acronym : request.permis;
  const booked = request.examen_prevu;
  const decision = useExamDecision(request.id);
  const props = { request, name, decision, onDone: setDone };
  const waitingForResult = request.statut === 'confirmee' && request.resultat === null;
  const examDayCome = !booked || booked.date <= dayInFrance();
  const reasonLabel = REASON_LABELS[request.statut];

  return (
    <li className={styles.card}>
      <h3 className={styles.heading}>
        {name} · {test}
      </h3>
      <p>
        <span className={styles.status}>{STATUS_LABELS[request.statut]}</span>
        <span className={styles.meta}>
          {several && ` · ${request.ecole}`} · demande du {formatDate(request.date_demande)}
          {request.statut !== 'envoyee' && `, mise à jour le ${formatDate(request.date_statut)}`}
        </span>
      </p>
      {booked && (
        <p className={styles.booking}>
          {bookingSentence({ day: booked.date, time: booked.heure, centre: booked.centre })}
        </p>
      )}
      <p className={styles.meta}>
        Période souhaitée {examPeriodLabel(request.periode)} · {request.centre} · NEPH{' '}
        {request.neph ?? 'non indiqué'}
        {request.telephone && ` · ${request.telephone}`}
      </p>
      {request.commentaire && <p className={styles.text}>{request.commentaire}</p>}
      {reasonLabel && request.motif && (
        <p>
          {reasonLabel}
          {'\u202f'}: {request.motif}
        </p>
      )}
      {request.resultat && (
        <p>
          Résultat{'\u202f'}: {request.resultat === 'favorable' ? 'favorable' : 'défavorable'},{' '}
          {request.note}/{EXAM_SCORE_MAX}
          {request.resultat_corrige && ' (corrigé)'}
          {request.date_resultat && (
            <span className={styles.meta}>
              {' '}
              · enregistré le {formatDate(request.date_resultat)}
            </span>
          )}
        </p>
      )}

      {request.statut === 'envoyee' && (
        <>
          <BookingForm {...props} />
          <details className={styles.more}>
            <summary>Refuser la demande</summary>
            <ReasonForm {...props} />
          </details>
        </>
      )}
      {waitingForResult &&
        (examDayCome ? (
          <ResultForm {...props} />
        ) : (
          <p className={styles.meta}>Le résultat s’enregistre à partir du jour de l’examen.</p>
        ))}
      {waitingForResult && (
        <>
          <details className={styles.more}>
            <summary>Déplacer l’examen</summary>
            <BookingForm {...props} move />
          </details>
          <details className={styles.more}>
            <summary>Annuler l’examen</summary>
            <ReasonForm {...props} cancel />
          </details>
        </>
      )}
      {request.correction_possible && (
        <details className={styles.more}>
          <summary>Corriger le résultat</summary>
          <p className={styles.meta}>
            Un résultat se corrige dans les {RESULT_CORRECTION_DAYS} jours qui suivent son
            enregistrement. L’élève est prévenu par e‑mail.
          </p>
          <ResultForm {...props} correct />
        </details>
      )}
      {done && (
        <p ref={doneRef} tabIndex={-1} role="status" className={styles.done}>
          {done}
        </p>
      )}
    </li>
  );
}
