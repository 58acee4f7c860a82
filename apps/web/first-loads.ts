import type { Plugin } from 'vite';

/** Where the build writes it, beside its manifest; the server reads both at start. */
export const FIRST_LOADS_FILE = '.vite/first-loads.json';

const inFrame = (module: string) => [
  'src/app/routes/connected-layout.tsx',
  `src/app/routes/${module}`,
];

/**
 * The route modules each first load renders (its page as @prepacode/domain/early-requests names
 * it), by their key in the build's manifest: the server preloads their chunks with the page
 * (apps/server/src/plugins/pages.ts). Paths of this build, so they live with it
 * (src/app/first-loads.test.ts checks them against the pages and the router).
 */
export const FIRST_LOAD_MODULES: Readonly<Record<string, readonly string[]>> = {
  dashboard: inFrame('dashboard.tsx'),
  history: inFrame('history.tsx'),
  welcome: inFrame('welcome.tsx'),
  examen: inFrame('exam.tsx'),
  contact: inFrame('contact.tsx'),
  guides: inFrame('guides.tsx'),
  correction: inFrame('correction.tsx'),
  // The player is full screen, outside the connected frame.
  player: ['src/app/routes/player.tsx'],
};

/** Writes FIRST_LOAD_MODULES into the learner app's build. */
export const firstLoads = (): Plugin => ({
  name: 'prepacode-first-loads',
  apply: 'build',
  generateBundle() {
    this.emitFile({
      type: 'asset',
      fileName: FIRST_LOADS_FILE,
      source: `${JSON.stringify(FIRST_LOAD_MODULES, null, 2)}\n`,
    });
  },
});
