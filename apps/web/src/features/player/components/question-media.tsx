import type { Media } from '../api/get-question';
import styles from './question-media.module.css';

/** A question's picture, in a frame that keeps its space before it arrives (no layout shift). */
export function QuestionMedia({ media, lazy = false }: { media: Media; lazy?: boolean }) {
  return (
    <figure className={styles.media}>
      <img src={media.url} alt={media.alt} loading={lazy ? 'lazy' : undefined} />
    </figure>
  );
}
