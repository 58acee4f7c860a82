import type { MockExamPoint } from '@prepacode/domain/contracts/learner-file.contract';
import { scaleLinear, scaleUtc } from 'd3-scale';
import { markText } from '../../../../lib/exam-text';
import { formatNumber } from '../../../../lib/format';
import { ChartFigure, ValueGrid } from '../../space/charts/chart-figure';
import { formatInstant, formatTickDay, parisWallClock } from '../../space/charts/chart-format';
import styles from '../../space/charts/charts.module.css';
import { useChartWidth } from '../../space/charts/use-chart-width';

const HEIGHT = 260;
const MARGIN = { top: 12, right: 20, bottom: 36, left: 40 };
const DAY = 86_400_000;
/** A time axis shorter than this would tick in hours: the dates are spread over at least it. */
const MIN_SPAN = 6 * DAY;
/** The drawing's room, in pixels, for one date on the axis. */
const TICK_ROOM = 84;

const score = (exam: MockExamPoint) => markText({ points: exam.score, outOf: exam.sur });
const verdict = (exam: MockExamPoint) => (exam.reussi ? 'réussi' : 'échoué');

/** « 6 examens blancs, dernier : 36/40, réussi ; 4 réussis sur 6 ; meilleur : 38/40 ». */
export function scoresSummary(examens: MockExamPoint[]): string {
  const last = examens[examens.length - 1];
  if (!last) return 'Aucun examen blanc terminé';
  const passed = examens.filter((exam) => exam.reussi).length;
  const best = examens.reduce((top, exam) => (exam.score > top.score ? exam : top), last);
  const count = examens.length === 1 ? '1 examen blanc' : `${examens.length} examens blancs`;
  return (
    `${count}, dernier\u202f: ${score(last)}, ${verdict(last)}\u202f; ` +
    `${formatNumber(passed)} ${passed > 1 ? 'réussis' : 'réussi'} sur ${examens.length}\u202f; ` +
    `meilleur\u202f: ${score(best)}`
  );
}

/** The pass mark the line shows: the last exam's (the same for every exam of a licence). */
const passMark = (last: MockExamPoint) =>
  `Seuil de réussite\u202f: ${markText({ points: last.seuil, outOf: last.sur })}`;

interface ScoresChartProps {
  /** The ended mock exams, oldest first. */
  examens: MockExamPoint[];
}

/** Each mock exam's score over time, against the pass mark. */
export function ScoresChart({ examens }: ScoresChartProps) {
  const [boxRef, width] = useChartWidth(640);
  const last = examens[examens.length - 1];
  if (!last) return <p className={styles.empty}>Aucun examen blanc terminé pour l’instant.</p>;

  const times = examens.map((exam) => parisWallClock(exam.date).getTime());
  let start = Math.min(...times);
  let end = Math.max(...times);
  if (end - start < MIN_SPAN) {
    const pad = (MIN_SPAN - (end - start)) / 2;
    start -= pad;
    end += pad;
  }
  const plotRight = width - MARGIN.right;
  const plotBottom = HEIGHT - MARGIN.bottom;
  // Points sit a little inside the axes so the first and last are not cut.
  const x = scaleUtc()
    .domain([start, end])
    .range([MARGIN.left + 14, plotRight - 10]);
  const top = Math.max(...examens.map((exam) => exam.sur));
  const y = scaleLinear().domain([0, top]).range([plotBottom, MARGIN.top]);
  const xTicks = x
    .ticks(Math.max(2, Math.floor((plotRight - MARGIN.left) / TICK_ROOM)))
    .filter((tick) => tick.getUTCHours() === 0);
  const points = examens.map((exam, index) => ({
    exam,
    cx: x(times[index] ?? 0),
    cy: y(exam.score),
  }));

  return (
    <ChartFigure
      summary={scoresSummary(examens)}
      tableLabel="Voir les scores en tableau"
      boxRef={boxRef}
      table={<ScoresTable examens={examens} />}
    >
      <ul className={styles.legend}>
        <li>
          <svg className={styles.key} viewBox="0 0 28 12" aria-hidden="true">
            <line className={styles.passLine} x1="0" x2="28" y1="6" y2="6" />
          </svg>
          {passMark(last)}
        </li>
        <li>
          <svg className={styles.key} viewBox="-8 -6 16 12" aria-hidden="true">
            <PassedMark cx={0} cy={0} />
          </svg>
          Réussi
        </li>
        <li>
          <svg className={styles.key} viewBox="-8 -6 16 12" aria-hidden="true">
            <FailedMark cx={0} cy={0} />
          </svg>
          Échoué
        </li>
      </ul>
      <svg className={styles.svg} width={width} height={HEIGHT} aria-hidden="true">
        <ValueGrid y={y} left={MARGIN.left} right={plotRight} bottom={plotBottom} />
        {xTicks.map((tick) => (
          <text
            key={tick.getTime()}
            className={styles.tick}
            x={x(tick)}
            y={plotBottom + 22}
            textAnchor="middle"
          >
            {formatTickDay(tick)}
          </text>
        ))}
        <line
          className={styles.passLine}
          x1={MARGIN.left}
          x2={plotRight}
          y1={y(last.seuil)}
          y2={y(last.seuil)}
        />
        <polyline
          className={styles.scoreLine}
          points={points.map(({ cx, cy }) => `${cx},${cy}`).join(' ')}
        />
        {points.map(({ exam, cx, cy }) =>
          exam.reussi ? (
            <PassedMark key={exam.tentative} cx={cx} cy={cy} />
          ) : (
            <FailedMark key={exam.tentative} cx={cx} cy={cy} />
          ),
        )}
      </svg>
    </ChartFigure>
  );
}

interface MarkProps {
  cx: number;
  cy: number;
}

/** A passed exam: a filled disc (a shape, not only a colour, tells it from a failed one). */
function PassedMark({ cx, cy }: MarkProps) {
  return <circle className={styles.passed} cx={cx} cy={cy} r={6} />;
}

/** A failed exam: a cross. */
function FailedMark({ cx, cy }: MarkProps) {
  const d = 4.5;
  return (
    <path
      className={styles.failed}
      d={`M${cx - d},${cy - d}L${cx + d},${cy + d}M${cx - d},${cy + d}L${cx + d},${cy - d}`}
    />
  );
}

function ScoresTable({ examens }: ScoresChartProps) {
  const last = examens[examens.length - 1];
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>
        Scores des examens blancs{last ? ` (${passMark(last).toLowerCase()})` : ''}
      </caption>
      <thead>
        <tr>
          <th scope="col">Terminé le</th>
          <th scope="col">Score</th>
          <th scope="col">Résultat</th>
        </tr>
      </thead>
      <tbody>
        {examens.map((exam) => (
          <tr key={exam.tentative}>
            <th scope="row">{formatInstant(exam.date)}</th>
            <td>{score(exam)}</td>
            <td>{exam.reussi ? 'Réussi' : 'Échoué'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
