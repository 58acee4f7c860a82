import { useSuspenseQuery } from '@tanstack/react-query';
import { Maximize, Minimize } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import button from '../../../components/ui/button.module.css';
import { schoolQueryClient } from '../space/query-client';
import { classroomQuery, useClassroomStream } from './api/get-classroom';
import { useJoinAddress } from './api/join-address';
import { RoomStage } from './components/room-stage';
import styles from './components/session-page.module.css';
import { StepControls } from './components/step-controls';

export async function loader({ params }: LoaderFunctionArgs) {
  await schoolQueryClient.ensureQueryData(classroomQuery(params.salle ?? ''));
  return null;
}

/** Whether the page fills the screen, and the button's way in or out (a gesture is needed). */
function useFullscreen(): [boolean, () => void] {
  const [full, setFull] = useState(Boolean(document.fullscreenElement));
  useEffect(() => {
    const changed = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', changed);
    return () => document.removeEventListener('fullscreenchange', changed);
  }, []);
  const toggle = () =>
    void (
      document.fullscreenElement
        ? document.exitFullscreen()
        : document.documentElement.requestFullscreen()
    ).catch(() => undefined);
  return [full, toggle];
}

/**
 * The projected screen (issue #43, point 2): what the room sees, in large type, without the
 * space's frame, and never a learner's name. A presenter's remote moves the room on (arrows,
 * page down, space).
 */
export function Component() {
  const { salle = '' } = useParams();
  const { data: view } = useSuspenseQuery(classroomQuery(salle));
  const connected = useClassroomStream(salle);
  const joinUrl = useJoinAddress(view.code);
  const [full, toggleFull] = useFullscreen();
  return (
    <div className={styles.screen}>
      <header className={styles.screenHead}>
        <h1 className={styles.screenTitle}>{view.libelle}</h1>
        {!connected && <p role="status">Reconnexion…</p>}
        <StepControls view={view} remote />
        <button
          type="button"
          className={`${button.secondary} ${styles.withIcon}`}
          onClick={toggleFull}
        >
          {full ? (
            <Minimize aria-hidden="true" size={18} />
          ) : (
            <Maximize aria-hidden="true" size={18} />
          )}
          {full ? 'Quitter le plein écran' : 'Plein écran'}
        </button>
      </header>
      <RoomStage view={view} joinUrl={joinUrl} />
    </div>
  );
}
