import { sharePercent, type Dashboard } from '@prepacode/domain/contracts/dashboard.contract';
import { formatNumber, formatShare, plural } from '../../../../lib/format';
import styles from './dashboard.module.css';

/** A share, or « — » when nothing was counted. */
export const shareText = (part: number, whole: number) => {
  const share = sharePercent(part, whole);
  return share === null ? '—' : formatShare(share);
};

/** The results of the months shown, all licences together. */
export function resultTotals(dashboard: Dashboard) {
  return dashboard.resultats.permis.reduce(
    (sum, line) => ({
      resultats: sum.resultats + line.resultats,
      favorables: sum.favorables + line.favorables,
      premiers: sum.premiers + line.premiers,
      premiers_favorables: sum.premiers_favorables + line.premiers_favorables,
    }),
    { resultats: 0, favorables: 0, premiers: 0, premiers_favorables: 0 },
  );
}

/** The page's first row: what a manager reads first, each figure with what it is made of. */
export function KeyFigures({ dashboard }: { dashboard: Dashboard }) {
  const { activite } = dashboard;
  const results = resultTotals(dashboard);
  const figures: [label: string, value: string, detail: string][] = [
    [
      'Actifs cette semaine',
      formatNumber(activite.actifs_semaine),
      `sur ${plural(activite.inscrits, 'élève inscrit', 'élèves inscrits')}`,
    ],
    ['Actifs ce mois-ci', formatNumber(activite.actifs_mois), 'depuis le 1er du mois'],
    [
      'Examens blancs ce mois-ci',
      formatNumber(activite.examens_blancs_mois),
      `dont ${formatNumber(activite.examens_blancs_semaine)} cette semaine`,
    ],
    [
      'Prêts pour l’examen',
      shareText(activite.prets, activite.evaluables),
      `${formatNumber(activite.prets)} sur ${formatNumber(activite.evaluables)}`,
    ],
    [
      'Réussite au premier passage',
      shareText(results.premiers_favorables, results.premiers),
      `${plural(results.premiers, 'premier passage', 'premiers passages')} en 12 mois`,
    ],
    [
      'Réussite, tous passages',
      shareText(results.favorables, results.resultats),
      `${plural(results.resultats, 'résultat')} en 12 mois`,
    ],
  ];
  return (
    <dl className={styles.figures}>
      {figures.map(([label, value, detail]) => (
        <div key={label} className={styles.figure}>
          <dt>{label}</dt>
          <dd className={styles.value}>{value}</dd>
          <dd className={styles.detail}>{detail}</dd>
        </div>
      ))}
    </dl>
  );
}
