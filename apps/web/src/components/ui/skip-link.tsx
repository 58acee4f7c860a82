import { focusMain, MAIN_ID } from './skip-target';
import styles from './skip-link.module.css';

/**
 * The first stop of the keyboard on every page (WCAG 2.4.1): it jumps over the header and the
 * tabs to the page's `main`, which takes the focus so that the next Tab starts there.
 */
export function SkipLink() {
  return (
    <a
      className={styles.skipLink}
      href={`#${MAIN_ID}`}
      onClick={(event) => focusMain(event.nativeEvent)}
    >
      Aller au contenu
    </a>
  );
}
