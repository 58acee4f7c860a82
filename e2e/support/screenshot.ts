import type {
  Locator,
  LocatorScreenshotOptions,
  Page,
  PageScreenshotOptions,
} from '@playwright/test';

/**
 * A picture of a page or a part of it, for a person to look at after a run (the brief: take
 * screenshots and open them). CI keeps no artefact, so there none is taken: the suite takes a
 * few hundred, each 0.06–0.12 CPU-s, 0.23–0.35 for a whole page (measured 2026-12-05). A failed
 * test's own screenshot is Playwright's (`screenshot: 'only-on-failure'`).
 */
export async function keepScreenshot(
  target: Page | Locator,
  options: PageScreenshotOptions & LocatorScreenshotOptions,
): Promise<void> {
  if (process.env.CI) return;
  await target.screenshot(options);
}
