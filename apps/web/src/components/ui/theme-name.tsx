import type { ReactNode } from 'react';
import styles from './theme-name.module.css';

/**
 * A theme's name after a dot in its colour, wherever a theme is named beside a result: the
 * colour says which theme, never how well (the result has its own colours, issue #40).
 */
export function ThemeName({
  color,
  faded = false,
  children,
}: {
  color: string | undefined;
  /** A theme not asked for (disabled): its dot fades with its row's muted text. */
  faded?: boolean;
  children: ReactNode;
}) {
  return (
    <span className={styles.name}>
      <span
        className={faded ? `${styles.dot} ${styles.faded}` : styles.dot}
        style={{ background: color }}
        aria-hidden="true"
      />
      {children}
    </span>
  );
}
