import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import button from '../../../components/ui/button.module.css';
import { ApiError } from '../../../lib/api-client';
import { READ_ONLY_NOTE_ID, useReadOnly } from '../../../lib/read-only';
import { useCreateSerie, type CreateSerieInput } from '../api/create-serie';
import { CreditConfirmation } from './credit-confirmation';
import styles from './start-serie-button.module.css';

/** Starting this series uses one of the inscription's credits (create.service.ts). */
export interface CreditUse {
  /** Credits left now, before this start. */
  remain: number;
  /** The learner already ended this series: doing it again uses a credit too. */
  redo: boolean;
  /** The id of the text saying why there is no credit left and how to get more. */
  noneLeftId: string;
}

interface StartSerieButtonProps {
  input: CreateSerieInput;
  /** The visible label: « Commencer », « Continuer », « S’entraîner »… */
  label: string;
  /** Completes the accessible name (« Commencer : Examen blanc n° 2 ») where many such buttons share a page. */
  seriesName?: string;
  variant?: 'primary' | 'secondary';
  /** Called once the attempt exists, before the player opens (e.g. credits changed). */
  onStarted?: () => void;
  /** Set when starting uses a credit: the learner confirms first, and cannot at 0. */
  credit?: CreditUse;
}

const FALLBACK = 'La série n’a pas pu être ouverte. Réessayez dans un instant.';

/**
 * Creates (or resumes) an attempt with PUT /api/serie/create, then opens the player. A start
 * that uses a credit asks first and says how many will remain; with none left the button stays
 * focusable (aria-disabled) and is described by the text that says how to get more.
 */
export function StartSerieButton({
  input,
  label,
  seriesName,
  variant = 'primary',
  onStarted,
  credit,
}: StartSerieButtonProps) {
  const navigate = useNavigate();
  const start = useCreateSerie();
  const errorId = useId();
  const [confirming, setConfirming] = useState(false);
  const error = start.error;
  const noneLeft = credit !== undefined && credit.remain <= 0;
  // A staff member looking at the learner's session starts nothing (issue #19, point 6).
  const readOnly = useReadOnly();
  const unavailable = noneLeft || readOnly;

  const create = () => {
    // aria-disabled rather than disabled keeps the focus on the button while it works.
    if (start.isPending) return;
    // Not `mutate`'s callbacks: the new read of the dashboard may move this button (a series of
    // « Toutes les autres séries » becomes the next one), and a button gone never hears of the
    // success. The player opens whatever the list does meanwhile; a refusal shows below.
    start.mutateAsync(input).then(
      (serie) => {
        onStarted?.();
        void navigate(`/player/${serie.id}`);
      },
      () => {},
    );
  };
  const onClick = () => {
    if (unavailable) return;
    if (credit) setConfirming(true);
    else create();
  };

  const describedBy = [
    noneLeft ? credit.noneLeftId : null,
    readOnly ? READ_ONLY_NOTE_ID : null,
    error ? errorId : null,
  ]
    .filter(Boolean)
    .join(' ');
  const look =
    variant === 'primary'
      ? `${button.primary} ${styles.size} ${styles.primarySize}`
      : `${button.secondary} ${styles.size}`;

  return (
    <div className={styles.action}>
      <button
        type="button"
        className={unavailable ? `${look} ${styles.unavailable}` : look}
        onClick={onClick}
        aria-disabled={unavailable || start.isPending}
        aria-label={seriesName ? `${label} : ${seriesName}` : undefined}
        aria-describedby={describedBy || undefined}
      >
        {label}
      </button>
      {error && (
        <p id={errorId} role="alert" className={styles.error}>
          {error instanceof ApiError ? error.message : FALLBACK}
        </p>
      )}
      {credit && !unavailable && (
        <CreditConfirmation
          open={confirming}
          remain={credit.remain}
          redo={credit.redo}
          seriesName={seriesName}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            create();
          }}
        />
      )}
    </div>
  );
}
