import { useId, type ReactNode } from 'react';
import styles from '../styles/page.module.css';

/** A titled part of a page, reachable from the screen reader's list of headings. */
export function Part({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.part} aria-labelledby={id}>
      <h2 id={id} className={styles.partHeading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
