import type { ClassroomStaffView } from '@prepacode/domain/contracts/classroom.contract';
import { Check } from 'lucide-react';
import { formatNumber, plural } from '../../../../lib/format';
import { ChartFigure } from '../../space/charts/chart-figure';
import charts from '../../space/charts/charts.module.css';
import styles from './answer-chart.module.css';

type Correction = NonNullable<ClassroomStaffView['correction']>;

interface AnswerChartProps {
  correction: Correction;
  /** Who is in the room: each bar is the share of them who chose its letter. */
  participants: number;
}

/** A learner may choose several letters: each share is of the room, not of the answers. */
const shareOf = (count: number, participants: number) =>
  participants > 0 ? Math.min(1, count / participants) : 0;

/**
 * « 40 % », with the narrow no-break space of the app's French copy (Intl's fr-FR percent has
 * a full-width one); « — » when the room is empty.
 */
const percentText = (count: number, participants: number) =>
  participants > 0 ? `${formatNumber(Math.round(shareOf(count, participants) * 100))}\u202f%` : '—';

/**
 * « Bonne réponse : B ; sur 20 participants, A : 2 (10 %), B : 15 (75 %), C : 1 (5 %),
 * sans réponse : 2 (10 %) ».
 */
function answersSummary({ bonnes, repartition, sans_reponse }: Correction, participants: number) {
  const counts = [
    ...repartition.map(({ lettre, nombre }) => [lettre, nombre] as const),
    ['sans réponse', sans_reponse] as const,
  ]
    .map(
      ([label, count]) =>
        `${label}\u202f: ${formatNumber(count)} (${percentText(count, participants)})`,
    )
    .join(', ');
  const right = bonnes.length > 1 ? 'Bonnes réponses' : 'Bonne réponse';
  return `${right}\u202f: ${bonnes.join(', ')}\u202f; sur ${plural(participants, 'participant')}, ${counts}`;
}

/**
 * How the room answered the question just corrected: a bar a letter, the right ones said in
 * words and marked with a tick (not by their colour alone), then those who gave no answer.
 * A figure as the other charts of the school space (ADR 0016): the drawing is named by its gist
 * and its table is behind a disclosure, so the projected screen shows the bars alone.
 */
export function AnswerChart({ correction, participants }: AnswerChartProps) {
  const { bonnes, repartition, sans_reponse } = correction;
  return (
    <div className={styles.chart}>
      <ChartFigure
        summary={answersSummary(correction, participants)}
        tableLabel="Voir les réponses en tableau"
        table={<AnswerTable correction={correction} participants={participants} />}
      >
        <ul className={styles.bars}>
          {repartition.map(({ lettre, nombre }) => {
            const right = bonnes.includes(lettre);
            return (
              <li key={lettre} className={right ? styles.right : styles.row}>
                <span className={styles.label}>
                  {right && <Check aria-hidden="true" className={styles.icon} />}
                  <span className={styles.letter}>{lettre}</span>
                  {right && <span className={styles.verdict}>— bonne réponse</span>}
                </span>
                <Bar count={nombre} participants={participants} />
              </li>
            );
          })}
          <li className={styles.missing}>
            <span className={styles.label}>Sans réponse</span>
            <Bar count={sans_reponse} participants={participants} />
          </li>
        </ul>
      </ChartFigure>
    </div>
  );
}

function Bar({ count, participants }: { count: number; participants: number }) {
  return (
    <>
      <span className={styles.track}>
        <span className={styles.fill} style={{ width: `${shareOf(count, participants) * 100}%` }} />
      </span>
      <span className={styles.figures}>
        <strong className={styles.count}>{formatNumber(count)}</strong>
        <span className={styles.share}>{percentText(count, participants)}</span>
      </span>
    </>
  );
}

function AnswerTable({ correction, participants }: AnswerChartProps) {
  return (
    <table className={charts.table}>
      <caption className={charts.caption}>Répartition des réponses</caption>
      <thead>
        <tr>
          <th scope="col">Proposition</th>
          <th scope="col">Réponses</th>
          <th scope="col">Part</th>
        </tr>
      </thead>
      <tbody>
        {correction.repartition.map(({ lettre, nombre }) => (
          <tr key={lettre}>
            <th scope="row">
              {lettre}
              {correction.bonnes.includes(lettre) && ' — bonne réponse'}
            </th>
            <td>{formatNumber(nombre)}</td>
            <td>{percentText(nombre, participants)}</td>
          </tr>
        ))}
        <tr>
          <th scope="row">Sans réponse</th>
          <td>{formatNumber(correction.sans_reponse)}</td>
          <td>{percentText(correction.sans_reponse, participants)}</td>
        </tr>
      </tbody>
    </table>
  );
}
