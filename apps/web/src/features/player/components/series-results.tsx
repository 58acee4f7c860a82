import { TEMPS_MAJORE_RESULTS } from '@prepacode/domain/preferences';
import { serieParamsSchema } from '@prepacode/domain/contracts/series.contract';
import { isGradedSeries } from '@prepacode/domain/series';
import { Check, Minus, X } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import button from '../../../components/ui/button.module.css';
import { inPart, markText } from '../../../lib/exam-text';
import { formatDate, formatNumber, plural } from '../../../lib/format';
import { useSeriesResult, type Mark, type SeriesResult } from '../api/get-details';
import { Problem, SeriesNotFound, hasStatus } from './problem';
import { QuestionReviewList } from './question-review';
import { ThemeBars } from './theme-bars';
import styles from './series-results.module.css';
import ui from './ui.module.css';

/** The results of an ended attempt: score, pass or fail, themes, then every question. */
/**
 * `next`: what to do after this series (issue #40, « Prochaine étape »), which the route composes
 * from the learner's series; shown with the results, before the ways out.
 */
export function SeriesResults({ serieId, next }: { serieId: string; next?: ReactNode }) {
  const valid = serieParamsSchema.safeParse({ id: serieId }).success;
  const result = useSeriesResult(serieId, valid);

  if (!valid || hasStatus(result.error, 404)) {
    return (
      <>
        <h1>Série introuvable</h1>
        <SeriesNotFound />
      </>
    );
  }
  if (hasStatus(result.error, 409)) {
    return (
      <Page title="Série en cours">
        <p>Cette série n’est pas terminée : ses résultats s’afficheront à la dernière réponse.</p>
        <Link to={`/player/${serieId}`} className={`${button.primary} ${ui.action}`}>
          Reprendre la série
        </Link>
      </Page>
    );
  }
  if (result.error) {
    return (
      <Page title="Résultats de la série">
        <Problem error={result.error} onRetry={() => void result.refetch()} />
      </Page>
    );
  }
  if (!result.data) {
    return (
      <Page title="Résultats de la série">
        <p role="status">Chargement des résultats…</p>
      </Page>
    );
  }
  return <Results result={result.data} next={next} />;
}

/**
 * Every state but « not found » offers the same ways out, before the long list of questions
 * (`review`) so that they are not 40 disclosures away.
 */
function Page({
  title,
  children,
  review,
  next,
}: {
  title: string;
  children: ReactNode;
  review?: ReactNode;
  next?: ReactNode;
}) {
  return (
    <>
      <h1>{title}</h1>
      {children}
      {next}
      <nav aria-label="Après la série" className={styles.links}>
        <Link
          to="/dashboard"
          className={next ? button.secondary : `${button.primary} ${ui.action}`}
        >
          Retour au tableau de bord
        </Link>
        <Link to="/history" className={button.secondary}>
          Mon historique
        </Link>
      </nav>
      {review}
    </>
  );
}

/**
 * The verdict of an exam marked out of a total (hauturier): the points overall, and the
 * minimum of each part that has one (« dont 7 sur 12 aux travaux sur la carte »).
 */
function markedVerdict(result: SeriesResult, mark: Mark): string {
  const needed = `${plural(result.passMark, 'point')} sur ${formatNumber(mark.outOf)}`;
  const minimums = result.parts.flatMap((part) =>
    part.mark && part.passMark > 0
      ? [
          `${formatNumber(part.passMark)} sur ${formatNumber(part.mark.outOf)} ${inPart(part.label)}`,
        ]
      : [],
  );
  const including = minimums.length > 0 ? `, dont ${minimums.join(' et ')}` : '';
  return result.passed
    ? `Réussi : ${needed} au moins étaient nécessaires${including}.`
    : `Pas encore : il faut ${needed} pour réussir${including}.`;
}

/** What the real test would have said: the mark overall, and each part's where it has parts. */
function verdict(result: SeriesResult, needed: string): string {
  if (result.mark) return markedVerdict(result, result.mark);
  if (result.parts.length > 0) {
    const count = result.parts.length;
    return result.passed
      ? `Réussi : la moyenne est atteinte dans chacune des ${count} parties.`
      : `Pas encore : il faut la moyenne dans chacune des ${count} parties pour réussir.`;
  }
  return result.passed
    ? `Réussi : ${needed} au moins étaient nécessaires.`
    : `Pas encore : ${needed} au moins sont nécessaires pour réussir.`;
}

function Results({ result, next }: { result: SeriesResult; next?: ReactNode }) {
  const id = useId();
  const needed = plural(result.passMark, 'bonne réponse', 'bonnes réponses');
  return (
    <Page
      title={result.label}
      next={next}
      review={
        <QuestionReviewList
          serieId={String(result.id)}
          questions={result.questions}
          themes={result.themes}
        />
      }
    >
      <p className={styles.meta}>
        {result.parcours === 'examen' ? 'Mode examen' : 'Mode entraînement'}
        {result.timed ? ', chronométré' : ''} · {formatDate(result.date)}
      </p>
      {result.timeExtension && result.timeExtension !== 'non' && (
        <p className={styles.meta}>{TEMPS_MAJORE_RESULTS[result.timeExtension]}</p>
      )}
      <section
        className={`${styles.card} ${styles.summary} ${ui.tones}`}
        aria-labelledby={`${id}-score`}
      >
        <h2 id={`${id}-score`} className={styles.scoreTitle}>
          Votre score
        </h2>
        {result.mark ? (
          <p className={styles.score}>
            <strong>{markText(result.mark)}</strong>
          </p>
        ) : (
          <p className={styles.score}>
            <strong>
              {result.score} / {result.nbQuestions}
            </strong>{' '}
            bonnes réponses
          </p>
        )}
        {/* The welcome series only shows how the player works: no pass or fail (issue #18). */}
        {isGradedSeries(result.type) && (
          <p className={`${styles.verdict} ${result.passed ? styles.passed : styles.failed}`}>
            {result.passed ? (
              <Check aria-hidden="true" size={22} />
            ) : (
              <X aria-hidden="true" size={22} />
            )}
            {verdict(result, needed)}
          </p>
        )}
      </section>
      {result.parts.length > 0 && (
        <section className={`${styles.card} ${ui.tones}`} aria-labelledby={`${id}-parts`}>
          <h2 id={`${id}-parts`}>Résultats par partie</h2>
          <ul className={styles.parts}>
            {result.parts.map((part) =>
              part.mark ? (
                <MarkedPart key={part.label} part={part} mark={part.mark} />
              ) : (
                <li key={part.label} className={part.passed ? styles.passed : styles.failed}>
                  {part.passed ? (
                    <Check aria-hidden="true" size={18} />
                  ) : (
                    <X aria-hidden="true" size={18} />
                  )}
                  <span>
                    {part.label}
                    {'\u202f'}: {part.nbRight} / {part.nbQuestions}, {part.passMark} nécessaires
                    {part.passed ? ' (moyenne atteinte)' : ' (pas encore)'}
                  </span>
                </li>
              ),
            )}
          </ul>
        </section>
      )}
      {result.themes.length > 0 && (
        <section className={styles.card} aria-labelledby={`${id}-themes`}>
          <h2 id={`${id}-themes`}>Résultats par thème</h2>
          <ThemeBars themes={result.themes} passShare={passShareOf(result)} />
        </section>
      )}
    </Page>
  );
}

/**
 * A part marked in points (hauturier): « 6/12 », and its own minimum only where it has one
 * (the chart work's 7 of 12); a part without one only counts towards the total.
 */
function MarkedPart({ part, mark }: { part: SeriesResult['parts'][number]; mark: Mark }) {
  if (part.passMark <= 0) {
    return (
      <li>
        <Minus aria-hidden="true" size={18} />
        <span>
          {part.label}
          {'\u202f'}: {markText(mark)}
        </span>
      </li>
    );
  }
  return (
    <li className={part.passed ? styles.passed : styles.failed}>
      {part.passed ? <Check aria-hidden="true" size={18} /> : <X aria-hidden="true" size={18} />}
      <span>
        {part.label}
        {'\u202f'}: {markText(mark)}, au moins {formatNumber(part.passMark)}
        {part.passed ? ' (minimum atteint)' : ' (pas encore)'}
      </span>
    </li>
  );
}

/**
 * The pass mark as a share of the questions, which a theme's bar is measured against; none for
 * a series without a pass mark or marked in points (hauturier), where a theme has no mark.
 */
function passShareOf(result: SeriesResult): number | null {
  if (result.mark !== null || result.passMark <= 0 || result.nbQuestions === 0) return null;
  return result.passMark / result.nbQuestions;
}
