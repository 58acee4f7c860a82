import button from '../../../../components/ui/button.module.css';
import styles from '../styles/accounts.module.css';

interface FormEndProps {
  /** The submit button's words. */
  label: string;
  pending: boolean;
  /** What the last sending did, read out. */
  done: string;
  /** Why the last sending was refused, if it was. */
  problem: string;
}

/** The end of a panel's form: its button, then what the sending did or why it was refused. */
export function FormEnd({ label, pending, done, problem }: FormEndProps) {
  return (
    <>
      <div className={styles.buttons}>
        <button type="submit" className={button.primary} aria-disabled={pending}>
          {label}
        </button>
      </div>
      <p role="status" className={styles.done}>
        {done}
      </p>
      {problem && (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
    </>
  );
}
