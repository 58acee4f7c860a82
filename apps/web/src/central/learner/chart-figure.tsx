import type { ReactNode, RefCallback } from 'react';
import styles from './charts.module.css';

interface ChartFigureProps {
  /** What the chart shows, in one sentence: what a screen reader says for the drawing. */
  summary: string;
  /** The disclosure's button, e.g. « Voir les scores en tableau ». */
  tableLabel: string;
  /** The drawing (and its visible legend); hidden from assistive technologies as a whole. */
  children: ReactNode;
  /** The table giving every value the drawing shows. */
  table: ReactNode;
  /** The drawing box, measured for the chart's width. */
  boxRef?: RefCallback<HTMLElement>;
}

/**
 * A chart of the learner's page: an image with its gist as its name, then every value in a
 * table, behind a disclosure that is on every page's tab order (ADR 0016). The page gives the
 * heading; the figure has none.
 */
export function ChartFigure({ summary, tableLabel, children, table, boxRef }: ChartFigureProps) {
  return (
    <figure className={styles.figure}>
      <div role="img" aria-label={summary} className={styles.drawing} ref={boxRef}>
        {children}
      </div>
      <details className={styles.data}>
        <summary>{tableLabel}</summary>
        <div className={styles.tableBox}>{table}</div>
      </details>
    </figure>
  );
}
