import type { ScaleLinear } from 'd3-scale';
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

/** « Voir les scores en tableau » → « Les scores en tableau ». */
const regionName = (tableLabel: string) => {
  const text = tableLabel.replace(/^Voir /, '');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

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
        {/* Scrolled with the keyboard too when a narrow screen cuts the table. */}
        <div
          className={styles.tableBox}
          tabIndex={0}
          role="region"
          aria-label={regionName(tableLabel)}
        >
          {table}
        </div>
      </details>
    </figure>
  );
}

/**
 * The value axis of the SVG charts: a grid line and its label per tick, then the baseline. Drawn
 * first, so the marks lie over it.
 */
export function ValueGrid({
  y,
  left,
  right,
  bottom,
  format = String,
}: {
  y: ScaleLinear<number, number>;
  left: number;
  right: number;
  bottom: number;
  format?: (tick: number) => string;
}) {
  return (
    <>
      {y.ticks(4).map((tick) => (
        <g key={tick}>
          <line className={styles.grid} x1={left} x2={right} y1={y(tick)} y2={y(tick)} />
          <text className={styles.tick} x={left - 8} y={y(tick)} dy="0.35em" textAnchor="end">
            {format(tick)}
          </text>
        </g>
      ))}
      <line className={styles.axis} x1={left} x2={right} y1={bottom} y2={bottom} />
    </>
  );
}
