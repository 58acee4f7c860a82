import type { Carte } from '@prepacode/domain/contracts/player.contract';
import { type Dispatch, type SetStateAction, useId, useState } from 'react';
import {
  type ChartView,
  type SvgPoint,
  bearingAndDistance,
  formatBearing,
  formatDistance,
  formatPosition,
  svgToPosition,
  wholeChart,
} from '../chart-geometry';
import hidden from '../../../components/ui/visually-hidden.module.css';
import styles from './chart-viewer.module.css';

/**
 * Where the learner is on the chart: the view (its reticle) and the marked point. Kept by the
 * exercise rather than the viewer, so that on a phone the chart opens and closes over the
 * question without losing either (issue #40).
 */
export interface ChartState {
  view: ChartView;
  setView: Dispatch<SetStateAction<ChartView>>;
  mark: SvgPoint | null;
  setMark: Dispatch<SetStateAction<SvgPoint | null>>;
}

export function useChartState(carte: Carte): ChartState {
  const [view, setView] = useState<ChartView>(() =>
    wholeChart({ width: carte.largeur, height: carte.hauteur }),
  );
  const [mark, setMark] = useState<SvgPoint | null>(null);
  return { view, setView, mark, setMark };
}

/**
 * What the reticle reads: its position, and from the marked point the true route and the
 * distance, as a protractor laid on a paper chart. `brief` (the folded chart of a phone) leaves
 * out the ruler's instructions until a point is marked.
 */
export function ChartReadouts({
  carte,
  state,
  brief = false,
}: {
  carte: Carte;
  state: ChartState;
  brief?: boolean;
}) {
  const ids = useId();
  const reticle = svgToPosition(carte.cadre, state.view.centre);
  const { mark } = state;
  const measure =
    mark && bearingAndDistance(carte.cadre, svgToPosition(carte.cadre, mark), reticle);

  let ruler = 'Aucun point marqué. Visez le point de départ avec le réticule, puis marquez-le.';
  if (measure && measure.distance < 0.05) ruler = 'Le réticule est sur le point marqué.';
  // True only: converting is the learner's exercise.
  else if (measure) {
    ruler =
      `Depuis le point marqué\u202f: route vraie ${formatBearing(measure.bearing)}, ` +
      `distance ${formatDistance(measure.distance)}`;
  }

  // Brief, the labels are read, not shown: the position sits beside the button on one row.
  const label = brief ? hidden.srOnly : undefined;
  return (
    <div className={`${styles.readouts} ${brief ? styles.brief : ''}`}>
      <div className={styles.readout}>
        <label htmlFor={`${ids}-position`} className={label}>
          Position du réticule
        </label>
        <output id={`${ids}-position`}>{formatPosition(reticle)}</output>
      </div>
      {(!brief || mark) && (
        <div className={styles.readout}>
          <label htmlFor={`${ids}-regle`} className={label}>
            Règle et rapporteur
          </label>
          <output id={`${ids}-regle`}>{ruler}</output>
        </div>
      )}
    </div>
  );
}
