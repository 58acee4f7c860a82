import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { signIn } from './support/sign-in';

import { unfold } from './support/dashboard';
import { keepScreenshot } from './support/screenshot';

// Issue #18, points 4 and 5: the server keeps each question's clock, so a reload does not give
// the time back; a learner's extended time, chosen in « Mes préférences », runs the exam.

const secondsLeft = async (page: Page) =>
  Number(
    (await page.getByRole('timer', { name: 'Temps restant' }).textContent())?.match(/\d+/)?.[0],
  );

/** The dashboard offers one exam at a time: the unfinished one (« Continuer ») or the next. */
async function startExam(page: Page) {
  await page.goto('/dashboard');
  await unfold(page, 'Mes séries');
  await expect(page.getByRole('radio', { name: 'En conditions d’examen' })).toBeChecked();
  await page.getByRole('button', { name: /^(Commencer|Continuer) : Examen blanc/ }).click();
  await expect(page).toHaveURL(/\/player\/\d+$/);
  await expect(page.getByRole('timer', { name: 'Temps restant' })).toBeVisible();
}

test.describe('fair exam conditions', () => {
  test('a reload mid-question keeps the time left, not 20 s again', async ({
    page,
    newLearner,
  }, testInfo) => {
    // A coastal learner of this test alone: 40-question exams (ADR 0019), no credit to spend.
    await signIn(page, (await newLearner({ licence: 'co' })).email);
    await expect(page).toHaveURL(/\/dashboard$/);
    await startExam(page);
    const heading = page.getByRole('heading', { name: /^Question \d+ \/ 40$/ });
    const position = Number((await heading.textContent())?.match(/\d+/)?.[0]);
    // The clock is read first and the reload follows at once: what a busy machine adds to the
    // test's other steps (axe, screenshots) cannot run the question's 20 s out before it.
    const before = await secondsLeft(page);
    await page.waitForTimeout(3_000);
    await page.reload();
    await expect(page.getByRole('heading', { name: `Question ${position} / 40` })).toBeVisible();
    const left = await secondsLeft(page);
    expect(left).toBeLessThanOrEqual(before - 2);
    expect(left).toBeGreaterThan(0);
    await expect(
      page.getByText(/^(Une seule réponse|Plusieurs réponses possibles)$/),
    ).toBeVisible();
    // The keyboard still answers: a letter, then Entrée.
    await page.keyboard.press('a');
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', { name: `Question ${position + 1} / 40` }),
    ).toBeVisible();
    await expectNoSeriousViolations(page);
    for (const [width, height, name] of [
      [1280, 800, 'laptop'],
      [390, 844, 'phone'],
    ] as const) {
      await page.setViewportSize({ width, height });
      await keepScreenshot(page, { path: testInfo.outputPath(`exam-player-${name}.png`) });
    }
  });

  // Issue #40: the exam opened on a question whose clock had run while its picture loaded.
  test('a question’s clock starts when it is on screen, its picture loaded', async ({
    page,
    newLearner,
  }) => {
    await signIn(page, (await newLearner({ licence: 'ei', credits: 9 })).email);
    await expect(page).toHaveURL(/\/(welcome|dashboard)$/);
    // A slow network: every picture takes 4 s to come.
    await page.route('**/media/**', async (route) => {
      await new Promise((done) => setTimeout(done, 4_000));
      await route.continue();
    });
    const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value;
    // The first question of this exam is illustrated (EI-S-005).
    const created = await page.request.put(
      '/api/serie/create?slug=eaux-interieures-examen-1&parcours=examen&ordre_lettrage=fixe',
      { headers: { 'X-XSRF-TOKEN': xsrf ?? '' } },
    );
    await page.goto(`/player/${((await created.json()) as { id: number }).id}`);
    await expect(page.getByRole('heading', { name: /^Question 1 \/ \d+$/ })).toBeVisible();
    const served = Date.now();
    // Nothing of the question shows before its picture, and no time is spent meanwhile.
    await expect(page.getByRole('button', { name: /^A / })).toBeHidden();
    await expect(page.getByRole('button', { name: /^A / })).toBeVisible({ timeout: 10_000 });
    expect(Date.now() - served).toBeGreaterThan(3_000);
    await expect(page.getByRole('main').getByRole('img')).toBeVisible();
    expect(await secondsLeft(page)).toBeGreaterThanOrEqual(19);
    // A reload then keeps the clock that started on screen.
    await page.waitForTimeout(2_000);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.reload();
    await expect(page.getByRole('button', { name: /^A / })).toBeVisible();
    expect(await secondsLeft(page)).toBeLessThanOrEqual(18);
  });

  test('extended time chosen in « Mes préférences » runs the next exam and shows on its result', async ({
    page,
    newLearner,
  }, testInfo) => {
    test.setTimeout(150_000); // forty questions
    // Of this test alone: the preferences it saves change no other test's learner.
    await signIn(page, (await newLearner({ licence: 'co' })).email);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('button', { name: 'Mon compte' }).click();
    await page.getByRole('button', { name: 'Mes préférences' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mes préférences' });
    await dialog.getByRole('radio', { name: /^Temps majoré ×1,5/ }).check();
    await dialog.getByRole('checkbox', { name: /^Raccourcis à une touche/ }).uncheck();
    await expectNoSeriousViolations(page);
    await keepScreenshot(page, { path: testInfo.outputPath('exam-preferences-laptop.png') });
    // Exactly: the exam's day above has its own « Enregistrer la date » (issue #44).
    await dialog.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(
      dialog.getByRole('status').filter({ hasText: 'Préférences enregistrées.' }),
    ).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await keepScreenshot(page, { path: testInfo.outputPath('exam-preferences-phone.png') });
    await page.setViewportSize({ width: 1280, height: 800 });
    await dialog.getByRole('button', { name: 'Fermer' }).click();

    await startExam(page);
    await expect(page.getByRole('heading', { name: 'Question 1 / 40' })).toBeVisible();
    expect(await secondsLeft(page)).toBeGreaterThan(25);
    // Shortcuts off: a letter key does nothing, the learner clicks (once the answers take any).
    await expect(page.getByRole('button', { name: /^A\b/ })).toBeEnabled();
    await page.keyboard.press('a');
    await expect(page.getByRole('button', { pressed: true })).toHaveCount(0);
    await keepScreenshot(page, { path: testInfo.outputPath('exam-player-extended.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await keepScreenshot(page, { path: testInfo.outputPath('exam-player-extended-phone.png') });
    await page.setViewportSize({ width: 1280, height: 800 });

    for (let position = 1; position <= 40; position += 1) {
      await expect(page.getByRole('heading', { name: `Question ${position} / 40` })).toBeVisible();
      await page.getByRole('button', { name: /^A / }).click();
      await page.getByRole('button', { name: 'Valider' }).click();
    }
    await expect(page).toHaveURL(/\/correction\/\d+$/);
    await expect(page.getByText('Examen passé avec temps majoré ×1,5')).toBeVisible();
    await keepScreenshot(page, { path: testInfo.outputPath('exam-results-extended.png') });
  });
});
