import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { expectNoSeriousViolations } from './support/axe';
import { BRAND_NAMES, openAsBrand } from './support/brands';
import { expect, test } from './support/fixtures';
import { signIn } from './support/sign-in';
import { answerWithKeyboard } from './support/player';
import { keepScreenshot } from './support/screenshot';

// Issue #42: questions asked on a moving scene, as the real test asks some on a video.

const banks = fileURLToPath(new URL('../content/banks/', import.meta.url));
const read = <T>(file: string) => parse(readFileSync(path.join(banks, file), 'utf8')) as T;
const themes = ['L', 'C', 'R', 'U', 'D', 'A', 'P', 'M', 'S', 'E'];
const scenes = new Set(
  themes.flatMap((theme) =>
    read<{ id: string; media?: { fichier: string } }[]>(`code-route/questions/${theme}.yaml`)
      .filter((question) => question.media?.fichier.endsWith('.mp4'))
      .map((question) => question.id),
  ),
);
/** The code mock exam whose first scene comes soonest, and that scene's position (from 1). */
const [exam] = read<{ slug: string; type: string; questions: string[] }[]>('code-route/series.yaml')
  .filter((series) => series.type === 'examen')
  .map((series) => ({
    slug: series.slug,
    position: series.questions.findIndex((id) => scenes.has(id)) + 1,
  }))
  .filter((series) => series.position > 0)
  .sort((a, b) => a.position - b.position);

const secondsLeft = async (page: Page) =>
  Number(
    (await page.getByRole('timer', { name: 'Temps restant' }).textContent())?.match(/\d+/)?.[0],
  );

/** Opens the exam (in exam conditions or training) and answers up to its first scene. */
async function reachScene(page: Page, parcours: 'examen' | 'entrainement' = 'examen') {
  if (!exam) throw new Error('a code mock exam with a scene');
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value;
  const created = await page.request.put(
    `/api/serie/create?slug=${exam.slug}&parcours=${parcours}&ordre_lettrage=fixe`,
    { headers: { 'X-XSRF-TOKEN': xsrf ?? '' } },
  );
  expect(created.status()).toBeLessThan(300);
  const attempt = ((await created.json()) as { id: number }).id;
  await page.goto(`/player/${attempt}`);
  for (let position = 1; position < exam.position; position += 1) {
    await answerWithKeyboard(page, position, 40);
    // In training each answer is corrected first.
    if (parcours === 'entrainement')
      await page.getByRole('button', { name: 'Question suivante' }).click();
  }
  await expect(page.getByRole('heading', { name: `Question ${exam.position} / 40` })).toBeVisible();
  // The accessible name reads the narrow no-break space as a space.
  return page.getByRole('figure', { name: /^Scène animée\s: / });
}

test.describe('questions on a moving scene', () => {
  test('a mock exam plays its scene inline, once, then counts the time; on a phone and a laptop', async ({
    browser,
    baseURL,
    newLearner,
  }, testInfo) => {
    test.setTimeout(180_000);
    for (const [width, height, name] of [
      [390, 844, 'phone'],
      [1280, 800, 'laptop'],
    ] as const) {
      // A learner per screen: each opens the exam afresh, its clock not yet started.
      const learner = await newLearner({ licence: 'b', credits: 9 });
      const context = await browser.newContext({ baseURL, viewport: { width, height } });
      const page = await context.newPage();
      await signIn(page, learner.email);
      await expect(page).toHaveURL(/\/(welcome|dashboard)$/);
      const scene = await reachScene(page);
      await expect(scene).toBeVisible();
      const video = scene.locator('video');
      // Inline, within the page: a phone does not take it full screen; no controls to replay it.
      await expect(video).toHaveAttribute('playsinline', '');
      await expect(video).not.toHaveAttribute('controls');
      const box = await video.boundingBox();
      expect(box?.width).toBeLessThanOrEqual(width);
      await expect
        .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime))
        .toBeGreaterThan(0);
      // While it plays, the question waits and its clock with it.
      await expect(page.getByRole('button', { name: /^A / })).toBeHidden();
      expect(await secondsLeft(page)).toBe(20);
      await keepScreenshot(page, { path: testInfo.outputPath(`scene-playing-${name}.png`) });
      await expect
        .poll(() => video.evaluate((v: HTMLVideoElement) => v.ended), { timeout: 20_000 })
        .toBe(true);
      await expect(page.getByRole('button', { name: /^A / })).toBeEnabled();
      await expect(page.getByRole('button', { name: 'Revoir la scène' })).toHaveCount(0);
      await page.waitForTimeout(2_500);
      expect(await secondsLeft(page)).toBeLessThanOrEqual(18);
      await expectNoSeriousViolations(page);
      await keepScreenshot(page, { path: testInfo.outputPath(`scene-question-${name}.png`) });
      await context.close();
    }
  });

  test('read aloud says what happens in the scene, and training offers « Revoir la scène »', async ({
    page,
    newLearner,
  }) => {
    // A French voice that writes down what it is asked to say (headless Chromium has none).
    await page.addInitScript(() => {
      const said: string[] = [];
      Object.assign(window, { said });
      const voice = { lang: 'fr-FR', name: 'Essai', default: true, localService: true };
      const synth = {
        getVoices: () => [voice],
        speak: (utterance: { text: string; onend?: () => void }) => {
          said.push(utterance.text);
          setTimeout(() => utterance.onend?.(), 10);
        },
        cancel: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      };
      class Utterance {
        constructor(public text: string) {}
      }
      Object.defineProperty(window, 'speechSynthesis', { value: synth });
      Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance });
    });
    await signIn(page, (await newLearner({ licence: 'b', credits: 9 })).email);
    await expect(page).toHaveURL(/\/(welcome|dashboard)$/);
    const scene = await reachScene(page, 'entrainement');
    await expect(scene).toBeVisible();
    const video = scene.locator('video');
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.ended), { timeout: 20_000 })
      .toBe(true);
    await page.getByRole('button', { name: 'Lire la question' }).click();
    const said = await page.evaluate(() => (window as unknown as { said: string[] }).said);
    const label = await scene.locator('span').first().textContent();
    const description = label?.replace(/^Scène animée\u202f: /, '');
    expect(said.at(-1)).toContain(`Scène\u202f: ${description}`);
    // Training only: the scene again, from its start.
    await page.getByRole('button', { name: 'Revoir la scène' }).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.ended)).toBe(false);
    await expect(page.getByRole('button', { name: 'Revoir la scène' })).toBeHidden();
  });

  for (const brand of BRAND_NAMES)
    test(`a scene passes axe under the ${brand} brand`, async ({ page, newLearner }) => {
      await openAsBrand(page, brand);
      await signIn(page, (await newLearner({ licence: 'b', credits: 9 })).email, { brand });
      await expect(page).toHaveURL(/\/(welcome|dashboard)$/);
      await expect(await reachScene(page)).toBeVisible();
      await expectNoSeriousViolations(page);
    });
});
