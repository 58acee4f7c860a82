import { schoolSpacePath } from '@prepacode/domain/school-space';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { useSpace } from '../space/api/get-space';
import { useSpaceHref } from '../space/href';
import styles from '../space/styles/accounts.module.css';
import page from '../space/styles/page.module.css';
import { LearnersImport } from './components/learners-import';

/** Nothing to read: the page needs only who is signed in, which the frame has read. */
export function loader() {
  return null;
}

/** « Importer des élèves » (issue #19, point 3), for who may manage learners. */
export function Component() {
  const me = useSpace();
  const href = useSpaceHref();
  return (
    <>
      <h1 className={page.title}>Importer des élèves</h1>
      <p className={page.lead}>
        <Link to={href(schoolSpacePath('learners'))} className={styles.backLink}>
          <ArrowLeft aria-hidden="true" size={16} /> Retour à la liste des élèves
        </Link>
      </p>
      {me.actions.includes('gerer_eleves') ? (
        <LearnersImport me={me} />
      ) : (
        <p className={styles.problem} role="alert">
          Votre rôle ne vous permet pas d’importer des élèves.
        </p>
      )}
    </>
  );
}
