import type { Alias } from 'vite';
import { fileURLToPath } from 'node:url';

/** `preact/compat` with React's timing for effects (src/react.ts). */
const react = fileURLToPath(new URL('src/react.ts', import.meta.url));

/**
 * The app is written against React's API and types, and runs on Preact's implementation of it
 * (`preact/compat`, ADR 0037): about 9 KB gzip where React DOM weighed 60, the margin that brings
 * the first loads under the brief's 140 KB. Every import of React, from our code or from a
 * package (React Router, TanStack Query, lucide, Testing Library), resolves here, in the build,
 * the dev server and the web tests alike, so what is tested is what ships.
 */
export const reactOnPreact: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react(-dom)?$/, replacement: react },
];

/**
 * The packages that import React: the web tests transform them (rather than load them as Node
 * does), so that their imports meet the aliases above.
 */
export const importersOfReact = [
  // The DOM library and user-event with it, so that user-event's clicks go through the one
  // instance Testing Library tells to wrap each event in `act`.
  /@testing-library[\\/](react|dom|user-event)/,
  /react-router/,
  /@tanstack[\\/]react-query/,
  /lucide-react/,
];
