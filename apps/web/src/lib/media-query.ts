import { useSyncExternalStore } from 'react';

/**
 * A media query's list, or undefined where there is no matchMedia (jsdom in the tests), which
 * the DOM types do not allow for.
 */
export function mediaQuery(query: string): MediaQueryList | undefined {
  return typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined;
}

/** Whether the media query matches now, followed as it changes (false without matchMedia). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = mediaQuery(query);
      list?.addEventListener('change', notify);
      return () => list?.removeEventListener('change', notify);
    },
    () => mediaQuery(query)?.matches ?? false,
    () => false,
  );
}
