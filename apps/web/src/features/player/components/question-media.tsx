import { useFitToScreen } from './fit-to-screen';
import type { Media } from '../api/get-question';
import styles from './question-media.module.css';

/**
 * A question's picture, in a frame that keeps its space before it arrives (no layout shift).
 * `fit`: the question is being answered, so the picture yields room to the answers.
 */
export function QuestionMedia({
  media,
  lazy = false,
  fit = false,
}: {
  media: Media;
  lazy?: boolean;
  fit?: boolean;
}) {
  const figure = useFitToScreen<HTMLElement>(fit);
  return (
    <figure ref={figure} className={styles.media}>
      <img src={media.url} alt={media.alt} loading={lazy ? 'lazy' : undefined} />
    </figure>
  );
}
