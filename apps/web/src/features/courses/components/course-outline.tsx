import { CircleCheck, Circle } from 'lucide-react';
import { NavLink } from 'react-router';
import type { Course } from '../api/get-course';
import { lessonPath } from './paths';
import tones from '../../../components/ui/tones.module.css';
import hidden from '../../../components/ui/visually-hidden.module.css';
import styles from './course-outline.module.css';

/** « 3 cours terminés sur 10 », with a bar: the reading progress of the application. */
export function CourseProgress({ course }: { course: Course }) {
  const done = course.lessons.filter((lesson) => lesson.done).length;
  const total = course.lessons.length;
  const text = `${done} ${done > 1 ? 'cours terminés' : 'cours terminé'} sur ${total}`;
  return (
    <div className={styles.progress}>
      <p className={styles.progressText}>{text}</p>
      <progress className={styles.bar} max={total} value={done} aria-label={text} />
    </div>
  );
}

/** The table of contents: each lesson with its tick, the current one marked. */
export function CourseOutline({ course }: { course: Course }) {
  const themeLabel = (id: string) => course.themes.find((theme) => theme.id === id)?.label ?? id;
  return (
    <nav aria-label="Sommaire du cours" className={`${styles.outline} ${tones.tones}`}>
      <CourseProgress course={course} />
      <ol className={styles.list}>
        {course.lessons.map((lesson) => (
          <li key={lesson.id}>
            <NavLink
              to={lessonPath(course.label, lesson.id)}
              className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}
            >
              {lesson.done ? (
                <CircleCheck aria-hidden="true" size={18} className={styles.done} />
              ) : (
                <Circle aria-hidden="true" size={18} className={styles.todo} />
              )}
              <span>
                <span className={styles.theme}>{themeLabel(lesson.theme)}</span> {lesson.title}
                {lesson.done && <span className={hidden.srOnly}> (terminé)</span>}
              </span>
            </NavLink>
          </li>
        ))}
      </ol>
    </nav>
  );
}
