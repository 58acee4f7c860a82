import { ArrowLeft, ArrowRight, CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import button from '../../../components/ui/button.module.css';
import problem from '../../../components/ui/problem.module.css';
import tones from '../../../components/ui/tones.module.css';
import { useCompleteLesson } from '../api/complete-lesson';
import type { Course } from '../api/get-course';
import type { Lesson } from '../api/get-lesson';
import { lessonPath } from './paths';
import styles from './lesson-article.module.css';
import { useReadOnly } from '../../../lib/read-only';

/**
 * One lesson: its text, then « J’ai terminé ce cours » (POST /api/cours/complete), which turns
 * into a tick that stays, and the previous and next lessons.
 */
export function LessonArticle({ course, lesson }: { course: Course; lesson: Lesson }) {
  // A staff member looking at the learner's session writes nothing (issue #19, point 6).
  const readOnly = useReadOnly();
  const complete = useCompleteLesson(course.label);
  const heading = useRef<HTMLHeadingElement>(null);
  const index = course.lessons.findIndex((entry) => entry.id === lesson.id);
  const previous = course.lessons[index - 1];
  const next = course.lessons[index + 1];
  const theme = course.themes.find((entry) => entry.id === lesson.theme);

  // A new lesson starts at its title, for the eyes and for screen readers (focus scrolls to it).
  useEffect(() => {
    heading.current?.focus();
  }, [lesson.id]);

  return (
    <article className={`${styles.article} ${tones.tones}`} aria-labelledby="lesson-title">
      {theme && <p className={styles.theme}>{theme.label}</p>}
      <h1 id="lesson-title" ref={heading} tabIndex={-1} className={styles.title}>
        {lesson.title}
      </h1>
      {/* The server makes this HTML from our Markdown with raw HTML escaped (docs/api.md). */}
      <div className={styles.prose} dangerouslySetInnerHTML={{ __html: lesson.html }} />

      <div className={styles.completion}>
        {lesson.done ? (
          <p className={styles.done} role="status">
            <CircleCheck aria-hidden="true" size={22} />
            Cours terminé
          </p>
        ) : (
          <>
            <button
              type="button"
              className={`${button.primary} ${styles.action}`}
              disabled={complete.isPending || readOnly}
              onClick={() => complete.mutate(lesson.id)}
            >
              J’ai terminé ce cours
            </button>
            {complete.isError && (
              <p role="alert" className={problem.problem}>
                {complete.error.message}
              </p>
            )}
          </>
        )}
      </div>

      <nav aria-label="Leçons voisines" className={styles.neighbours}>
        {previous && (
          <Link to={lessonPath(course.label, previous.id)} className={styles.neighbour}>
            <ArrowLeft aria-hidden="true" size={18} />
            <span>
              <span className={styles.direction}>Leçon précédente</span> {previous.title}
            </span>
          </Link>
        )}
        {next && (
          <Link
            to={lessonPath(course.label, next.id)}
            className={`${styles.neighbour} ${styles.next}`}
          >
            <span>
              <span className={styles.direction}>Leçon suivante</span> {next.title}
            </span>
            <ArrowRight aria-hidden="true" size={18} />
          </Link>
        )}
      </nav>
    </article>
  );
}
