import { useLayoutEffect, useRef } from 'react';

/**
 * The picture (or the chart) of a question being answered takes the room the rest leaves on
 * screen, so that the question, its answers and « Valider » fit without scrolling (issue #18,
 * point 2; issue #40): its height gives way by as much as the page overflows, down to its
 * floor (its CSS min-height). It is measured again when anything changes size: the window, a
 * font, a message that appears.
 */
export function useFitToScreen<T extends HTMLElement>(enabled: boolean) {
  const target = useRef<T>(null);
  useLayoutEffect(() => {
    const element = target.current;
    if (!enabled || !element) return;
    let frame = 0;
    const fit = () => {
      element.style.maxHeight = '';
      const overflow = document.documentElement.scrollHeight - window.innerHeight;
      if (overflow > 0) {
        // Down to nothing, never below: the frame's floor (CSS min-height) then holds it; a
        // negative length would be dropped, and the picture kept whole (issue #40).
        const height = Math.max(0, Math.floor(element.getBoundingClientRect().height - overflow));
        element.style.maxHeight = `${height}px`;
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
  return target;
}
