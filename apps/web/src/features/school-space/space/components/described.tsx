import type { ReactNode } from 'react';
import styles from '../styles/inbox.module.css';

/** What `useMutationForm`'s `register` gives a field. */
interface Registered {
  name: string;
  error?: string;
  ref: (element: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null) => void;
  onChange: () => void;
}

/**
 * A registered field as a textarea, select or input of a form of the space takes it: named by its
 * label (`id`), described by its error, which is shown under it.
 */
export function described({ error, ...field }: Registered, id: string) {
  const errorId = `${id}-error`;
  const message: ReactNode = error && (
    <p id={errorId} className={styles.error}>
      {error}
    </p>
  );
  return {
    control: {
      ...field,
      id,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? errorId : undefined,
    },
    error: message,
  };
}
