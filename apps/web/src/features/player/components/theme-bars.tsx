import hidden from '../../../components/ui/visually-hidden.module.css';
import type { ThemeScore } from '../api/get-details';
import styles from './theme-bars.module.css';

/** Right answers per theme: the numbers say it, the bar in the theme's colour repeats it. */
export function ThemeBars({ themes }: { themes: ThemeScore[] }) {
  return (
    <ul className={styles.themes}>
      {themes.map((theme) => {
        const share = theme.nbQuestions === 0 ? 0 : theme.nbRight / theme.nbQuestions;
        return (
          <li key={theme.id} className={styles.theme}>
            <span className={styles.label}>{theme.label}</span>{' '}
            <span className={styles.value}>
              {theme.nbRight} / {theme.nbQuestions}
              <span className={hidden.srOnly}> bonnes réponses</span>
            </span>
            <span className={styles.track} aria-hidden="true">
              <span
                className={styles.fill}
                style={{ width: `${share * 100}%`, backgroundColor: theme.color }}
              />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
