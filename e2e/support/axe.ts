import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe on the page and its frames. Only what fails is gathered (`resultTypes`), and the run ends
 * in the page (legacy mode) instead of in a blank page opened for each scan: half the time of
 * a scan (session 37's note on issue #43). Legacy mode leaves out cross-origin and
 * `srcdoc` frames; the app's only frame, the lesson, has an address of the same origin, and its
 * findings are reported as before (checked on a lesson with a picture without `alt`).
 */
const axe = (page: Page) =>
  new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode(true);

/** WCAG 2.1 A and AA rules (RGAA's base); serious and critical findings fail the test. */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  const results = await axe(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(blocking, 'axe-core serious or critical violations').toEqual([]);
}

/**
 * Every rule axe runs by default (WCAG 2.0 to 2.2, A and AA, and its best practices: landmarks,
 * headings, the skip link), at any impact: none may find anything (issue #40, the learner pages).
 */
export async function expectNoAxeFindings(page: Page, where: string): Promise<void> {
  const { violations } = await axe(page).analyze();
  const findings = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(findings, `axe-core findings, ${where}`).toEqual([]);
}

/**
 * axe and a full-page screenshot (`/tmp/h-<name>-<width>.png`) at both widths the brief asks
 * for, 1280 and 390, then back to the desktop.
 */
export async function checkBothWidths(page: Page, name: string): Promise<void> {
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: `/tmp/h-${name}-${width}.png` });
    await page.screenshot({ path: `/tmp/h-${name}-${width}-full.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}
