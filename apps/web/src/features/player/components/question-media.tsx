import { useLayoutEffect, useRef } from 'react';
import type { Media } from '../api/get-question';
import styles from './question-media.module.css';

/**
 * The picture of a question being answered takes the room the rest leaves on screen, so that
 * the question, its answers and « Valider » fit without scrolling (issue #18, point 2): its
 * height gives way by as much as the page overflows, down to the frame's floor (CSS). It is
 * measured again when anything changes size: the window, a font, a message that appears.
 */
function useFitToScreen(enabled: boolean) {
  const figure = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const element = figure.current;
    if (!enabled || !element) return;
    let frame = 0;
    const fit = () => {
      element.style.maxHeight = '';
      const overflow = document.documentElement.scrollHeight - window.innerHeight;
      if (overflow > 0) {
        element.style.maxHeight = `${Math.floor(element.getBoundingClientRect().height - overflow)}px`;
      }
    };
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(fit);
    };
    fit();
    // Browsers without it (and jsdom) still fit once and on every window resize.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    observer?.observe(document.body);
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
      window.removeEventListener('resize', schedule);
      element.style.maxHeight = '';
    };
  }, [enabled]);
  return figure;
}

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
  const figure = useFitToScreen(fit);
  return (
    <figure ref={figure} className={styles.media}>
      <img src={media.url} alt={media.alt} loading={lazy ? 'lazy' : undefined} />
    </figure>
  );
}
