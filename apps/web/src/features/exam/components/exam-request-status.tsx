import {
  EXAM_SCORE_MAX,
  examPeriodLabel,
  type ExamRequestStatus,
} from '@prepacode/domain/contracts/exam.contract';
import { bookingSentence, daysBefore } from '@prepacode/domain/exam-booking';
import { CalendarClock, CircleCheck, CircleX, Send } from 'lucide-react';
import { useEffect, useId, useRef, useState, type Ref } from 'react';
import button from '../../../components/ui/button.module.css';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useCancelExamRequest } from '../api/cancel-demande';
import type { ExamRequest } from '../api/get-demande';
import panel from '../../../components/ui/panel.module.css';
import styles from './exam.module.css';
import { READ_ONLY_NOTE_ID, useReadOnly } from '../../../lib/read-only';

/** Each status in French, with what it means for the learner. */
const STATUS_TEXT: Record<ExamRequestStatus, { label: string; meaning: string }> = {
  envoyee: {
    label: 'Envoyée à votre auto-école',
    meaning:
      'Votre auto-école va vous proposer une date et vous inscrire auprès du centre d’examen. Vous recevrez ensuite votre convocation.',
  },
  confirmee: {
    label: 'Confirmée par votre auto-école',
    meaning:
      'Votre auto-école vous a inscrit à l’examen. Pour changer de date ou de centre, contactez-la directement.',
  },
  annulee: {
    label: 'Annulée',
    meaning: 'Vous avez annulé cette demande : votre auto-école ne donnera pas suite.',
  },
  refusee: {
    label: 'Refusée par votre auto-école',
    meaning:
      'Votre auto-école n’a pas pu donner suite à cette demande : lisez son motif ci-dessous, puis envoyez une nouvelle demande.',
  },
  annulee_ecole: {
    label: 'Examen annulé par votre auto-école',
    meaning:
      'Votre auto-école a annulé cet examen : lisez son motif ci-dessous. Vous pourrez faire une nouvelle demande quand elle vous le proposera.',
  },
};

const ICONS = {
  envoyee: Send,
  confirmee: CircleCheck,
  annulee: CircleX,
  refusee: CircleX,
  annulee_ecole: CircleX,
} as const;
const TONES: Record<ExamRequestStatus, string | undefined> = {
  envoyee: styles.waiting,
  confirmee: styles.confirmed,
  annulee: styles.cancelled,
  refusee: styles.cancelled,
  annulee_ecole: styles.cancelled,
};
const CHANGED_ON: Record<ExamRequestStatus, string> = {
  envoyee: '',
  confirmee: 'Confirmée le',
  annulee: 'Annulée le',
  refusee: 'Refusée le',
  annulee_ecole: 'Annulé le',
};

/** « (dans 12 jours) », « (demain) », « (aujourd’hui) »: how long the learner has left. */
function DaysLeft({ day }: { day: string }) {
  const days = daysBefore(day);
  if (days < 0) return null;
  const left = days === 0 ? 'aujourd’hui' : days === 1 ? 'demain' : `dans ${days} jours`;
  return <> ({left})</>;
}

interface ExamRequestStatusProps {
  request: ExamRequest;
  /** The heading, so the page can move the focus here once a request is sent or cancelled. */
  headingRef?: Ref<HTMLHeadingElement>;
  onCancelled: (request: ExamRequest) => void;
}

/** The latest request: its status, what was asked and, while it waits, a way to withdraw it. */
export function ExamRequestStatusCard({
  request,
  headingRef,
  onCancelled,
}: ExamRequestStatusProps) {
  // A staff member looking at the learner's session writes nothing (issue #19, point 6).
  const readOnly = useReadOnly();
  const titleId = useId();
  const errorId = useId();
  const cancel = useCancelExamRequest();
  const [confirming, setConfirming] = useState(false);
  // The button pressed disappears: the focus goes to the one that replaces it.
  const askRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const focusPending = useRef(false);
  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    (confirming ? confirmRef : askRef).current?.focus();
  }, [confirming]);
  const toggle = (next: boolean) => {
    focusPending.current = true;
    setConfirming(next);
  };
  const text = STATUS_TEXT[request.status];
  const Icon = ICONS[request.status];

  const onConfirm = () => {
    if (cancel.isPending) return;
    cancel.mutate(request.id, {
      onSuccess: (cancelled) => {
        onCancelled(cancelled);
      },
    });
  };

  return (
    <section className={panel.panel} aria-labelledby={titleId}>
      <h2 id={titleId} ref={headingRef} tabIndex={-1} className={panel.title}>
        Ma demande d’inscription
      </h2>
      <p className={`${styles.status} ${TONES[request.status] ?? ''}`}>
        <Icon aria-hidden="true" size={22} />
        {text.label}
      </p>
      {request.booking && request.status === 'confirmee' && (
        <p className={styles.booking}>
          <CalendarClock aria-hidden="true" size={22} />
          <span>
            {bookingSentence(request.booking)}
            {!request.result && <DaysLeft day={request.booking.day} />}
          </span>
        </p>
      )}
      <p className={panel.text}>{text.meaning}</p>
      {request.status === 'envoyee' && !request.schoolNotified && (
        <p className={styles.warning}>
          Votre auto-école n’a pas pu recevoir cette demande par e‑mail : prévenez-la directement.
        </p>
      )}
      <dl className={styles.details}>
        <dt>Demande du</dt>
        <dd>{formatDate(request.requestedAt)}</dd>
        {request.status !== 'envoyee' && (
          <>
            <dt>{request.result ? 'Résultat enregistré le' : CHANGED_ON[request.status]}</dt>
            <dd>{formatDate(request.statusChangedAt)}</dd>
          </>
        )}
        {request.reason && (
          <>
            <dt>
              {request.status === 'annulee_ecole' ? 'Motif de l’annulation' : 'Motif du refus'}
            </dt>
            <dd className={styles.comment}>{request.reason}</dd>
          </>
        )}
        {request.result && (
          <>
            <dt>Résultat de l’examen</dt>
            <dd>
              {request.result === 'favorable' ? 'Favorable' : 'Défavorable'}, {request.score}/
              {EXAM_SCORE_MAX}
            </dd>
          </>
        )}
        <dt>Numéro NEPH</dt>
        <dd>{request.neph ?? 'À compléter par votre auto-école'}</dd>
        <dt>Période souhaitée</dt>
        <dd>{examPeriodLabel(request.period)}</dd>
        <dt>Centre souhaité</dt>
        <dd>{request.centre}</dd>
        {request.phone && (
          <>
            <dt>Téléphone</dt>
            <dd>{request.phone}</dd>
          </>
        )}
        {request.comment && (
          <>
            <dt>Commentaire</dt>
            <dd className={styles.comment}>{request.comment}</dd>
          </>
        )}
      </dl>
      {request.status === 'envoyee' &&
        (confirming ? (
          <div className={styles.confirm} role="group" aria-label="Annuler la demande">
            <p className={panel.text}>Voulez-vous vraiment annuler cette demande ?</p>
            <div className={styles.actions}>
              <button
                ref={confirmRef}
                type="button"
                className={`${button.primary} ${styles.button}`}
                onClick={onConfirm}
                aria-disabled={cancel.isPending}
                aria-describedby={cancel.error ? errorId : undefined}
              >
                Oui, annuler ma demande
              </button>
              <button type="button" className={button.secondary} onClick={() => toggle(false)}>
                Non, la garder
              </button>
            </div>
          </div>
        ) : (
          <div className={styles.actions}>
            <button
              ref={askRef}
              type="button"
              className={button.secondary}
              onClick={() => toggle(true)}
              disabled={readOnly}
              aria-describedby={readOnly ? READ_ONLY_NOTE_ID : undefined}
            >
              Annuler ma demande
            </button>
          </div>
        ))}
      {cancel.error && (
        <p id={errorId} role="alert" className={styles.error}>
          {cancel.error instanceof ApiError
            ? cancel.error.message
            : 'La demande n’a pas pu être annulée. Réessayez dans un instant.'}
        </p>
      )}
    </section>
  );
}
