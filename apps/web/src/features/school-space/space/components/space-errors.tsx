import { Link, useLocation } from 'react-router';
import { SCHOOL_SPACE_PAGES } from '@prepacode/domain/school-space';
import { ErrorNotice, ErrorPage } from '../../../../components/ui/error-notice';
import { spaceHref } from '../href';

// The school space's boundaries: a page that throws shows its message inside the frame, whose
// header and menu stay; what the frame itself could not load (who is signed in) is a page.

/** A page's boundary, in the frame's `<main>`. */
export function SpacePageError() {
  const { search } = useLocation();
  return (
    <ErrorNotice
      way={
        <Link to={spaceHref(SCHOOL_SPACE_PAGES.learners.path, search)}>
          Retour à la liste des élèves
        </Link>
      }
    />
  );
}

/** The frame's boundary; a full load of the login page, which starts the space afresh. */
export function SpaceError() {
  const { search } = useLocation();
  return <ErrorPage way={<a href={`/central/login${search}`}>Retour à la connexion</a>} />;
}
