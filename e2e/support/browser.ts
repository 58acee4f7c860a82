import type { PlaywrightTestConfig } from '@playwright/test';

type Use = NonNullable<PlaywrightTestConfig['use']>;

/**
 * What both browser suites share (e2e/, e2e/deploy/): Debian's Chromium, never a downloaded
 * browser (brief), with background services off because this machine reaches no network but
 * the package registries; French locale and Paris time.
 */
export function browserUse(baseURL: string | undefined, extraArgs: string[] = []): Use {
  return {
    baseURL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    screenshot: 'only-on-failure',
    // A trace snapshots the page at every action: a third of the suite's CPU (player-fit: 32 s
    // of CPU traced, 22 s not). CI keeps no artefact, so there it is off; a developer's run
    // keeps the trace of a failure to open with `npx playwright show-trace`.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // The learner app's service worker (issue #45) keeps a megabyte of the app at its first
    // visit: each test's fresh browser would fetch it. The specs of the installed and offline
    // app allow it (e2e/offline-app.spec.ts).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        ...extraArgs,
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  };
}

export const CHROMIUM_PROJECTS: PlaywrightTestConfig['projects'] = [
  { name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } },
];
