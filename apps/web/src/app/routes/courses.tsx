import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { useUtilisateur } from '../../features/profile/api/get-utilisateur';
import { layoutEvents } from '../layout-events';
import { courseTitle } from '../tabs';
import styles from './courses.module.css';

/** Where the frame is now (the lesson being read), or its first page when that cannot be read. */
function frameSource(frame: HTMLIFrameElement | null): string {
  if (!frame) return '';
  try {
    const href = frame.contentWindow?.location.href ?? '';
    if (href.startsWith('http')) return href;
  } catch {
    // Another origin's page (an external application): only its first address is known.
  }
  return frame.src;
}

/**
 * /courses/{label} and /only-courses/{label} (spec §2): the application's page, served at its
 * `link`, in the embedded course frame. The frame tells the layout where it points, so that on
 * iPhone and iPod the fullscreen button opens that page instead (spec §4 "Layout").
 */
export function CoursesRoute() {
  const { label } = useParams();
  const { data: profile } = useUtilisateur();
  const frame = useRef<HTMLIFrameElement>(null);
  const application = profile?.applications.find((candidate) => candidate.label === label);

  useEffect(() => layoutEvents.setCourseFrameSource(() => frameSource(frame.current)), []);

  if (!application) {
    return (
      <>
        <h1>Mes cours</h1>
        <p>Cette application de cours n’est pas ouverte sur votre compte.</p>
      </>
    );
  }
  const title = courseTitle(application);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        {title}
        <span className={styles.application}> — {application.title}</span>
      </h1>
      <iframe
        ref={frame}
        className={styles.frame}
        src={application.link}
        title={`${title} : ${application.title}`}
      />
    </div>
  );
}
