import type { OrdreLettrage, Parcours } from '@prepacode/domain/series';
import { Timer } from 'lucide-react';
import { useId, useState } from 'react';
import type { MockExam, SeriesSummary, SeriesTypeEntry } from '../api/get-series-eleve';
import { remainingLabel } from '../digests';
import { NoCreditNotice } from './credits';
import { clockRule, passRule } from './mock-exam-rules';
import styles from './series-types.module.css';
import { StartSerieButton, type CreditUse } from './start-serie-button';

/** The inscription's credits, where the licence counts them (mock exams use one each). */
export interface CreditState {
  remain: number;
  /** The contact tab, to ask the school for more; null when the learner has none. */
  contactHref: string | null;
}

interface SeriesTypesProps {
  types: SeriesTypeEntry[];
  /** The licence's mock exam: the exams card offers one drawn afresh. */
  mockExam: MockExam;
  unfinished: ReadonlySet<string>;
  ordreLettrage: OrdreLettrage;
  onStarted?: () => void;
  /** Null for a licence without credits. */
  credits?: CreditState | null;
}

/**
 * The series to suggest: one in progress, else the first never ended; none once all are ended
 * (issue #40: a finished welcome series offered « Commencer » again).
 */
export function nextSeries(
  series: SeriesSummary[],
  unfinished: ReadonlySet<string>,
): SeriesSummary | undefined {
  return series.find((serie) => unfinished.has(serie.slug)) ?? series.find((serie) => !serie.ended);
}

function SeriesStatus({ serie, inProgress }: { serie: SeriesSummary; inProgress: boolean }) {
  return (
    <span className={styles.badges}>
      {serie.isTimed && (
        <span className={styles.badge}>
          <Timer aria-hidden="true" size={14} /> Chronométrée
        </span>
      )}
      {inProgress ? (
        <span className={styles.badgeProgress}>En cours</span>
      ) : (
        serie.ended && <span className={styles.badgeDone}>Terminée</span>
      )}
    </span>
  );
}

function SeriesTypeCard({
  entry,
  mockExam,
  unfinished,
  ordreLettrage,
  onStarted,
  credits,
}: Omit<SeriesTypesProps, 'types'> & { entry: SeriesTypeEntry }) {
  const [parcours, setParcours] = useState<Parcours>(
    entry.type === 'examen' ? 'examen' : 'entrainement',
  );
  const radioName = useId();
  const noneLeftId = useId();
  const next = nextSeries(entry.series, unfinished);
  const others = entry.series.filter((serie) => serie !== next);
  // A mock exam uses a credit when it starts, not when an unfinished one is resumed.
  const usesCredit = (serie: SeriesSummary) =>
    entry.type === 'examen' && credits != null && !unfinished.has(serie.slug);
  const creditOf = (serie: SeriesSummary): CreditUse | undefined =>
    credits && usesCredit(serie)
      ? { remain: credits.remain, redo: serie.ended, noneLeftId }
      : undefined;
  const noneLeft =
    credits != null && credits.remain <= 0 && entry.series.some((serie) => usesCredit(serie));
  const startButton = (serie: SeriesSummary, variant: 'primary' | 'secondary') => (
    <StartSerieButton
      input={{ slug: serie.slug, parcours, ordreLettrage }}
      seriesName={serie.label}
      variant={variant}
      onStarted={onStarted}
      label={unfinished.has(serie.slug) ? 'Continuer' : serie.ended ? 'Refaire' : 'Commencer'}
      credit={creditOf(serie)}
    />
  );

  const drawn: SeriesSummary = {
    slug: mockExam.slug,
    label: 'Nouvel examen blanc',
    isTimed: true,
    ended: false,
  };

  return (
    <li className={styles.card}>
      <h3 className={styles.title}>{entry.label}</h3>
      <p className={styles.count}>{remainingLabel(entry.remain, entry.total)}</p>
      {entry.type === 'examen' && (
        <fieldset className={styles.conditions}>
          <legend>Conditions</legend>
          <label>
            <input
              type="radio"
              name={radioName}
              checked={parcours === 'examen'}
              onChange={() => setParcours('examen')}
            />
            En conditions d’examen
          </label>
          <label>
            <input
              type="radio"
              name={radioName}
              checked={parcours === 'entrainement'}
              onChange={() => setParcours('entrainement')}
            />
            En entraînement
          </label>
          <p className={styles.hint}>
            {parcours === 'examen'
              ? 'Le temps est compté comme le jour de l’examen et la correction vient à la fin.'
              : 'Chaque réponse est corrigée et expliquée aussitôt, sans chronomètre.'}
          </p>
        </fieldset>
      )}
      {noneLeft && <NoCreditNotice id={noneLeftId} contactHref={credits.contactHref} />}
      {entry.type === 'examen' && (
        <div className={styles.next}>
          <p className={styles.nextLabel}>
            <span className={styles.serieName}>Nouvel examen blanc</span>
            <span className={styles.drawnRule}>
              Tiré au sort comme le jour de l’examen, vos questions jamais vues d’abord
              {'\u202f'}: {clockRule(mockExam)}, {passRule(mockExam)}.
            </span>
            <SeriesStatus serie={drawn} inProgress={unfinished.has(drawn.slug)} />
          </p>
          <StartSerieButton
            input={{ slug: drawn.slug, parcours, ordreLettrage }}
            seriesName={drawn.label}
            onStarted={onStarted}
            label={unfinished.has(drawn.slug) ? 'Continuer' : 'Tirer au sort'}
            credit={creditOf(drawn)}
          />
        </div>
      )}
      {next && (
        <div className={styles.next}>
          <p className={styles.nextLabel}>
            <span className={styles.kicker}>Prochaine série</span>
            <span className={styles.serieName}>{next.label}</span>
            <SeriesStatus serie={next} inProgress={unfinished.has(next.slug)} />
          </p>
          {startButton(next, 'primary')}
        </div>
      )}
      {others.length > 0 && (
        <details className={styles.more}>
          <summary>Toutes les autres séries ({others.length})</summary>
          <ul className={styles.list}>
            {others.map((serie) => (
              <li key={serie.slug} className={styles.row}>
                <span className={styles.rowLabel}>
                  <span className={styles.serieName}>{serie.label}</span>
                  <SeriesStatus serie={serie} inProgress={unfinished.has(serie.slug)} />
                </span>
                {startButton(serie, 'secondary')}
              </li>
            ))}
          </ul>
        </details>
      )}
    </li>
  );
}

/** One card per series type: what remains, the next series to do, and every other series. */
export function SeriesTypes({ types, ...rest }: SeriesTypesProps) {
  if (types.length === 0) {
    return <p>Aucune série n’est encore disponible pour votre formation.</p>;
  }
  return (
    <ul className={styles.cards}>
      {types.map((entry) => (
        <SeriesTypeCard key={entry.type} entry={entry} {...rest} />
      ))}
    </ul>
  );
}
