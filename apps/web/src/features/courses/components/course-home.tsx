import { BookOpen, MessageSquareText } from 'lucide-react';
import { Link } from 'react-router';
import button from '../../../components/ui/button.module.css';
import tones from '../../../components/ui/tones.module.css';
import { formatPercent } from '../../../lib/format';
import type { Course, ThemeScore } from '../api/get-course';
import { commentaryPath, lessonPath } from './paths';
import styles from './course-home.module.css';

/** The learner's answers in a theme, in words (the by-theme variant, spec §2). */
export function themeScoreText(theme: ThemeScore): string {
  if (theme.answered === 0) return 'Pas encore de réponse dans ce thème';
  const rate = formatPercent(theme.correct / theme.answered);
  return `${rate} de bonnes réponses (${theme.correct} sur ${theme.answered})`;
}

function resumeVerb(course: Course): string {
  const done = course.lessons.filter((lesson) => lesson.done).length;
  if (done === 0) return 'Commencer';
  return done === course.lessons.length ? 'Relire' : 'Reprendre';
}

/** The application's first page: progress, where to resume, then every lesson. */
export function CourseHome({ course, heading }: { course: Course; heading: string }) {
  const next = course.lessons.find((lesson) => !lesson.done) ?? course.lessons[0];
  return (
    <div className={`${styles.home} ${tones.tones}`}>
      <header className={styles.intro}>
        <h1 className={styles.title}>{heading}</h1>
        <p className={styles.subtitle}>{course.title}</p>
        {next && (
          <Link
            to={lessonPath(course.label, next.id)}
            className={`${button.primary} ${styles.resume}`}
          >
            <BookOpen aria-hidden="true" size={20} />
            {`${resumeVerb(course)} : ${next.title}`}
          </Link>
        )}
      </header>

      {course.variant === 'par-theme' ? (
        <ThemeCards course={course} />
      ) : (
        <section aria-labelledby="lessons-title" className={styles.section}>
          <h2 id="lessons-title">Les leçons</h2>
          <LessonCards course={course} lessons={course.lessons} />
        </section>
      )}

      {course.variant === 'commentes' && course.series.length > 0 && (
        <section aria-labelledby="commented-title" className={styles.section}>
          <h2 id="commented-title">Séries commentées</h2>
          <p className={styles.hint}>
            Chaque question d’un examen blanc, avec la bonne réponse et pourquoi chaque proposition
            est juste ou fausse.
          </p>
          <ul className={styles.series}>
            {course.series.map((series) => (
              <li key={series.slug}>
                <Link to={commentaryPath(course.label, series.slug)} className={styles.seriesLink}>
                  <MessageSquareText aria-hidden="true" size={18} />
                  {series.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function LessonCards({ course, lessons }: { course: Course; lessons: Course['lessons'] }) {
  return (
    <ul className={styles.cards}>
      {lessons.map((lesson) => (
        <li key={lesson.id} className={styles.card}>
          <Link to={lessonPath(course.label, lesson.id)} className={styles.cardLink}>
            {lesson.title}
          </Link>
          <p className={styles.meta}>
            {lesson.minutes} min de lecture
            {lesson.done && <span className={styles.done}> · Terminé ✓</span>}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** « Mes cours par thème »: each theme with the learner's score, then its lessons. */
function ThemeCards({ course }: { course: Course }) {
  const themes = course.themes.filter((theme) =>
    course.lessons.some((lesson) => lesson.theme === theme.id),
  );
  return (
    <section aria-labelledby="themes-title" className={styles.section}>
      <h2 id="themes-title">Les thèmes</h2>
      <ul className={styles.themes}>
        {themes.map((theme) => (
          <li key={theme.id} className={styles.theme} style={{ borderColor: theme.color }}>
            <h3 className={styles.themeTitle}>{theme.label}</h3>
            <p className={styles.meta}>{themeScoreText(theme)}</p>
            <LessonCards
              course={course}
              lessons={course.lessons.filter((lesson) => lesson.theme === theme.id)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
