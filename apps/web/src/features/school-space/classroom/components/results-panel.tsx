import type { ClassroomStaffView } from '@prepacode/domain/contracts/classroom.contract';
import { useId } from 'react';
import { formatNumber, plural } from '../../../../lib/format';
import { ChartFigure } from '../../space/charts/chart-figure';
import charts from '../../space/charts/charts.module.css';
import styles from './results-panel.module.css';

type Results = NonNullable<ClassroomStaffView['resultats']>;

interface ResultsPanelProps {
  results: Results;
  nbQuestions: number;
}

/** « 31,5 / 40 »: the server rounds the average to one decimal, said with a French comma. */
const outOf = (value: number, nbQuestions: number) =>
  `${formatNumber(value)}\u00a0/\u00a0${formatNumber(nbQuestions)}`;

/** Scores written under the columns: every one up to 10 questions, then a round step. */
const labelStep = (nbQuestions: number) =>
  nbQuestions <= 10 ? 1 : nbQuestions <= 20 ? 2 : nbQuestions <= 50 ? 5 : 10;

/** « 20 participants : scores de 22 à 38 sur 40 ; 12 au seuil de 35 ou plus ». */
function scoresSummary({ scores, reussis, seuil }: Results, nbQuestions: number, total: number) {
  const scored = scores.filter((line) => line.nombre > 0).map((line) => line.score);
  const lowest = Math.min(...scored);
  const highest = Math.max(...scored);
  const range =
    lowest === highest
      ? `tous à ${formatNumber(lowest)} sur ${formatNumber(nbQuestions)}`
      : `scores de ${formatNumber(lowest)} à ${formatNumber(highest)} sur ${formatNumber(nbQuestions)}`;
  return `${plural(total, 'participant')}\u202f: ${range}\u202f; ${formatNumber(reussis)} au seuil de ${formatNumber(seuil)} ou plus`;
}

/**
 * The group's results once the session ends (issue #43): its average and pass count, how its
 * scores spread against the pass mark, and the questions it missed most, to go over together.
 * Projected: no learner is named, only counts.
 */
export function ResultsPanel({ results, nbQuestions }: ResultsPanelProps) {
  const scoresId = useId();
  const missedId = useId();
  const total = results.scores.reduce((sum, line) => sum + line.nombre, 0);
  if (total === 0) {
    return <p className={styles.empty}>Personne n’a participé à la séance.</p>;
  }
  const missed = results.plus_manquees.filter((question) => question.justes < question.sur);
  return (
    <div className={styles.panel}>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>Moyenne</dt>
          <dd className={styles.value}>
            {results.moyenne === null ? '—' : outOf(results.moyenne, nbQuestions)}
          </dd>
          <dd className={styles.detail}>bonnes réponses</dd>
        </div>
        <div className={styles.figure}>
          <dt>Réussis</dt>
          <dd className={styles.value}>
            {`${formatNumber(results.reussis)} sur ${formatNumber(total)}`}
          </dd>
          <dd className={styles.detail}>
            {`seuil\u202f: ${plural(results.seuil, 'bonne réponse', 'bonnes réponses')}`}
          </dd>
        </div>
      </dl>
      <section className={styles.part} aria-labelledby={scoresId}>
        <h2 id={scoresId} className={styles.title}>
          Répartition des scores
        </h2>
        <ScoresChart results={results} nbQuestions={nbQuestions} total={total} />
      </section>
      <section className={styles.part} aria-labelledby={missedId}>
        <h2 id={missedId} className={styles.title}>
          Les questions les plus manquées
        </h2>
        {missed.length === 0 ? (
          <p className={styles.none}>Chaque question a été réussie par tous les participants.</p>
        ) : (
          <ol className={styles.missed} aria-labelledby={missedId}>
            {missed.map((question) => (
              <li key={question.position}>
                <strong className={styles.position}>Question {question.position}</strong>
                {'\u00a0— '}
                {question.enonce}
                {'\u00a0— '}
                <span className={styles.rights}>
                  {`${plural(question.justes, 'bonne réponse', 'bonnes réponses')} sur ${formatNumber(question.sur)}`}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

/** In each run of neighbouring scores reached, every other one: its count is drawn higher. */
export function raisedCounts(counts: readonly number[]): boolean[] {
  let run = -1;
  return counts.map((count) => {
    run = count > 0 ? run + 1 : -1;
    return run % 2 === 1;
  });
}

function ScoresChart({ results, nbQuestions, total }: ResultsPanelProps & { total: number }) {
  const top = Math.max(1, ...results.scores.map((line) => line.nombre));
  const step = labelStep(nbQuestions);
  const raised = raisedCounts(results.scores.map((line) => line.nombre));
  return (
    <ChartFigure
      summary={scoresSummary(results, nbQuestions, total)}
      tableLabel="Voir les scores en tableau"
      table={<ScoresTable results={results} nbQuestions={nbQuestions} />}
    >
      <ul className={styles.legend}>
        <li>
          <span className={styles.keyPassed} aria-hidden="true" />
          Réussi
        </li>
        <li>
          <span className={styles.keyFailed} aria-hidden="true" />
          Non réussi
        </li>
        <li>
          <span className={styles.keyMark} aria-hidden="true" />
          {`Seuil\u202f: ${formatNumber(results.seuil)}`}
        </li>
      </ul>
      {/* Every score of the session, those nobody reached too, so the spread reads true. */}
      <div className={styles.columns}>
        {results.scores.map(({ score, nombre }) => (
          <div
            key={score}
            className={`${styles.column} ${score === results.seuil ? styles.passMark : ''}`}
          >
            <div className={styles.bar}>
              {nombre > 0 && (
                <span className={`${styles.count} ${raised[score] ? styles.raised : ''}`}>
                  {formatNumber(nombre)}
                </span>
              )}
              <span
                className={score >= results.seuil ? styles.passed : styles.failed}
                style={{ height: `${(nombre / top) * 100}%` }}
              />
            </div>
            <span className={styles.score}>
              {score % step === 0 || score === nbQuestions ? formatNumber(score) : ''}
            </span>
          </div>
        ))}
      </div>
      <p className={styles.note}>Participants par nombre de bonnes réponses.</p>
    </ChartFigure>
  );
}

/** The scores someone reached: the drawing's empty columns are the others. */
function ScoresTable({ results, nbQuestions }: ResultsPanelProps) {
  return (
    <table className={charts.table}>
      <caption className={charts.caption}>Répartition des scores</caption>
      <thead>
        <tr>
          <th scope="col">Score</th>
          <th scope="col">Participants</th>
          <th scope="col">Résultat</th>
        </tr>
      </thead>
      <tbody>
        {results.scores
          .filter((line) => line.nombre > 0)
          .map(({ score, nombre }) => (
            <tr key={score}>
              <th scope="row">{outOf(score, nbQuestions)}</th>
              <td>{formatNumber(nombre)}</td>
              <td>{score >= results.seuil ? 'Réussi' : 'Non réussi'}</td>
            </tr>
          ))}
      </tbody>
    </table>
  );
}
