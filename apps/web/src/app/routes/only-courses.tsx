import { useParams } from 'react-router';
import { useUtilisateur } from '../../features/profile/api/get-utilisateur';
import { courseTitle } from '../tabs';

/**
 * /courses/{label} and /only-courses/{label} (spec §2): named like the application's tab. The
 * course viewer itself comes with issue #8.
 */
export function OnlyCoursesRoute() {
  const { label } = useParams();
  const { data: profile } = useUtilisateur();
  const application = profile?.applications.find((candidate) => candidate.label === label);
  return (
    <>
      <h1>{application ? courseTitle(application) : 'Mes cours'}</h1>
      {application ? (
        <p>{application.title}</p>
      ) : (
        <p>Cette application de cours n’est pas ouverte sur votre compte.</p>
      )}
    </>
  );
}
