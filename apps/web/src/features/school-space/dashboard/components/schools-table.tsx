import type { SchoolFigures } from '@prepacode/domain/contracts/dashboard.contract';
import { Link } from 'react-router';
import { formatNumber } from '../../../../lib/format';
import charts from '../../space/charts/charts.module.css';
import { shareText } from './key-figures';

/** The network's schools side by side: each line is what that school's own page shows. */
export function SchoolsTable({
  ecoles,
  hrefOf,
}: {
  ecoles: readonly SchoolFigures[];
  /** The address of one school's own figures. */
  hrefOf: (id: string) => string;
}) {
  return (
    <div className={charts.tableBox} tabIndex={0} role="region" aria-label="Chiffres par école">
      <table className={charts.table}>
        <caption className={charts.caption}>Chiffres par école</caption>
        <thead>
          <tr>
            <th scope="col">École</th>
            <th scope="col">Inscrits</th>
            <th scope="col">Actifs cette semaine</th>
            <th scope="col">Actifs ce mois-ci</th>
            <th scope="col">Examens blancs ce mois-ci</th>
            <th scope="col">Prêts</th>
            <th scope="col">Réussite au premier passage</th>
            <th scope="col">Réussite, tous passages</th>
            <th scope="col">Accès finissant sous 30 jours</th>
          </tr>
        </thead>
        <tbody>
          {ecoles.map((school) => (
            <tr key={school.id}>
              <th scope="row">
                <Link to={hrefOf(school.id)}>{school.nom}</Link>
              </th>
              <td>{formatNumber(school.inscrits)}</td>
              <td>{formatNumber(school.actifs_semaine)}</td>
              <td>{formatNumber(school.actifs_mois)}</td>
              <td>{formatNumber(school.examens_blancs_mois)}</td>
              <td>
                {shareText(school.prets, school.evaluables)}
                <span className={charts.detail}>
                  {`${formatNumber(school.prets)} sur ${formatNumber(school.evaluables)}`}
                </span>
              </td>
              <td>
                {shareText(school.premiers_favorables, school.premiers)}
                <span className={charts.detail}>
                  {`${formatNumber(school.premiers_favorables)} sur ${formatNumber(school.premiers)}`}
                </span>
              </td>
              <td>
                {shareText(school.favorables, school.resultats)}
                <span className={charts.detail}>
                  {`${formatNumber(school.favorables)} sur ${formatNumber(school.resultats)}`}
                </span>
              </td>
              <td>{formatNumber(school.fins_acces)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
