import { AUTH_MODES } from '@prepacode/domain/auth';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, Outlet, useOutletContext, useParams } from 'react-router';
import { useAuth } from '../../features/auth/use-auth';
import { useCommentary } from '../../features/courses/api/get-commentary';
import { useCourse, type Course } from '../../features/courses/api/get-course';
import { useLesson } from '../../features/courses/api/get-lesson';
import { CommentaryList } from '../../features/courses/components/commentary-list';
import { CourseHome } from '../../features/courses/components/course-home';
import { CourseOutline } from '../../features/courses/components/course-outline';
import { LessonArticle } from '../../features/courses/components/lesson-article';
import { coursePath } from '../../features/courses/components/paths';
import { LoadProblem } from '../../features/series/components/load-problem';
import { ApiError } from '../../lib/api-client';
import { courseTitle } from '../tabs';
import styles from './course-viewer.module.css';
import { ReadOnlyProvider } from '../../lib/read-only';
import { mediaQuery } from '../../lib/media-query';
import { Main } from '../../components/ui/main';

/**
 * The course's main is named: in the courses tab, its frame sits inside the page's own main,
 * and two unnamed mains cannot be told apart (axe landmark-unique, issue #40).
 */
const COURSE_MAIN = 'Cours';

const headingOf = (course: Course) =>
  courseTitle({ label: course.label, isMax: course.variant === 'commentes' });

/** A load that failed: an ended session leads out of the frame to sign in again. */
function Failed({ error, retry, what }: { error: unknown; retry: () => void; what: string }) {
  if (error instanceof ApiError && error.status === 401) {
    return (
      <p role="alert">
        Votre session est terminée.{' '}
        <a href="/home" target="_top">
          Se reconnecter
        </a>
      </p>
    );
  }
  return (
    <LoadProblem error={error} onRetry={retry}>
      {what}
    </LoadProblem>
  );
}

/**
 * The course application (issue #8), served at each application's `link` (`/cours/{label}`) and
 * shown in the course frame: the table of contents beside the page being read. Opened on its
 * own (on iPhone, the fullscreen button), it offers the way back to the learner's space.
 */
export function CourseViewerLayout() {
  const { label = '' } = useParams();
  const { mode, connectedAs } = useAuth();
  const course = useCourse(label);
  const standalone = window.top === window.self;
  // On a phone the table of contents starts folded, above the page.
  const [wide] = useState(() => mediaQuery('(width > 720px)')?.matches ?? true);
  const area = mode === AUTH_MODES.COURSES_ONLY ? 'only-courses' : 'courses';

  return (
    <ReadOnlyProvider value={connectedAs !== null}>
      <div className={`${styles.viewer} ${standalone ? '' : styles.framed}`}>
        {standalone && (
          <a className={styles.back} href={`/${area}/${encodeURIComponent(label)}`}>
            <ArrowLeft aria-hidden="true" size={18} />
            Retour à mon espace
          </a>
        )}
        {course.isPending && <p role="status">Chargement du cours…</p>}
        {course.isError && (
          <Main className={styles.main} aria-label={COURSE_MAIN}>
            <Failed
              error={course.error}
              retry={() => void course.refetch()}
              what="Ce cours n’a pas pu être chargé."
            />
          </Main>
        )}
        {course.data && (
          <div className={styles.columns}>
            <details className={styles.outline} open={wide}>
              <summary className={styles.summary}>Sommaire</summary>
              <Link to={coursePath(course.data.label)} className={styles.home}>
                {headingOf(course.data)} : accueil
              </Link>
              <CourseOutline course={course.data} />
            </details>
            <Main className={styles.main} aria-label={COURSE_MAIN}>
              <Outlet context={course.data} />
            </Main>
          </div>
        )}
      </div>
    </ReadOnlyProvider>
  );
}

export function CourseIndexRoute() {
  const course = useOutletContext<Course>();
  return <CourseHome course={course} heading={headingOf(course)} />;
}

export function LessonRoute() {
  const course = useOutletContext<Course>();
  const { identifiant = '' } = useParams();
  const lesson = useLesson(course.label, identifiant);
  if (lesson.isPending) return <p role="status">Chargement de la leçon…</p>;
  if (lesson.isError) {
    return (
      <Failed
        error={lesson.error}
        retry={() => void lesson.refetch()}
        what="Cette leçon n’a pas pu être chargée."
      />
    );
  }
  return <LessonArticle course={course} lesson={lesson.data} />;
}

export function CommentaryRoute() {
  const course = useOutletContext<Course>();
  const { slug = '' } = useParams();
  const commentary = useCommentary(course.label, slug);
  if (commentary.isPending) return <p role="status">Chargement de la série commentée…</p>;
  if (commentary.isError) {
    return (
      <Failed
        error={commentary.error}
        retry={() => void commentary.refetch()}
        what="Cette série commentée n’a pas pu être chargée."
      />
    );
  }
  return (
    <div className={styles.commentary}>
      <h1 className={styles.commentaryTitle}>{commentary.data.label} commenté</h1>
      <CommentaryList commentary={commentary.data} />
    </div>
  );
}
