import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { importersOfReact, reactOnPreact } from './apps/web/react-on-preact.js';

const root = fileURLToPath(new URL('.', import.meta.url));

// Tests read the domain package from source, not from its build (see packages/domain exports).
const domainAlias = {
  find: /^@prepacode\/domain\/(.*)$/,
  replacement: `${root}packages/domain/src/$1.ts`,
};

// The security suite of issue #21 (npm run test:hardening) is known by its file name: the
// harness in apps/server/test/security and the tests beside their code that close each hole of
// the outside test end in .security.test.ts, and run there rather than twice.
const SECURITY = 'apps/server/**/*.security.test.ts';

// A test that loads a module afresh (`vi.resetModules`, to see how it starts) runs in a module
// registry of its own: in the shared one, its fresh copies would be the next files'.
const ISOLATED_WEB = 'apps/web/src/**/*.isolated.test.{ts,tsx}';

/**
 * The web tests, on what ships (ADR 0037): React's API on Preact. The packages are read as a
 * browser's bundler reads them (their ES modules, transformed, `importersOfReact`), or Node
 * would load their CommonJS builds, whose `require('react')` no alias reaches.
 *
 * Most share one window and one module registry a worker, as the server's tests share theirs:
 * each file set up a window and imported the app afresh, three quarters of the project's time
 * (147 s against 49 s, 30 November 2026). The setup file starts each file on a fresh page's
 * state and undoes what a test changes (its stubbed globals here); no web test replaces a
 * module (`vi.mock`).
 */
function webProject(name: string, isolated: boolean) {
  return {
    extends: true,
    plugins: [react()],
    resolve: {
      alias: [domainAlias, ...reactOnPreact],
      mainFields: ['module', 'main'],
      conditions: ['module', 'browser', 'development'],
    },
    test: {
      name,
      server: { deps: { inline: importersOfReact } },
      include: [isolated ? ISOLATED_WEB : 'apps/web/src/**/*.test.{ts,tsx}'],
      exclude: isolated ? [] : [ISOLATED_WEB],
      environment: 'jsdom',
      isolate: isolated,
      unstubGlobals: true,
      // A page's whole flow in jsdom takes 2–5 s on a slow 2-core machine, and the first of a
      // worker waits for its modules to be transformed (up to 30 s, the setup file's cap).
      testTimeout: 45_000,
      hookTimeout: 45_000,
      setupFiles: ['apps/web/src/test/setup.ts'],
    },
  };
}

export default defineConfig({
  resolve: { alias: [domainAlias] },
  test: {
    // Vitest's default leaves one core to its main process: one worker on CI's 2 cores, where
    // the API tests mostly wait for a database. A worker per core ran the suite in 534 s
    // instead of 846 s on such a machine (session 37's note on issue #43).
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
          // Pure functions: nothing to isolate, and each file's imports made once.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['apps/server/{src,test}/**/*.test.ts'],
          exclude: [SECURITY],
          environment: 'node',
          // A worker's files share one module registry: each file imported the server afresh,
          // which was half the project's time (about 270 s against 127 s on 2 cores, 30 November
          // 2026). So a server test never replaces a module (`vi.mock`: a module another file
          // loaded first stays real), and resets any module state it relies on. Each test still
          // builds its own app and database (test/helpers/test-app.ts).
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'hardening',
          include: [SECURITY],
          environment: 'node',
          // Shared as the server project's are, on the same rules: 100–101 s and 186–190 CPU-s
          // against 120–121 s and 226 CPU-s isolated (two rounds alternated, 5 December 2026).
          isolate: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          // The content's generators (issue #42: the moving scenes), in plain JavaScript.
          name: 'scripts',
          include: ['scripts/**/*.test.mjs'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      webProject('web', false),
      webProject('web-isolated', true),
    ],
  },
});
