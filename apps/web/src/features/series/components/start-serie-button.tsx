import { useId } from 'react';
import { useNavigate } from 'react-router';
import button from '../../../components/ui/button.module.css';
import { ApiError } from '../../../lib/api-client';
import { useCreateSerie, type CreateSerieInput } from '../api/create-serie';
import styles from './start-serie-button.module.css';

interface StartSerieButtonProps {
  input: CreateSerieInput;
  /** The visible label: « Commencer », « Continuer », « S’entraîner »… */
  label: string;
  /** Completes the accessible name (« Commencer : Examen blanc n° 2 ») where many such buttons share a page. */
  seriesName?: string;
  variant?: 'primary' | 'secondary';
  /** Called once the attempt exists, before the player opens (e.g. credits changed). */
  onStarted?: () => void;
}

const FALLBACK = 'La série n’a pas pu être ouverte. Réessayez dans un instant.';

/** Creates (or resumes) an attempt with PUT /api/serie/create, then opens the player. */
export function StartSerieButton({
  input,
  label,
  seriesName,
  variant = 'primary',
  onStarted,
}: StartSerieButtonProps) {
  const navigate = useNavigate();
  const start = useCreateSerie();
  const errorId = useId();
  const error = start.error;

  const onClick = () => {
    // aria-disabled rather than disabled keeps the focus on the button while it works.
    if (start.isPending) return;
    start.mutate(input, {
      onSuccess: (serie) => {
        onStarted?.();
        void navigate(`/player/${serie.id}`);
      },
    });
  };

  return (
    <div className={styles.action}>
      <button
        type="button"
        className={
          variant === 'primary'
            ? `${button.primary} ${styles.size} ${styles.primarySize}`
            : `${button.secondary} ${styles.size}`
        }
        onClick={onClick}
        aria-disabled={start.isPending}
        aria-label={seriesName ? `${label} : ${seriesName}` : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        {label}
      </button>
      {error && (
        <p id={errorId} role="alert" className={styles.error}>
          {error instanceof ApiError ? error.message : FALLBACK}
        </p>
      )}
    </div>
  );
}
