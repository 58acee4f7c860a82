import { BadgeCheck } from 'lucide-react';
import hidden from '../../../components/ui/visually-hidden.module.css';
import type { ThemeScore } from '../api/get-details';
import styles from './theme-bars.module.css';
import { ThemeName } from '../../../components/ui/theme-name';

interface ThemeBarsProps {
  themes: ThemeScore[];
  /** The series' pass mark as a share of its questions; none for a series without one. */
  passShare: number | null;
}

/**
 * Right answers per theme: the numbers say it, the bar repeats it in the colour of the result
 * (issue #40: in the theme's own colour, a theme answered right throughout was drawn in red
 * beside a red « Pas encore »). The theme keeps its colour in the dot before its name.
 */
export function ThemeBars({ themes, passShare }: ThemeBarsProps) {
  return (
    <>
      {passShare !== null && (
        <p className={styles.hint}>
          <BadgeCheck aria-hidden="true" size={16} className={styles.reached} /> En vert, un thème
          au niveau demandé à l’examen (la même part de bonnes réponses).
        </p>
      )}
      <ul className={styles.themes}>
        {themes.map((theme) => {
          const share = theme.nbQuestions === 0 ? 0 : theme.nbRight / theme.nbQuestions;
          const reached = passShare !== null && theme.nbQuestions > 0 && share >= passShare;
          return (
            <li key={theme.id} className={styles.theme}>
              <ThemeName color={theme.color}>{theme.label}</ThemeName>{' '}
              <span className={styles.value}>
                {theme.nbRight} / {theme.nbQuestions}
                <span className={hidden.srOnly}> bonnes réponses</span>
                {reached && (
                  <>
                    <BadgeCheck aria-hidden="true" size={16} className={styles.reached} />
                    <span className={hidden.srOnly}>, au niveau de l’examen</span>
                  </>
                )}
              </span>
              <span className={styles.track} aria-hidden="true">
                <span
                  className={reached ? styles.fillReached : styles.fill}
                  style={{ width: `${share * 100}%` }}
                />
              </span>
            </li>
          );
        })}
      </ul>
    </>
  );
}
