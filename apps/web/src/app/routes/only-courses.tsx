import { useParams } from 'react-router';
import { useUtilisateur } from '../../features/profile/api/get-utilisateur';

/** Courses-only mode (spec §2 `only-courses`): the course viewer itself comes with issue #8. */
export function OnlyCoursesRoute() {
  const { label } = useParams();
  const { data: profile } = useUtilisateur();
  const application = profile?.applications.find((candidate) => candidate.label === label);
  return (
    <>
      <h1>Mes cours</h1>
      {application ? (
        <p>{application.title}</p>
      ) : (
        <p>Cette application de cours n’est pas ouverte sur votre compte.</p>
      )}
    </>
  );
}
