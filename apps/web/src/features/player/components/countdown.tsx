import { Timer } from 'lucide-react';
import hidden from '../../../components/ui/visually-hidden.module.css';
import styles from './countdown.module.css';

/** From here the learner hears that time is running out, once: 5 s a question, 5 min an exam. */
const QUESTION_WARNING_SECONDS = 5;
const EXAM_WARNING_SECONDS = 300;

/** « 44:05 » for an exam's clock, « 17 s » for a question's. */
const shown = (seconds: number, wholeExam: boolean) =>
  wholeExam
    ? `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
    : `${seconds} s`;

/**
 * The time left, as a number and a bar: a question's seconds, or the minutes of an exam with
 * one clock for all its questions (CRR, issue #22). Screen readers hear it only when time is
 * nearly up and when it is up, never every second.
 */
export function Countdown({
  remaining,
  total,
  wholeExam = false,
}: {
  remaining: number;
  total: number;
  wholeExam?: boolean;
}) {
  const warning = wholeExam ? EXAM_WARNING_SECONDS : QUESTION_WARNING_SECONDS;
  const urgent = remaining <= warning;
  const message =
    remaining === 0
      ? 'Temps écoulé : votre réponse est envoyée.'
      : urgent
        ? wholeExam
          ? 'Plus que 5 minutes pour finir l’examen.'
          : `Plus que ${warning} secondes.`
        : '';
  return (
    <div className={`${styles.countdown} ${urgent ? styles.urgent : ''}`}>
      <Timer aria-hidden="true" size={20} />
      <span
        role="timer"
        aria-label={wholeExam ? 'Temps restant pour l’examen' : 'Temps restant'}
        className={styles.seconds}
      >
        {shown(remaining, wholeExam)}
      </span>
      {wholeExam && (
        <span className={styles.scope} aria-hidden="true">
          pour tout l’examen
        </span>
      )}
      <span className={styles.track} aria-hidden="true">
        <span className={styles.fill} style={{ transform: `scaleX(${remaining / total})` }} />
      </span>
      <span className={hidden.srOnly} aria-live="polite">
        {message}
      </span>
    </div>
  );
}
