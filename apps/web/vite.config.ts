import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompress } from './precompress';

const domainSource = fileURLToPath(new URL('../../packages/domain/src/', import.meta.url));

/**
 * The modules that the lazy pages share, in one chunk: left to themselves they make about thirty
 * chunks of 0.1 to 3 KB, and a phone loads a page's thirty files over HTTP/1.1 in several round
 * trips (bench/README.md, Lighthouse). What the two entry pages load at once (React, the router,
 * the API client, sign-on and profile, the button styles of the central pages) stays out, or it
 * would pull the whole chunk into the first load.
 */
const SHARED = [
  /[\\/]src[\\/]components[\\/]/,
  /[\\/]src[\\/]app[\\/](shell[\\/]|layout-events|tabs|routes[\\/][\w-]+\.module\.css)/,
  /[\\/]src[\\/]features[\\/]/,
  /[\\/]src[\\/]lib[\\/](format|locale|read-only)/,
  /[\\/]domain[\\/]src[\\/](licences|series|preferences|question-parts|locale|layout|contracts[\\/](series|player|preferences)\.contract)/,
  /lucide-react|react-query[\\/].*useMutation|query-core[\\/].*mutationObserver/,
];
const NOT_SHARED = [
  /[\\/]features[\\/](auth[\\/](api[\\/]login|auth-store)|profile[\\/]api[\\/]get-utilisateur)/,
  /ui[\\/]button\.module\.css/,
  // Both entries render it at once; in the lazy chunk it would pull the app's entry into the
  // central pages, which would then run the app too.
  /ui[\\/]skip-link/,
  // Only the forms of « Mon compte » and of the sign-up pages use it: not the dashboard's load.
  /ui[\\/]text-field/,
  // The player's pieces serve the player and the correction pages: their own chunk, out of the
  // dashboard's first load.
  /[\\/]features[\\/]player[\\/]/,
];
const lazyShared = {
  name: 'shared',
  test: (id: string) =>
    SHARED.some((pattern) => pattern.test(id)) && !NOT_SHARED.some((pattern) => pattern.test(id)),
  minShareCount: 2,
  // Only the matched modules: their dependencies (React, the API client) are the entries'.
  includeDependenciesRecursively: false,
};

// One build for every brand and environment: nothing brand- or backend-specific is decided here
// (architecture brief, "The pieces").
export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    alias: [{ find: /^@prepacode\/domain\/(.*)$/, replacement: `${domainSource}$1.ts` }],
  },
  build: {
    // bench/bundle-size.mjs reads the manifest to weigh what the first route loads.
    manifest: true,
    // Two entries: the learner app, and the central sign-on pages served under /central.
    rolldownOptions: {
      input: { app: 'index.html', central: 'central.html' },
      output: { codeSplitting: { groups: [lazyShared] } },
    },
    sourcemap: true,
    target: 'es2022',
  },
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
      '/central': 'http://localhost:8080',
      '/media': 'http://localhost:8080',
    },
  },
});
