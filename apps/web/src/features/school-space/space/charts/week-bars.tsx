import { scaleBand, scaleLinear } from 'd3-scale';
import type { ReactNode } from 'react';
import { formatNumber } from '../../../../lib/format';
import { ChartFigure, ValueGrid } from './chart-figure';
import { formatWeek } from './chart-format';
import styles from './charts.module.css';
import { useChartWidth } from './use-chart-width';

export const BAR_HEIGHT = 240;
export const BAR_MARGIN = { top: 24, right: 12, bottom: 36, left: 44 };
/** Room a week's date needs under its bar; below it, every other (or third) date is written. */
const LABEL_ROOM = 52;
/** Room a bar needs for its value written on top. */
const VALUE_ROOM = 34;

export interface WeekBar {
  /** yyyy-MM-dd, the week's Monday. */
  semaine: string;
  value: number;
}

interface WeekBarsProps {
  /** The last weeks, the current one last. */
  weeks: readonly WeekBar[];
  /** The value axis' unit, over it: « min », « élèves ». */
  unit: string;
  /** The smallest top of the value axis, so that a quiet period still draws a scale. */
  minTop: number;
  /** The drawing's gist, its table's disclosure and the table (ChartFigure). */
  summary: string;
  tableLabel: string;
  table: ReactNode;
  /** Under the drawing: what a bar is. */
  note: string;
}

/**
 * The scales of a chart of bars drawn `width` wide, one bar a key, values up to `top`: the bars
 * labelled are counted back from the last, every one that leaves `labelRoom` pixels to its label.
 */
export function barScales(keys: readonly string[], width: number, top: number, labelRoom: number) {
  const plotRight = width - BAR_MARGIN.right;
  const plotBottom = BAR_HEIGHT - BAR_MARGIN.bottom;
  const x = scaleBand<string>()
    .domain(keys)
    .range([BAR_MARGIN.left, plotRight])
    .paddingInner(0.25)
    .paddingOuter(0.15);
  const y = scaleLinear().domain([0, top]).range([plotBottom, BAR_MARGIN.top]).nice(4);
  const every = Math.ceil(labelRoom / x.step());
  const labelled = (index: number) => (keys.length - 1 - index) % every === 0;
  return { x, y, plotRight, plotBottom, labelled };
}

/**
 * One bar a week, its value on top when there is room, the dates counted back from the current
 * week under the bars: the learner's practice time, the school's active learners.
 */
export function WeekBars({ weeks, unit, minTop, summary, tableLabel, table, note }: WeekBarsProps) {
  const [boxRef, width] = useChartWidth(640);
  // The current week is last: the dates counted back from it stay under their bars.
  const { x, y, plotRight, plotBottom, labelled } = barScales(
    weeks.map((week) => week.semaine),
    width,
    Math.max(minTop, ...weeks.map((week) => week.value)),
    LABEL_ROOM,
  );
  const showValues = x.step() >= VALUE_ROOM;

  return (
    <ChartFigure summary={summary} tableLabel={tableLabel} boxRef={boxRef} table={table}>
      <svg className={styles.svg} width={width} height={BAR_HEIGHT} aria-hidden="true">
        <text
          className={styles.tick}
          x={BAR_MARGIN.left - 8}
          y={BAR_MARGIN.top - 12}
          textAnchor="end"
        >
          {unit}
        </text>
        <ValueGrid
          y={y}
          left={BAR_MARGIN.left}
          right={plotRight}
          bottom={plotBottom}
          format={(tick) => formatNumber(tick)}
        />
        {weeks.map((week, index) => {
          const left = x(week.semaine) ?? 0;
          const middle = left + x.bandwidth() / 2;
          return (
            <g key={week.semaine}>
              {week.value > 0 && (
                <rect
                  className={styles.bar}
                  x={left}
                  y={y(week.value)}
                  width={x.bandwidth()}
                  height={plotBottom - y(week.value)}
                />
              )}
              {showValues && week.value > 0 && (
                <text className={styles.value} x={middle} y={y(week.value) - 6} textAnchor="middle">
                  {formatNumber(Math.round(week.value))}
                </text>
              )}
              {labelled(index) && (
                <text className={styles.tick} x={middle} y={plotBottom + 22} textAnchor="middle">
                  {formatWeek(week.semaine)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <p className={styles.axisNote}>{note}</p>
    </ChartFigure>
  );
}
