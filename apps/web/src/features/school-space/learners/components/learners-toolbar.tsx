import type { LearnersQuery, SchoolSpace } from '@prepacode/domain/contracts/school.contract';
import { schoolSpacePath } from '@prepacode/domain/school-space';
import { Download, FileUp, UserPlus } from 'lucide-react';
import type { Ref } from 'react';
import { Link } from 'react-router';
import button from '../../../../components/ui/button.module.css';
import { useSpaceHref } from '../../space/href';
import styles from '../../space/styles/page.module.css';
import { withLearnerFilters } from '../api/get-learners';

interface LearnersToolbarProps {
  /** The count takes the focus when an action's button has left the page. */
  count: Ref<HTMLParagraphElement>;
  total: number;
  /** The list's filters, which the spreadsheet follows (all its pages). */
  filters: LearnersQuery;
  me: SchoolSpace;
  onCreate: () => void;
}

/** Above the list: how many learners it holds, their spreadsheet, and new learners. */
export function LearnersToolbar({ count, total, filters, me, onCreate }: LearnersToolbarProps) {
  const href = useSpaceHref();
  const query = withLearnerFilters(new URLSearchParams(), {
    ...filters,
    page: undefined,
    taille: undefined,
  }).toString();
  return (
    <div className={styles.toolbar}>
      <p role="status" className={styles.count} ref={count} tabIndex={-1}>
        {total === 1 ? '1 élève' : `${total} élèves`}
      </p>
      {me.actions.includes('exporter_eleves') && (
        // A file from the server, not a page of the space: a plain link.
        <a
          className={`${button.secondary} ${styles.export}`}
          href={`/central/api/ecole/eleves.csv${query ? `?${query}` : ''}`}
          download
        >
          <Download aria-hidden="true" size={18} />
          Exporter la liste (CSV)
        </a>
      )}
      {me.actions.includes('gerer_eleves') && (
        <div className={styles.accountActions}>
          <Link
            className={`${button.secondary} ${styles.export}`}
            to={href(schoolSpacePath('import'))}
          >
            <FileUp aria-hidden="true" size={18} />
            Importer des élèves
          </Link>
          <button type="button" className={`${button.primary} ${styles.export}`} onClick={onCreate}>
            <UserPlus aria-hidden="true" size={18} />
            Nouvel élève
          </button>
        </div>
      )}
    </div>
  );
}
