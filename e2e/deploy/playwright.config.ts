import { defineConfig } from '@playwright/test';
import { browserUse, CHROMIUM_PROJECTS } from '../support/browser';

// Run by scripts/test-deploy.mjs (`npm run test:deploy`), which starts nginx, the two nodes and
// PostgreSQL, and passes their addresses in DEPLOY_* variables (deploy.spec.ts).

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../../test-results/e2e-deploy',
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 1,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    ...browserUse(process.env.DEPLOY_APP_ORIGIN, [
      // The three host names reach nginx on this machine, as DNS would in production.
      '--host-resolver-rules=MAP *.prepacode.test 127.0.0.1',
    ]),
    // The certificate is made for the three hosts at each run, signed by nobody Chromium knows.
    ignoreHTTPSErrors: true,
  },
  // The classroom's failover test kills a node: it runs once the others are done.
  projects: (CHROMIUM_PROJECTS ?? []).flatMap((project) => [
    { ...project, testIgnore: 'classroom-failover.spec.ts' },
    {
      ...project,
      name: `${project.name ?? 'chromium'}-failover`,
      testMatch: 'classroom-failover.spec.ts',
      dependencies: [project.name ?? 'chromium'],
    },
  ]),
});
