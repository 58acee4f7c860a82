import type { WeekPractice } from '@prepacode/domain/contracts/learner-file.contract';
import { scaleBand, scaleLinear } from 'd3-scale';
import { formatNumber } from '../../../../lib/format';
import { ChartFigure, ValueGrid } from './chart-figure';
import { formatMinutes, formatWeek } from './chart-format';
import styles from './charts.module.css';
import { useChartWidth } from './use-chart-width';

const HEIGHT = 240;
const MARGIN = { top: 24, right: 12, bottom: 36, left: 44 };
/** Room a week's date needs under its bar; below it, every other (or third) date is written. */
const LABEL_ROOM = 52;
/** Room a bar needs for its minutes written on top. */
const VALUE_ROOM = 34;

const weeks = (count: number) => (count === 1 ? '1 semaine' : `${count} semaines`);

/** « 12 semaines : 6 h 20 au total, 3 semaines sans entraînement ; la plus active : … ». */
export function practiceSummary(semaines: WeekPractice[]): string {
  const total = semaines.reduce((sum, week) => sum + week.minutes, 0);
  const idle = semaines.filter((week) => week.minutes === 0).length;
  const busiest = semaines.reduce<WeekPractice | undefined>(
    (top, week) => (!top || week.minutes > top.minutes ? week : top),
    undefined,
  );
  const current = semaines[semaines.length - 1];
  let text = `${weeks(semaines.length)}\u202f: ${formatMinutes(total)} au total`;
  if (idle > 0) text += `, ${weeks(idle)} sans entraînement`;
  if (busiest && busiest.minutes > 0) {
    text += `\u202f; la plus active\u202f: semaine du ${formatWeek(busiest.semaine)}, ${formatMinutes(busiest.minutes)}`;
  }
  if (current) text += `\u202f; cette semaine\u202f: ${formatMinutes(current.minutes)}`;
  return text;
}

interface PracticeChartProps {
  /** The last weeks, the current one last. */
  semaines: WeekPractice[];
}

/** Minutes practised each week. */
export function PracticeChart({ semaines }: PracticeChartProps) {
  const [boxRef, width] = useChartWidth(640);
  if (!semaines.some((week) => week.minutes > 0)) {
    return (
      <p className={styles.empty}>
        {semaines.length > 1
          ? `Aucun entraînement sur les ${semaines.length} dernières semaines.`
          : 'Aucun entraînement pour l’instant.'}
      </p>
    );
  }

  const plotRight = width - MARGIN.right;
  const plotBottom = HEIGHT - MARGIN.bottom;
  const x = scaleBand<string>()
    .domain(semaines.map((week) => week.semaine))
    .range([MARGIN.left, plotRight])
    .paddingInner(0.25)
    .paddingOuter(0.15);
  const top = Math.max(30, ...semaines.map((week) => week.minutes));
  const y = scaleLinear().domain([0, top]).range([plotBottom, MARGIN.top]).nice(4);
  const step = x.step();
  // The current week is last: the dates counted back from it stay under their bars.
  const every = Math.ceil(LABEL_ROOM / step);
  const labelled = (index: number) => (semaines.length - 1 - index) % every === 0;
  const showValues = step >= VALUE_ROOM;

  return (
    <ChartFigure
      summary={practiceSummary(semaines)}
      tableLabel="Voir le temps par semaine en tableau"
      boxRef={boxRef}
      table={<PracticeTable semaines={semaines} />}
    >
      <svg className={styles.svg} width={width} height={HEIGHT} aria-hidden="true">
        <text className={styles.tick} x={MARGIN.left - 8} y={MARGIN.top - 12} textAnchor="end">
          min
        </text>
        <ValueGrid
          y={y}
          left={MARGIN.left}
          right={plotRight}
          bottom={plotBottom}
          format={(tick) => formatNumber(tick)}
        />
        {semaines.map((week, index) => {
          const left = x(week.semaine) ?? 0;
          const middle = left + x.bandwidth() / 2;
          return (
            <g key={week.semaine}>
              {week.minutes > 0 && (
                <rect
                  className={styles.bar}
                  x={left}
                  y={y(week.minutes)}
                  width={x.bandwidth()}
                  height={plotBottom - y(week.minutes)}
                />
              )}
              {showValues && week.minutes > 0 && (
                <text
                  className={styles.value}
                  x={middle}
                  y={y(week.minutes) - 6}
                  textAnchor="middle"
                >
                  {formatNumber(Math.round(week.minutes))}
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
      <p className={styles.axisNote}>Minutes par semaine, datées du lundi.</p>
    </ChartFigure>
  );
}

function PracticeTable({ semaines }: PracticeChartProps) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>Temps d’entraînement par semaine</caption>
      <thead>
        <tr>
          <th scope="col">Semaine du</th>
          <th scope="col">Temps</th>
          <th scope="col">Réponses</th>
        </tr>
      </thead>
      <tbody>
        {semaines.map((week) => (
          <tr key={week.semaine}>
            <th scope="row">{formatWeek(week.semaine, true)}</th>
            <td>{formatMinutes(week.minutes)}</td>
            <td>{formatNumber(week.reponses)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
