import type { LicenceResults } from '@prepacode/domain/contracts/dashboard.contract';
import { EXAM_TESTS } from '@prepacode/domain/contracts/exam.contract';
import { schoolLicenceName } from '@prepacode/domain/licences';
import { formatNumber, formatShare } from '../../../../lib/format';
import charts from '../../space/charts/charts.module.css';
import { shareText } from './key-figures';
import styles from './dashboard.module.css';

/**
 * Each licence's results over the months shown, set against the national rate where one is
 * published: all attempts counted, so it compares with « Réussite, tous passages ».
 */
export function LicenceResultsTable({ permis }: { permis: readonly LicenceResults[] }) {
  const sources = permis.flatMap((line) => (line.national ? [line.national] : []));
  return (
    <>
      <div
        className={charts.tableBox}
        tabIndex={0}
        role="region"
        aria-label="Résultats d’examen par permis sur 12 mois"
      >
        <table className={charts.table}>
          <caption className={charts.caption}>Résultats d’examen par permis sur 12 mois</caption>
          <thead>
            <tr>
              <th scope="col">Permis</th>
              <th scope="col">Résultats</th>
              <th scope="col">Réussite, tous passages</th>
              <th scope="col">Au premier passage</th>
              <th scope="col">Moyenne nationale</th>
            </tr>
          </thead>
          <tbody>
            {permis.map((line) => (
              <tr key={line.permis}>
                <th scope="row">
                  {schoolLicenceName(line.permis)}
                  <span className={charts.detail}>{EXAM_TESTS[line.permis].acronym}</span>
                </th>
                <td>{formatNumber(line.resultats)}</td>
                <td>
                  {shareText(line.favorables, line.resultats)}
                  <span className={charts.detail}>
                    {`${formatNumber(line.favorables)} sur ${formatNumber(line.resultats)}`}
                  </span>
                </td>
                <td>
                  {shareText(line.premiers_favorables, line.premiers)}
                  <span className={charts.detail}>
                    {`${formatNumber(line.premiers_favorables)} sur ${formatNumber(line.premiers)}`}
                  </span>
                </td>
                <td>
                  {line.national ? formatShare(line.national.taux) : 'Non publiée'}
                  {line.national && (
                    <span className={charts.detail}>{`en ${line.national.annee}`}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {sources.length > 0 && (
        <p className={styles.note}>
          {`Moyennes nationales, tous passages confondus\u202f: ${sources
            .map((rate) => `${rate.epreuve}, ${rate.source}`)
            .join('\u202f; ')}. Le taux au premier passage n’est pas publié.`}
        </p>
      )}
    </>
  );
}
