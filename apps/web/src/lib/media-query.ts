/**
 * A media query's list, or undefined where there is no matchMedia (jsdom in the tests), which
 * the DOM types do not allow for.
 */
export function mediaQuery(query: string): MediaQueryList | undefined {
  return typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined;
}
