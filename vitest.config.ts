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
      {
        extends: true,
        plugins: [react()],
        // The web tests run on what ships (ADR 0037): React's API on Preact. The packages are read
        // as a browser's bundler reads them (their ES modules, transformed, `importersOfReact`),
        // or Node would load their CommonJS builds, whose `require('react')` no alias reaches.
        resolve: {
          alias: [domainAlias, ...reactOnPreact],
          mainFields: ['module', 'main'],
          conditions: ['module', 'browser', 'development'],
        },
        test: {
          name: 'web',
          server: { deps: { inline: importersOfReact } },
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // A page's whole flow in jsdom takes 2–5 s on a slow 2-core machine: the default 5 s
          // failed such tests on time alone (CI of 26 November 2026).
          testTimeout: 15_000,
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
    ],
  },
});
