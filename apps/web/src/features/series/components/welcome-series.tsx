import type { OrdreLettrage } from '@prepacode/domain/series';
import { CornerDownLeft, Keyboard, MousePointerClick, RotateCcw, Volume2 } from 'lucide-react';
import { useId } from 'react';
import type { SeriesTypeEntry } from '../api/get-series-eleve';
import panel from '../../../components/ui/panel.module.css';
import { nextSeries } from './series-types';
import { StartSerieButton } from './start-serie-button';
import styles from './welcome-series.module.css';

interface WelcomeSeriesProps {
  /** The series type entry of type `accueil`. */
  entry: SeriesTypeEntry;
  unfinished: ReadonlySet<string>;
  ordreLettrage: OrdreLettrage;
}

/** The welcome series: a first, untimed series that shows how the player works. */
export function WelcomeSeries({ entry, unfinished, ordreLettrage }: WelcomeSeriesProps) {
  const titleId = useId();
  const serie = nextSeries(entry.series, unfinished);
  if (!serie) return null;
  const resuming = unfinished.has(serie.slug);
  return (
    <section className={panel.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={panel.title}>
        {entry.label}
      </h2>
      <p className={panel.text}>
        Commencez par cette courte série : elle vous montre comment répondre aux questions, pas à
        pas, avec la correction après chaque réponse.
      </p>
      <ul className={styles.steps}>
        <li>
          <MousePointerClick aria-hidden="true" size={20} />
          <span>
            Sélectionnez une ou plusieurs réponses : certaines questions en ont plusieurs de justes.
          </span>
        </li>
        <li>
          <CornerDownLeft aria-hidden="true" size={20} />
          <span>
            « Valider » enregistre votre choix ; « Effacer » retire votre sélection pour
            recommencer.
          </span>
        </li>
        <li className={styles.keyboard}>
          <Keyboard aria-hidden="true" size={20} />
          <span>
            Au clavier : les touches A à D choisissent une réponse, Entrée valide, Retour arrière
            efface.
          </span>
        </li>
        <li>
          <Volume2 aria-hidden="true" size={20} />
          <span>Le bouton de lecture à voix haute lit la question et ses réponses.</span>
        </li>
        <li>
          <RotateCcw aria-hidden="true" size={20} />
          <span>Vous pouvez quitter à tout moment et reprendre plus tard où vous en étiez.</span>
        </li>
      </ul>
      <StartSerieButton
        input={{ slug: serie.slug, parcours: 'entrainement', ordreLettrage }}
        seriesName={resuming ? entry.label : undefined}
        label={resuming ? 'Continuer' : 'Commencer la série de bienvenue'}
      />
    </section>
  );
}
