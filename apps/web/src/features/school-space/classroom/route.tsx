import { schoolSpacePath } from '@prepacode/domain/school-space';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import button from '../../../components/ui/button.module.css';
import { useSpace } from '../space/api/get-space';
import { useSpaceHref } from '../space/href';
import { schoolQueryClient } from '../space/query-client';
import page from '../space/styles/page.module.css';
import { classroomsQuery } from './api/get-classrooms';
import { ClassroomList } from './components/classroom-list';
import { LaunchDialog } from './components/launch-dialog';

export async function loader() {
  await schoolQueryClient.ensureQueryData(classroomsQuery);
  return null;
}

/**
 * « Séances en salle » (issue #43): launch a group session on the room's screen, the learners
 * answering on their phones, and open the past ones' results.
 */
export function Component() {
  const { ecoles } = useSpace();
  const { data: sessions } = useSuspenseQuery(classroomsQuery);
  const [launching, setLaunching] = useState(false);
  const navigate = useNavigate();
  const href = useSpaceHref();
  return (
    <>
      <h1 className={page.title}>Séances en salle</h1>
      <p className={page.lead}>
        Projetez une série dans votre salle de code : chaque élève répond sur son téléphone, et ses
        réponses comptent dans son propre historique.
      </p>
      <p>
        <button type="button" className={button.primary} onClick={() => setLaunching(true)}>
          Lancer une séance en salle
        </button>
      </p>
      <ClassroomList sessions={sessions} several={ecoles.length > 1} />
      <LaunchDialog
        open={launching}
        onClose={() => setLaunching(false)}
        schools={ecoles}
        onLaunched={(session) =>
          void navigate(href(schoolSpacePath('classroom', { salle: session })))
        }
      />
    </>
  );
}
