import type { ActivityWeek } from '@prepacode/domain/contracts/dashboard.contract';
import { formatNumber, plural } from '../../../../lib/format';
import { formatWeek } from '../../space/charts/chart-format';
import charts from '../../space/charts/charts.module.css';
import { WeekBars } from '../../space/charts/week-bars';

/** « 12 semaines : 5 élèves actifs en moyenne ; la plus active : semaine du 16/11, 9 ; … ». */
export function activitySummary(semaines: readonly ActivityWeek[]): string {
  const total = semaines.reduce((sum, week) => sum + week.actifs, 0);
  const average = semaines.length > 0 ? Math.round(total / semaines.length) : 0;
  const busiest = semaines.reduce<ActivityWeek | undefined>(
    (top, week) => (!top || week.actifs > top.actifs ? week : top),
    undefined,
  );
  const current = semaines.at(-1);
  let text = `${plural(semaines.length, 'semaine')}\u202f: ${plural(average, 'élève actif', 'élèves actifs')} en moyenne`;
  if (busiest && busiest.actifs > 0) {
    text += `\u202f; la plus active\u202f: semaine du ${formatWeek(busiest.semaine)}, ${formatNumber(busiest.actifs)}`;
  }
  if (current) text += `\u202f; cette semaine\u202f: ${formatNumber(current.actifs)}`;
  return text;
}

/** Learners who answered each week, the mock exams of each in the table. */
export function ActivityChart({ semaines }: { semaines: readonly ActivityWeek[] }) {
  if (!semaines.some((week) => week.actifs > 0)) {
    return (
      <p className={charts.empty}>
        {`Aucun élève ne s’est entraîné ces ${semaines.length} dernières semaines.`}
      </p>
    );
  }
  return (
    <WeekBars
      weeks={semaines.map((week) => ({ semaine: week.semaine, value: week.actifs }))}
      unit="élèves"
      minTop={5}
      summary={activitySummary(semaines)}
      tableLabel="Voir l’activité par semaine en tableau"
      table={<ActivityTable semaines={semaines} />}
      note="Élèves qui ont répondu à au moins une question dans la semaine, datée du lundi."
    />
  );
}

function ActivityTable({ semaines }: { semaines: readonly ActivityWeek[] }) {
  return (
    <table className={charts.table}>
      <caption className={charts.caption}>Activité par semaine</caption>
      <thead>
        <tr>
          <th scope="col">Semaine du</th>
          <th scope="col">Élèves actifs</th>
          <th scope="col">Examens blancs</th>
        </tr>
      </thead>
      <tbody>
        {semaines.map((week) => (
          <tr key={week.semaine}>
            <th scope="row">{formatWeek(week.semaine, true)}</th>
            <td>{formatNumber(week.actifs)}</td>
            <td>{formatNumber(week.examens_blancs)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
