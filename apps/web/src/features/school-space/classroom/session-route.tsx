import { CLASSROOM_PACING_LABELS } from '@prepacode/domain/classroom';
import { schoolLicenceName } from '@prepacode/domain/licences';
import { schoolSpacePath } from '@prepacode/domain/school-space';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useParams, type LoaderFunctionArgs } from 'react-router';
import button from '../../../components/ui/button.module.css';
import { useSpaceHref } from '../space/href';
import { schoolQueryClient } from '../space/query-client';
import page from '../space/styles/page.module.css';
import { classroomQuery, useClassroomStream } from './api/get-classroom';
import { useJoinAddress } from './api/join-address';
import { Roster } from './components/roster';
import { RoomStage } from './components/room-stage';
import { StepControls } from './components/step-controls';
import styles from './components/session-page.module.css';

export async function loader({ params }: LoaderFunctionArgs) {
  await schoolQueryClient.ensureQueryData(classroomQuery(params.salle ?? ''));
  return null;
}

/**
 * A session on the instructor's own screen (issue #43): the room's next step, what the room
 * sees, and who has answered, by name (never projected). The projected screen opens in its own
 * window, for the room's display.
 */
export function Component() {
  const { salle = '' } = useParams();
  const { data: view } = useSuspenseQuery(classroomQuery(salle));
  const connected = useClassroomStream(salle);
  const joinUrl = useJoinAddress(view.code);
  const href = useSpaceHref();
  const running = view.phase !== 'terminee';
  return (
    <>
      <p>
        <Link to={href(schoolSpacePath('classrooms'))}>Toutes les séances</Link>
      </p>
      <h1 className={page.title}>{view.libelle}</h1>
      <p className={page.lead}>
        {[
          view.ecole_nom,
          schoolLicenceName(view.permis),
          CLASSROOM_PACING_LABELS[view.rythme],
          running ? null : 'séance terminée',
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {!connected && (
        <p role="status" className={page.problem}>
          Connexion perdue avec le serveur. Reconnexion en cours…
        </p>
      )}
      {running && (
        <div className={styles.toolbar}>
          <StepControls view={view} />
          <a
            className={button.secondary}
            href={href(schoolSpacePath('classroomScreen', { salle }))}
            target="_blank"
            rel="noopener"
          >
            Ouvrir l’écran de projection
          </a>
        </div>
      )}
      <section className={styles.stage} aria-label="Ce que voit la salle">
        <RoomStage view={view} joinUrl={joinUrl} />
      </section>
      <Roster view={view} />
    </>
  );
}
