import { schoolSpacePath } from '@prepacode/domain/school-space';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { useSpaceHref } from '../space/href';
import { schoolQueryClient } from '../space/query-client';
import { learnerFileQuery } from './api/get-learner-file';
import styles from './components/learner-file.module.css';
import { LearnerFileView } from './components/learner-file';

/** The learner's file for the licence of the address (`formation`), or the server's choice. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const formation = new URL(request.url).searchParams.get('formation');
  await schoolQueryClient.ensureQueryData(learnerFileQuery(params['eleve'] ?? '', formation));
  return null;
}

/** A learner's page (/central/eleves/:eleve), one licence at a time. */
export function Component() {
  const { eleve = '' } = useParams();
  const [search] = useSearchParams();
  const { data: file } = useSuspenseQuery(learnerFileQuery(eleve, search.get('formation')));
  const href = useSpaceHref();
  return (
    <>
      <p className={styles.back}>
        <Link to={href(schoolSpacePath('learners'))}>Tous les élèves</Link>
      </p>
      <LearnerFileView file={file} />
    </>
  );
}
