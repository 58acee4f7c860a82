/**
 * What `react` and `react-dom` resolve to (apps/web/react-on-preact.ts, ADR 0037): Preact's
 * implementation of React's API, with React's timing for effects. React runs an update's passive
 * effects (`useEffect`) as soon as it has committed it, before any later event; Preact waits for
 * the next frame, up to 35 ms. A heading focused, a dialog opened or a listener set by an effect
 * would then come a frame late, after a key the learner already pressed.
 */
import { options } from 'preact';

options.requestAnimationFrame = queueMicrotask;

// The app's types are React's (@types/react): this module only wires the run time.
// @ts-expect-error -- preact/compat's types are one namespace (`export =`), not re-exportable.
export * from 'preact/compat';
export { default } from 'preact/compat';
