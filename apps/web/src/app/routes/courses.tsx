import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { useUtilisateur } from '../../features/profile/api/get-utilisateur';
import { layoutEvents } from '../layout-events';
import { courseTitle } from '../tabs';
import styles from './courses.module.css';

/**
 * The frame grows to the height of the lesson it shows, so the lesson is read by scrolling the
 * page, not a box inside it (issue #18, point 8). Our own course application is on this origin
 * and can be measured; another one keeps the frame's fixed height (CSS) and scrolls inside.
 */
function useFrameToLesson(source: string | undefined) {
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const element = frame.current;
    if (!element || !source) return;
    let observer: ResizeObserver | null = null;
    const attach = () => {
      observer?.disconnect();
      let root: HTMLElement | null = null;
      try {
        root = element.contentDocument?.getElementById('root') ?? null;
      } catch {
        return; // Another origin: it cannot be measured.
      }
      const view = element.contentWindow as (Window & typeof globalThis) | null;
      if (!root || !view?.ResizeObserver) return;
      const content = root;
      const fit = () => {
        // The frame's height includes its borders (border-box).
        const borders = element.offsetHeight - element.clientHeight;
        element.style.height = `${Math.max(content.scrollHeight + borders, MIN_FRAME_HEIGHT)}px`;
      };
      observer = new view.ResizeObserver(fit);
      observer.observe(content);
      fit();
    };
    element.addEventListener('load', attach);
    // It may have loaded before this ran.
    attach();
    return () => {
      element.removeEventListener('load', attach);
      observer?.disconnect();
    };
  }, [source]);
  return frame;
}

/** Below this the frame keeps its CSS height: a lesson still loading is not a sliver. */
const MIN_FRAME_HEIGHT = 448;

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
  const application = profile?.applications.find((candidate) => candidate.label === label);
  const frame = useFrameToLesson(application?.link);

  useEffect(() => layoutEvents.setCourseFrameSource(() => frameSource(frame.current)), [frame]);

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
        title={`${title} : ${application.title}`}
      />
    </div>
  );
}
