import type { OrdreLettrage } from '@prepacode/domain/series';
import { Timer } from 'lucide-react';
import { plural } from '../../../lib/format';
import type { PersonalisedSeries as Composed } from '../api/get-series-eleve';
import panel from '../../../components/ui/panel.module.css';
import styles from './personalised-series.module.css';
import { StartSerieButton } from './start-serie-button';

const EXPLANATIONS: Record<Composed['type'], string> = {
  personnalise:
    'Les questions que vous avez manquées reviennent à intervalles de plus en plus longs, et les questions jamais vues de vos thèmes les plus faibles passent en premier.',
  erreurs: 'Vos dernières erreurs, à reprendre pour vérifier que vous avez compris.',
};

interface PersonalisedSeriesProps {
  series: Composed[];
  unfinished: ReadonlySet<string>;
  ordreLettrage: OrdreLettrage;
  onStarted?: () => void;
}

/**
 * The series composed for the learner: the personalised path, and the review of mistakes only
 * when there is a mistake to review (the server leaves it out otherwise; an unfinished review
 * is still offered, to continue it).
 */
export function PersonalisedSeriesCards({
  series,
  unfinished,
  ordreLettrage,
  onStarted,
}: PersonalisedSeriesProps) {
  const offered = series.filter(
    (serie) => serie.type !== 'erreurs' || serie.nbQuestions > 0 || unfinished.has(serie.slug),
  );
  return (
    <ul className={styles.cards}>
      {offered.map((serie) => {
        return (
          <li key={serie.slug} className={panel.panel}>
            <h3 className={panel.title}>{serie.label}</h3>
            <p className={panel.text}>{EXPLANATIONS[serie.type]}</p>
            <p className={panel.muted}>
              {plural(serie.nbQuestions, 'question')}
              {serie.isTimed && (
                <>
                  {' · '}
                  <Timer aria-hidden="true" size={14} /> chronométrée
                </>
              )}
            </p>
            <StartSerieButton
              input={{ slug: serie.slug, parcours: 'entrainement', ordreLettrage }}
              seriesName={serie.label}
              onStarted={onStarted}
              label={unfinished.has(serie.slug) ? 'Continuer' : 'Commencer'}
            />
          </li>
        );
      })}
    </ul>
  );
}
