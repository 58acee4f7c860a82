import type { Dashboard } from '@prepacode/domain/contracts/dashboard.contract';
import { schoolLicenceName } from '@prepacode/domain/licences';
import { schoolSpacePath } from '@prepacode/domain/school-space';
import { Download } from 'lucide-react';
import { Link } from 'react-router';
import button from '../../../../components/ui/button.module.css';
import { formatDate, plural } from '../../../../lib/format';
import { useSpace } from '../../space/api/get-space';
import charts from '../../space/charts/charts.module.css';
import { useSpaceHref } from '../../space/href';
import styles from './dashboard.module.css';

/**
 * The learners whose access ends within 30 days, the soonest first: each opens their page, and
 * the whole list is the learners list's « Accès bientôt fini » filter, and its spreadsheet.
 */
export function EndingAccess({
  ending,
  ecole,
  showSchool,
}: {
  ending: Dashboard['fins_acces'];
  ecole: string | undefined;
  showSchool: boolean;
}) {
  const me = useSpace();
  const href = useSpaceHref();
  if (ending.total === 0) {
    return <p className={charts.empty}>Aucun accès ne se termine dans les 30 prochains jours.</p>;
  }
  const filter = { acces: 'bientot', ...(ecole ? { ecole } : {}) };
  return (
    <>
      <ul className={styles.ending}>
        {ending.eleves.map((row) => (
          <li key={row.inscription}>
            <Link
              to={href(schoolSpacePath('learner', { eleve: row.eleve }), {
                formation: String(row.inscription),
              })}
            >
              {row.prenom} {row.nom}
            </Link>
            <span className={styles.muted}>
              {` · ${schoolLicenceName(row.permis)}${showSchool ? ` · ${row.ecole}` : ''}`}
            </span>
            <span className={styles.endDate}>jusqu’au {formatDate(row.acces_jusquau)}</span>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Link className={button.secondary} to={href(schoolSpacePath('learners'), filter)}>
          {ending.total > ending.eleves.length
            ? `Voir les ${plural(ending.total, 'élève')} dans la liste`
            : 'Voir dans la liste des élèves'}
        </Link>
        {me.actions.includes('exporter_eleves') && (
          <a
            className={`${button.secondary} ${styles.export}`}
            href={`/central/api/ecole/eleves.csv?${new URLSearchParams(filter).toString()}`}
            download
          >
            <Download aria-hidden="true" size={18} />
            Exporter ces élèves (CSV)
          </a>
        )}
      </div>
    </>
  );
}
