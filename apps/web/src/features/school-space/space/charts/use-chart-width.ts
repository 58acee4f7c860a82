import { useCallback, useState, type RefCallback } from 'react';

/**
 * The width the chart's box has, followed as the window or the page's layout changes, so the SVG
 * is drawn at its real size: a viewBox scaled down to 390 px would shrink its text below the
 * page's. Without ResizeObserver (jsdom) the chart keeps `fallback`.
 */
export function useChartWidth(fallback: number): [RefCallback<HTMLElement>, number] {
  const [width, setWidth] = useState(fallback);
  const ref = useCallback<RefCallback<HTMLElement>>((node) => {
    if (!node || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(200, Math.floor(entry.contentRect.width)));
    });
    observer.observe(node);
    // React 19: a ref callback's cleanup runs when the node goes.
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
