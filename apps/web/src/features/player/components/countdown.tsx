import { Timer } from 'lucide-react';
import hidden from '../../../components/ui/visually-hidden.module.css';
import styles from './countdown.module.css';

/** From here the learner hears that time is running out, once. */
const WARNING_SECONDS = 5;

/**
 * The seconds left, as a number and a bar. Screen readers hear it only when time is nearly up
 * and when it is up, never every second.
 */
export function Countdown({ remaining, total }: { remaining: number; total: number }) {
  const urgent = remaining <= WARNING_SECONDS;
  const message =
    remaining === 0
      ? 'Temps écoulé : votre réponse est envoyée.'
      : urgent
        ? `Plus que ${WARNING_SECONDS} secondes.`
        : '';
  return (
    <div className={`${styles.countdown} ${urgent ? styles.urgent : ''}`}>
      <Timer aria-hidden="true" size={20} />
      <span role="timer" aria-label="Temps restant" className={styles.seconds}>
        {remaining} s
      </span>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.fill} style={{ transform: `scaleX(${remaining / total})` }} />
      </span>
      <span className={hidden.srOnly} aria-live="polite">
        {message}
      </span>
    </div>
  );
}
