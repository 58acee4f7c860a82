import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { brandManifests } from './brand-manifests';
import { shortClassName } from './class-names';
import { firstLoads } from './first-loads';
import { layoutTokens } from './layout-tokens';
import { precompress } from './precompress';
import { reactOnPreact } from './react-on-preact';

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
  /[\\/]src[\\/]lib[\\/](format|locale|read-only|exam-text)/,
  /[\\/]src[\\/]app[\\/]series-start/,
  // The player's contract is not here: it rides with the player's pieces (below), out of the
  // dashboard's first load.
  /[\\/]domain[\\/]src[\\/](licences|series|preferences|question-parts|locale|layout|readiness|contracts[\\/](series|preferences)\.contract)/,
  /lucide-react|react-query[\\/].*useMutation|query-core[\\/].*mutationObserver/,
];
const NOT_SHARED = [
  /[\\/]features[\\/](auth[\\/](api[\\/]login|auth-store)|profile[\\/]api[\\/](get-utilisateur|keys))/,
  /[\\/]app[\\/]shell[\\/]standalone-store/,
  /ui[\\/]button\.module\.css/,
  // The entry renders it at once.
  /ui[\\/]skip-link/,
  // Only the forms of « Mon compte » and of the sign-up pages use it: not the dashboard's load.
  /ui[\\/]text-field/,
  // The player's pieces serve the player and the correction pages: their own chunk, out of the
  // dashboard's first load.
  /[\\/]features[\\/]player[\\/]/,
  // The legal texts' pieces serve the legal pages and the footer's notice, loaded on demand.
  /[\\/]features[\\/]legal[\\/]/,
  // The preparation's pieces (issue #44) serve the dashboard's preparation panel and the
  // exam's day in « Mes préférences », both loaded after the first paint.
  /[\\/]features[\\/]preparation[\\/]/,
  /[\\/]app[\\/]shell[\\/]preferences-with-exam-day/,
  // The readiness panel serves the exam's page and the dashboard's preparation, loaded after it.
  /[\\/]features[\\/]series[\\/]components[\\/]exam-readiness/,
];
/**
 * Of those, what the public pages (home, sign-up, legal texts) share with the connected ones:
 * a chunk of its own, or the home would load the dashboard's pieces with the shared chunk.
 */
const PUBLIC = [
  /[\\/]app[\\/](shell[\\/](footer|public-header|header\.module)|routes[\\/](frame|home)\.module)/,
  /[\\/]src[\\/]lib[\\/](format|exam-text)/,
  /[\\/]components[\\/]ui[\\/](modal-dialog|dialog\.module|visually-hidden)/,
  /[\\/]features[\\/](catalogue|auth[\\/]sign-in-href)[\\/]?/,
  /lucide-react/,
  // The catalogue describes its mock exams as the series contract does (with its time options).
  /[\\/]domain[\\/]src[\\/](licences|locale|series|preferences|contracts[\\/]series\.contract)/,
];
const isShared = (id: string) =>
  SHARED.some((pattern) => pattern.test(id)) && !NOT_SHARED.some((pattern) => pattern.test(id));
const lazyShared = {
  name: 'shared',
  test: isShared,
  minShareCount: 2,
  // Only the matched modules: their dependencies (React, the API client) are the entries'.
  includeDependenciesRecursively: false,
};
const publicShared = {
  ...lazyShared,
  name: 'public',
  test: (id: string) => isShared(id) && PUBLIC.some((pattern) => pattern.test(id)),
  priority: 1,
};

/**
 * What the entry runs before any page (Preact, zod, TanStack Query, the API client and the
 * sign-on's contract), in one chunk: Rolldown leaves what the entry shares with the lazy pages
 * in one common chunk per set of importers, four of them, each a round trip more on a phone's
 * HTTP/1.1 connections (Lighthouse, session 50: dashboard LCP 2.7 → 2.4 s).
 */
const CORE =
  /node_modules[\\/](preact|zod|@tanstack)[\\/]|[\\/]src[\\/]lib[\\/](api-client|cookie)\.ts|[\\/]domain[\\/]src[\\/](auth|contracts[\\/](auth|error)\.contract)\.ts/;
const core = {
  name: 'core',
  // Mutations are the lazy pages' (SHARED).
  test: (id: string) => CORE.test(id) && !/[Mm]utation/.test(id),
  priority: 2,
};

const routerProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/', import.meta.url),
);

/**
 * Messages that only React Router's development build logs (behind its `ENABLE_DEV_WARNINGS`,
 * false in the production build, which drops them). « No `HydrateFallback` » is not one: both
 * builds log it, and the root route's `HydrateFallback` (src/app/router.tsx) silences it.
 */
const DEVELOPMENT_ONLY = ['No routes matched location', 'You should not include both'];

/**
 * React Router 7 publishes its production build without an export condition that selects it,
 * so a build would ship the development one (its warnings and checks): the build takes the
 * production files by path, both entries together so that they share one router, and fails if
 * a chunk still holds a development-only message (issue #23, point 10). The dev server keeps
 * the development build and its warnings.
 */
const productionRouter: Plugin = {
  name: 'react-router-production',
  apply: 'build',
  config: () => ({
    resolve: {
      alias: [
        { find: /^react-router$/, replacement: `${routerProduction}index.mjs` },
        { find: /^react-router\/dom$/, replacement: `${routerProduction}dom-export.mjs` },
      ],
    },
  }),
  generateBundle(_options, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk') continue;
      const found = DEVELOPMENT_ONLY.find((text) => chunk.code.includes(text));
      if (found)
        this.error(`${chunk.fileName} ships React Router's development build: « ${found} »`);
    }
  },
};

/**
 * The learner app's service worker (sw/service-worker.ts), built by vite-plugin-pwa with the
 * list of the files it keeps: the app's scripts and styles and the brands' pictures, not the
 * source maps nor the precompressed copies (the server chooses those by Accept-Encoding). The
 * page registers it after its first paint (src/app/pwa), and the manifests are the brands'.
 */
const serviceWorker = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'sw',
  filename: 'service-worker.ts',
  injectRegister: false,
  manifest: false,
  injectManifest: {
    globPatterns: ['assets/*.{js,css}', 'brands/**/*.{svg,png}', 'favicon.svg'],
  },
});

/** What the learner app's build and the central site's (vite.central.config.ts) share. */
export const common = {
  plugins: [layoutTokens(), react(), precompress(), productionRouter],
  resolve: {
    alias: [
      { find: /^@prepacode\/domain\/(.*)$/, replacement: `${domainSource}$1.ts` },
      ...reactOnPreact,
    ],
  },
  css: { modules: { generateScopedName: shortClassName } },
  build: {
    sourcemap: true,
    target: 'es2022',
    // Every browser of the target preloads modules itself but Safari before 17, which still
    // runs them, one request later: the polyfill's bytes are in every first load (issue #37).
    modulePreload: { polyfill: false },
  },
} satisfies UserConfig;

// One build for every brand and environment: nothing brand- or backend-specific is decided here
// (architecture brief, "The pieces"). The learner app only: the central site (sign-on, school
// space) is a build of its own, so that its pages never load a chunk of the app, whose entry
// would then run there too, and the app's chunking serves the app alone (ADR 0015).
export default defineConfig({
  ...common,
  // The route modules the server preloads with each first page (first-loads.ts); the service
  // worker that plays without a network and the brands' manifests (issue #45, ADR 0035).
  plugins: [...common.plugins, firstLoads(), brandManifests(), serviceWorker],
  build: {
    ...common.build,
    // bench/bundle-size.mjs and the server's preloads (plugins/pages.ts) read the manifest.
    manifest: true,
    rolldownOptions: {
      input: { app: 'index.html' },
      output: { codeSplitting: { groups: [core, publicShared, lazyShared] } },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
      '/central': 'http://localhost:8080',
      '/media': 'http://localhost:8080',
    },
  },
});
