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
    trace: 'retain-on-failure',
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
