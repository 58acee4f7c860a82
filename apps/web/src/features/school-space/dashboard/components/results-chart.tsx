import type { MonthResults } from '@prepacode/domain/contracts/dashboard.contract';
import { LOCALE } from '@prepacode/domain/locale';
import { formatNumber, plural } from '../../../../lib/format';
import { ChartFigure, ValueGrid } from '../../space/charts/chart-figure';
import charts from '../../space/charts/charts.module.css';
import { useChartWidth } from '../../space/charts/use-chart-width';
import { BAR_HEIGHT, BAR_MARGIN, barScales } from '../../space/charts/week-bars';
import { shareText } from './key-figures';

/** Room a month's name needs under its bar; below it, every other one is written. */
const LABEL_ROOM = 44;

const shortMonth = new Intl.DateTimeFormat(LOCALE, { month: 'short', timeZone: 'UTC' });
const longMonth = new Intl.DateTimeFormat(LOCALE, {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const firstDay = (month: string) => new Date(`${month}-01T00:00:00Z`);
/** 'yyyy-MM' → « déc. », « novembre 2026 ». */
export const monthShort = (month: string) => shortMonth.format(firstDay(month));
export const monthLong = (month: string) => longMonth.format(firstDay(month));

/** « 12 mois : 14 résultats, 10 favorables (71,4 %) ; ce mois-ci : 2 résultats ». */
export function resultsSummary(mois: readonly MonthResults[]): string {
  const results = mois.reduce((sum, month) => sum + month.resultats, 0);
  const passed = mois.reduce((sum, month) => sum + month.favorables, 0);
  const current = mois.at(-1);
  let text = `${mois.length} mois\u202f: ${plural(results, 'résultat')}, ${plural(passed, 'favorable')} (${shareText(passed, results)})`;
  if (current) text += `\u202f; ce mois-ci\u202f: ${plural(current.resultats, 'résultat')}`;
  return text;
}

/** Each month's exam results, the favourable ones under the others. */
export function ResultsChart({ mois }: { mois: readonly MonthResults[] }) {
  const [boxRef, width] = useChartWidth(640);
  if (!mois.some((month) => month.resultats > 0)) {
    return <p className={charts.empty}>Aucun résultat d’examen enregistré ces 12 derniers mois.</p>;
  }
  const { x, y, plotRight, plotBottom, labelled } = barScales(
    mois.map((month) => month.mois),
    width,
    Math.max(4, ...mois.map((month) => month.resultats)),
    LABEL_ROOM,
  );

  return (
    <ChartFigure
      summary={resultsSummary(mois)}
      tableLabel="Voir les résultats par mois en tableau"
      boxRef={boxRef}
      table={<ResultsTable mois={mois} />}
    >
      <ul className={charts.legend}>
        <li>
          <span className={charts.keyPassed} aria-hidden="true" />
          Favorables
        </li>
        <li>
          <span className={charts.keyFailed} aria-hidden="true" />
          Défavorables
        </li>
      </ul>
      <svg className={charts.svg} width={width} height={BAR_HEIGHT} aria-hidden="true">
        <ValueGrid
          y={y}
          left={BAR_MARGIN.left}
          right={plotRight}
          bottom={plotBottom}
          format={(tick) => formatNumber(tick)}
        />
        {mois.map((month, index) => {
          const left = x(month.mois) ?? 0;
          const failed = month.resultats - month.favorables;
          return (
            <g key={month.mois}>
              {month.favorables > 0 && (
                <rect
                  className={charts.barPassed}
                  x={left}
                  y={y(month.favorables)}
                  width={x.bandwidth()}
                  height={plotBottom - y(month.favorables)}
                />
              )}
              {failed > 0 && (
                <rect
                  className={charts.barFailed}
                  x={left + 1}
                  y={y(month.resultats) + 1}
                  width={Math.max(0, x.bandwidth() - 2)}
                  height={Math.max(0, y(month.favorables) - y(month.resultats) - 2)}
                />
              )}
              {labelled(index) && (
                <text
                  className={charts.tick}
                  x={left + x.bandwidth() / 2}
                  y={plotBottom + 22}
                  textAnchor="middle"
                >
                  {monthShort(month.mois)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <p className={charts.axisNote}>Résultats par mois de l’examen.</p>
    </ChartFigure>
  );
}

function ResultsTable({ mois }: { mois: readonly MonthResults[] }) {
  return (
    <table className={charts.table}>
      <caption className={charts.caption}>Résultats d’examen par mois</caption>
      <thead>
        <tr>
          <th scope="col">Mois</th>
          <th scope="col">Résultats</th>
          <th scope="col">Favorables</th>
          <th scope="col">Réussite</th>
          <th scope="col">Au premier passage</th>
        </tr>
      </thead>
      <tbody>
        {mois.map((month) => (
          <tr key={month.mois}>
            <th scope="row">{monthLong(month.mois)}</th>
            <td>{formatNumber(month.resultats)}</td>
            <td>{formatNumber(month.favorables)}</td>
            <td>{shareText(month.favorables, month.resultats)}</td>
            <td>
              {shareText(month.premiers_favorables, month.premiers)}
              <span className={charts.detail}>
                {`${formatNumber(month.premiers_favorables)} sur ${formatNumber(month.premiers)}`}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
