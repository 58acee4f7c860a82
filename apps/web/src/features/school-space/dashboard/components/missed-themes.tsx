import { sharePercent, type MissedTheme } from '@prepacode/domain/contracts/dashboard.contract';
import { schoolLicenceName } from '@prepacode/domain/licences';
import { formatNumber, formatShare } from '../../../../lib/format';
import { ChartFigure } from '../../space/charts/chart-figure';
import charts from '../../space/charts/charts.module.css';

const errorRate = (theme: MissedTheme) => sharePercent(theme.erreurs, theme.reponses) ?? 0;

/** A theme's name, with its licence when the learners prepare several. */
const nameOf = (theme: MissedTheme, several: boolean) =>
  several ? `${theme.libelle} (${schoolLicenceName(theme.permis)})` : theme.libelle;

/** « Thèmes les plus manqués : Croisements 42 %, Circulation 31 %, … ». */
export function missedSummary(themes: readonly MissedTheme[], several: boolean): string {
  return `Thèmes les plus manqués\u202f: ${themes
    .map((theme) => `${nameOf(theme, several)} ${formatShare(errorRate(theme))}`)
    .join(', ')}`;
}

/**
 * The themes the learners miss most, worst first: each one's share of wrong answers across
 * every answer the school's learners gave. Drawn in HTML, as the learner's page draws its
 * themes: a name wraps at 390 px, SVG text does not.
 */
export function MissedThemes({ themes }: { themes: readonly MissedTheme[] }) {
  if (themes.length === 0) {
    return (
      <p className={charts.empty}>
        Pas encore assez de réponses pour classer les thèmes (20 par thème au moins).
      </p>
    );
  }
  const several = new Set(themes.map((theme) => theme.permis)).size > 1;
  return (
    <ChartFigure
      summary={missedSummary(themes, several)}
      tableLabel="Voir les thèmes manqués en tableau"
      table={<MissedTable themes={themes} several={several} />}
    >
      <ul className={charts.legend}>
        <li>
          <span className={charts.keyBar} aria-hidden="true" />
          Part de mauvaises réponses
        </li>
      </ul>
      <ul className={charts.themes}>
        {themes.map((theme) => (
          <li key={`${theme.permis} ${theme.theme}`} className={charts.theme}>
            <span>{nameOf(theme, several)}</span>
            <span className={charts.track}>
              <span className={charts.fill} style={{ width: `${errorRate(theme)}%` }} />
            </span>
            <span className={charts.themeFigures}>
              <strong>{formatShare(errorRate(theme))}</strong>
              {` · ${formatNumber(theme.erreurs)} sur ${formatNumber(theme.reponses)}`}
            </span>
          </li>
        ))}
      </ul>
    </ChartFigure>
  );
}

function MissedTable({ themes, several }: { themes: readonly MissedTheme[]; several: boolean }) {
  return (
    <table className={charts.table}>
      <caption className={charts.caption}>Thèmes les plus manqués</caption>
      <thead>
        <tr>
          <th scope="col">Thème</th>
          <th scope="col">Mauvaises réponses</th>
          <th scope="col">Réponses</th>
        </tr>
      </thead>
      <tbody>
        {themes.map((theme) => (
          <tr key={`${theme.permis} ${theme.theme}`}>
            <th scope="row">{nameOf(theme, several)}</th>
            <td>
              {formatShare(errorRate(theme))}
              <span className={charts.detail}>{formatNumber(theme.erreurs)}</span>
            </td>
            <td>{formatNumber(theme.reponses)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
