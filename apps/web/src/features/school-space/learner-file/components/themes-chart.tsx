import type { ThemeRate } from '@prepacode/domain/contracts/learner-file.contract';
import { themeTargetReached } from '@prepacode/domain/readiness';
import { formatNumber, formatPercent } from '../../../../lib/format';
import { ChartFigure } from '../../space/charts/chart-figure';
import styles from '../../space/charts/charts.module.css';
import { ThemeName } from '../../../../components/ui/theme-name';

const percent = (value: number) => formatPercent(value / 100);
/** Bars and markers stay inside their track whatever the server sends. */
const clamp = (value: number) => Math.min(100, Math.max(0, value));

type Standing = 'atteint' | 'dessous' | 'jamais' | 'sans';

/** Where a theme stands: a target reached or not, never answered, or no target at all. */
function standingOf(theme: ThemeRate): Standing {
  if (theme.desactive) return 'sans';
  if (theme.repondues === 0) return 'jamais';
  // The learner's own dashboard says the same (domain readiness.ts: enough answers too).
  const reached = themeTargetReached({
    themeId: theme.libelle,
    answered: theme.repondues,
    score: theme.taux,
    limitScore: theme.cible,
    disabled: theme.desactive,
  });
  return reached ? 'atteint' : 'dessous';
}

const STANDING_TEXT: Record<Standing, string> = {
  atteint: 'Objectif atteint',
  dessous: 'Sous l’objectif',
  jamais: 'Pas encore travaillé',
  sans: 'Sans objectif',
};

/** Under the target in the table: the rate's cell already says when nothing was answered. */
const TABLE_STANDING: Record<Exclude<Standing, 'jamais'>, string> = {
  atteint: 'atteint',
  dessous: 'non atteint',
  sans: 'sans objectif',
};

const themesCount = (count: number) => (count === 1 ? '1 thème' : `${count} thèmes`);

/**
 * « 8 thèmes avec objectif : 5 atteints, 3 en dessous (Circulation 72 % pour 80 %, …) ;
 * 1 thème sans objectif ».
 */
export function themesSummary(themes: ThemeRate[]): string {
  const targeted = themes.filter((theme) => !theme.desactive);
  const reached = targeted.filter((theme) => standingOf(theme) === 'atteint').length;
  const below = targeted.filter((theme) => standingOf(theme) !== 'atteint');
  let text = `${themesCount(targeted.length)} avec objectif\u202f: ${formatNumber(reached)} ${
    reached > 1 ? 'atteints' : 'atteint'
  }`;
  if (below.length > 0) {
    const names = below
      .map((theme) =>
        theme.repondues > 0
          ? `${theme.libelle} ${percent(theme.taux)} pour ${percent(theme.cible)}`
          : `${theme.libelle} pas encore travaillé`,
      )
      .join(', ');
    text += `, ${formatNumber(below.length)} en dessous (${names})`;
  }
  const without = themes.length - targeted.length;
  if (without > 0) text += `\u202f; ${themesCount(without)} sans objectif`;
  return text;
}

interface ThemesChartProps {
  /** Every theme of the licence, in the dashboard's order. */
  themes: ThemeRate[];
}

/**
 * Each theme's rate of right answers against its target. Drawn in HTML rather than SVG: a
 * theme's name wraps at 390 px, which SVG text does not. Themes without a target are shown
 * greyed, with « Sans objectif » and no marker, as the learner's own dashboard shows them.
 */
export function ThemesChart({ themes }: ThemesChartProps) {
  if (!themes.some((theme) => theme.repondues > 0)) {
    return (
      <p className={styles.empty}>
        {'Aucune question répondue pour l’instant\u202f: les taux par thème apparaîtront ici.'}
      </p>
    );
  }
  return (
    <ChartFigure
      summary={themesSummary(themes)}
      tableLabel="Voir les taux par thème en tableau"
      table={<ThemesTable themes={themes} />}
    >
      <ul className={styles.legend}>
        <li>
          <span className={styles.keyBar} aria-hidden="true" />
          Taux de bonnes réponses
        </li>
        <li>
          <span className={styles.keyMarker} aria-hidden="true" />
          Objectif
        </li>
      </ul>
      <ul className={styles.themes}>
        {themes.map((theme) => {
          const standing = standingOf(theme);
          return (
            <li key={theme.theme_id} className={theme.desactive ? styles.themeOff : styles.theme}>
              <ThemeName color={theme.couleur} faded={theme.desactive}>
                {theme.libelle}
              </ThemeName>
              <span className={styles.track}>
                {theme.repondues > 0 && (
                  <span
                    className={standing === 'atteint' ? styles.fillReached : styles.fill}
                    style={{ width: `${clamp(theme.taux)}%` }}
                  />
                )}
                {!theme.desactive && (
                  <span className={styles.marker} style={{ left: `${clamp(theme.cible)}%` }} />
                )}
              </span>
              <span className={styles.themeFigures}>
                {standing === 'sans' || standing === 'jamais' ? (
                  <>
                    {theme.repondues > 0 ? `${percent(theme.taux)} · ` : ''}
                    {STANDING_TEXT[standing]}
                  </>
                ) : (
                  <>
                    <strong>{percent(theme.taux)}</strong> / {percent(theme.cible)} ·{' '}
                    {STANDING_TEXT[standing]}
                  </>
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </ChartFigure>
  );
}

function ThemesTable({ themes }: ThemesChartProps) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>Taux de bonnes réponses par thème</caption>
      <thead>
        <tr>
          <th scope="col">Thème</th>
          <th scope="col">Taux</th>
          <th scope="col">Objectif</th>
        </tr>
      </thead>
      <tbody>
        {themes.map((theme) => {
          const standing = standingOf(theme);
          return (
            <tr key={theme.theme_id}>
              <th scope="row">{theme.libelle}</th>
              <td>
                {theme.repondues > 0 ? percent(theme.taux) : '—'}
                <span className={styles.detail}>
                  {theme.repondues > 0
                    ? `${formatNumber(theme.justes)} sur ${formatNumber(theme.repondues)}`
                    : 'Aucune réponse'}
                </span>
              </td>
              <td>
                {theme.desactive ? '—' : percent(theme.cible)}
                {standing !== 'jamais' && (
                  <span className={styles.detail}>{TABLE_STANDING[standing]}</span>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
