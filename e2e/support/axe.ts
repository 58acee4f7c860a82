import { expect, type Page } from '@playwright/test';
import axeCore, { type Result, type RunOptions } from 'axe-core';
import { keepScreenshot } from './screenshot';

/**
 * axe on the page and its frames, run in the page itself (what `@axe-core/playwright` calls
 * legacy mode, rather than in a blank page opened for each scan: half the time of a scan,
 * session 37's note on issue #43). axe is put in a frame once, when it is not there yet: the
 * builder compiled its 600 KB again twice a scan, about 120 of its 190 ms on an idle machine
 * (session 72). As in legacy mode, a cross-origin or `srcdoc` frame is left out; the app's only
 * frame, the lesson, has an address of the same origin. Only what fails is gathered.
 */
async function violations(page: Page, options: RunOptions): Promise<Result[]> {
  for (const frame of page.frames()) {
    const present = await frame.evaluate(() => 'axe' in window).catch(() => true);
    if (!present)
      await frame
        .evaluate(`${axeCore.source};axe.configure({ allowedOrigins: ['<same_origin>'] })`)
        // A frame that went away or is not ours is not scanned, as in legacy mode.
        .catch(() => undefined);
  }
  return page.evaluate(
    (runOptions) =>
      (window as unknown as { axe: typeof axeCore }).axe
        .run(document, runOptions)
        .then((results) => results.violations),
    { ...options, resultTypes: ['violations'] } satisfies RunOptions,
  );
}

const listed = (found: Result[]) =>
  found.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );

/** WCAG 2.1 A and AA rules (RGAA's base); serious and critical findings fail the test. */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  const found = await violations(page, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  });
  const blocking = found.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(listed(blocking), 'axe-core serious or critical violations').toEqual([]);
}

/** What `rules` (every rule axe runs by default when not given) find, one line a rule. */
export async function axeFindings(page: Page, rules?: string[]): Promise<string[]> {
  return listed(await violations(page, rules ? { runOnly: { type: 'rule', values: rules } } : {}));
}

/**
 * Every rule axe runs by default (WCAG 2.0 to 2.2, A and AA, and its best practices: landmarks,
 * headings, the skip link), at any impact: none may find anything (issue #40, the learner pages).
 */
export async function expectNoAxeFindings(page: Page, where: string): Promise<void> {
  expect(await axeFindings(page), `axe-core findings, ${where}`).toEqual([]);
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
    await keepScreenshot(page, { path: `/tmp/h-${name}-${width}.png` });
    await keepScreenshot(page, { path: `/tmp/h-${name}-${width}-full.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}
