import { useEffect, useRef } from 'react';
import { useFitToScreen } from './fit-to-screen';
import type { Media } from '../api/get-question';
import styles from './question-media.module.css';

/**
 * A question's picture, in a frame that keeps its space before it arrives (no layout shift).
 * `fit`: the question is being answered, so the picture yields room to the answers. `onReady`:
 * the picture is there (or will not come), so the question may start (issue #40).
 */
export function QuestionMedia({
  media,
  lazy = false,
  fit = false,
  onReady,
}: {
  media: Media;
  lazy?: boolean;
  fit?: boolean;
  onReady?: () => void;
}) {
  const figure = useFitToScreen<HTMLElement>(fit);
  const image = useRef<HTMLImageElement>(null);
  // Already in the cache (prefetched with the question before): there at once.
  useEffect(() => {
    if (image.current?.complete && image.current.naturalWidth > 0) onReady?.();
  }, [onReady]);
  return (
    <figure ref={figure} className={styles.media}>
      <img
        ref={image}
        src={media.url}
        alt={media.alt}
        loading={lazy ? 'lazy' : undefined}
        onLoad={onReady}
        onError={onReady}
      />
    </figure>
  );
}
