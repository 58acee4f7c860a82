import { themeTargetReached } from '@prepacode/domain/readiness';
import type { OrdreLettrage } from '@prepacode/domain/series';
import { BadgeCheck } from 'lucide-react';
import { formatPercent, plural } from '../../../lib/format';
import type { ThemeResult } from '../api/get-series-eleve';
import { themeName, type LicenceTheme } from '../api/get-themes';
import { StartSerieButton } from './start-serie-button';
import styles from './theme-chart.module.css';
import { ThemeName } from '../../../components/ui/theme-name';

interface ThemeChartProps {
  results: ThemeResult[];
  themes: Map<string, LicenceTheme> | undefined;
  ordreLettrage: OrdreLettrage;
  onStarted?: () => void;
}

const percent = (value: number) => formatPercent(value / 100);
/** Bars stay inside their track whatever the server sends. */
const clamp = (value: number) => Math.min(100, Math.max(0, value));

/**
 * Score against threshold per theme. The bar is drawn for the eye only: every figure it shows is
 * also written out, so the list reads the same with a screen reader.
 */
export function ThemeChart({ results, themes, ordreLettrage, onStarted }: ThemeChartProps) {
  if (results.length === 0) {
    return <p>Vos résultats par thème apparaîtront ici après vos premières séries.</p>;
  }
  return (
    <ul className={styles.chart}>
      {results.map((result) => {
        const name = themeName(themes, result.themeId);
        const worked = !result.disabled && result.nbQuestions > 0;
        const reached = themeTargetReached({ ...result, answered: result.nbQuestions });
        return (
          <li key={result.themeId} className={result.disabled ? styles.disabled : styles.row}>
            <ThemeName color={themes?.get(result.themeId)?.color} faded={result.disabled}>
              {name}
            </ThemeName>
            <span className={styles.track} aria-hidden="true">
              {worked && (
                <span
                  className={reached ? styles.fillReached : styles.fill}
                  style={{ width: `${clamp(result.score)}%` }}
                />
              )}
              {!result.disabled && (
                <span className={styles.marker} style={{ left: `${clamp(result.limitScore)}%` }} />
              )}
            </span>
            <span className={styles.figures}>
              {result.disabled ? (
                <span>Non disponible</span>
              ) : worked ? (
                <>
                  <span className={styles.value}>
                    {percent(result.score)} — objectif {percent(result.limitScore)}
                    {reached && (
                      <span className={styles.reached}>
                        <BadgeCheck aria-hidden="true" size={16} /> atteint
                      </span>
                    )}
                  </span>
                  <span className={styles.count}>
                    {plural(result.nbQuestions, 'question répondue', 'questions répondues')}
                  </span>
                </>
              ) : (
                <span>Pas encore travaillé</span>
              )}
            </span>
            {!result.disabled && result.seriesSlug && (
              <StartSerieButton
                input={{ slug: result.seriesSlug, parcours: 'entrainement', ordreLettrage }}
                seriesName={`thème ${name}`}
                variant="secondary"
                onStarted={onStarted}
                label="S’entraîner"
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
