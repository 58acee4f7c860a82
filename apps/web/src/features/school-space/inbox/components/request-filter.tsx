import type { InboxRequestFilter } from '@prepacode/domain/contracts/inbox.contract';
import { schoolSpacePath } from '@prepacode/domain/school-space';
import { Link } from 'react-router';
import { useSpaceHref } from '../../space/href';
import styles from '../../space/styles/inbox.module.css';

const CHOICES: [InboxRequestFilter, string][] = [
  ['a_traiter', 'À traiter'],
  ['toutes', 'Toutes les demandes'],
];

/**
 * « À traiter » (a decision to take, a result to record) or every request: two links, so that
 * the choice is in the address (back button, a link shared with a colleague).
 */
export function RequestFilter({ current }: { current: InboxRequestFilter }) {
  const href = useSpaceHref();
  return (
    <nav className={styles.filter} aria-label="Demandes affichées">
      {CHOICES.map(([value, label]) => (
        <Link
          key={value}
          to={href(schoolSpacePath('inbox'), value === 'toutes' ? { demandes: value } : {})}
          aria-current={value === current ? 'page' : undefined}
          replace
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}
