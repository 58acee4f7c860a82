import type { WeekPractice } from '@prepacode/domain/contracts/learner-file.contract';
import { formatNumber } from '../../../../lib/format';
import { formatMinutes, formatWeek } from '../../space/charts/chart-format';
import styles from '../../space/charts/charts.module.css';
import { WeekBars } from '../../space/charts/week-bars';

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
  if (!semaines.some((week) => week.minutes > 0)) {
    return (
      <p className={styles.empty}>
        {semaines.length > 1
          ? `Aucun entraînement sur les ${semaines.length} dernières semaines.`
          : 'Aucun entraînement pour l’instant.'}
      </p>
    );
  }
  return (
    <WeekBars
      weeks={semaines.map((week) => ({ semaine: week.semaine, value: week.minutes }))}
      unit="min"
      minTop={30}
      summary={practiceSummary(semaines)}
      tableLabel="Voir le temps par semaine en tableau"
      table={<PracticeTable semaines={semaines} />}
      note="Minutes par semaine, datées du lundi."
    />
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
