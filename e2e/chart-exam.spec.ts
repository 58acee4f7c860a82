import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { signIn } from './support/sign-in';
import { answerWithKeyboard, typedAnswerOnScreen } from './support/player';

import { unfold } from './support/dashboard';
import { keepScreenshot } from './support/screenshot';

// Issue #22, point 3: the offshore written test on our training chart, by keyboard only, at
// 1280×800 and 390×844: the chart measured with its reticle and ruler, typed answers (one the
// server cannot read first), 13 items under one 1 h 30 clock, results out of 20 by part.

const TOTAL = 13;

/**
 * Measures on the chart by keyboard: aim, mark, move; the ruler says the route and distance.
 * On a phone the chart opens over the question and closes back to it (issue #40), where the
 * reticle's readings stay.
 */
async function measureOnChart(page: Page) {
  // The chart comes with the first exercise worked on it: beside the question, or folded.
  await expect(page.getByRole('region', { name: 'Carte d’entraînement' })).toBeVisible();
  const open = page.getByRole('button', { name: 'Ouvrir la carte' });
  const phone = await open.isVisible();
  if (phone) {
    await open.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Carte d’entraînement' })).toBeVisible();
  }
  const sheet = phone ? page.getByRole('dialog', { name: 'Carte d’entraînement' }) : page;
  const chart = sheet.getByRole('application', { name: /^Carte/ });
  await chart.focus();
  await page.keyboard.press('+');
  await page.keyboard.press('m');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowUp');
  const reading = /^Depuis le point marqué\u202f: route vraie \d{3}°/;
  const ruler = sheet.getByText(reading);
  await expect(ruler).toBeVisible();
  await page.keyboard.press('Escape');
  if (!phone) {
    await expect(page.getByText(/^Aucun point marqué/)).toBeVisible();
    return;
  }
  // Escape clears the point, and only the point: the chart stays open.
  await expect(ruler).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Carte d’entraînement' })).toBeVisible();
  await page.keyboard.press('m');
  await page.keyboard.press('ArrowDown');
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Revenir à la question' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(open).toBeFocused();
  await expect(page.getByText(reading)).toBeVisible();
}

/** Types a value in the exercise's field and sends it with Entrée. */
async function typeAnswer(page: Page, value: string) {
  const field = page.getByRole('textbox', { name: /^Votre réponse/ });
  await field.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(value);
  await page.keyboard.press('Enter');
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`an offshore learner sits the chart exam at ${viewport.width} px by keyboard`, async ({
    page,
    newLearner,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    // An offshore learner of this test alone, with credits as hauturier@demo.test has.
    await signIn(page, (await newLearner({ licence: 'ha', credits: 10 })).email);
    await expect(page).toHaveURL(/\/dashboard$/);
    await unfold(page, 'Mes séries');
    const series = page.getByRole('region', { name: 'Mes séries', exact: true });
    await expect(series).toContainText('13 exercices et questions en 1 h 30, 10/20 pour réussir');
    await series.getByRole('button', { name: /^Tirer au sort.*Nouvel examen blanc$/ }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Utiliser 1 crédit et commencer' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/player\/\d+$/);
    await expect(page.getByRole('timer', { name: 'Temps restant pour l’examen' })).toBeVisible();

    let typedSeen = 0;
    for (let position = 1; position <= TOTAL; position += 1) {
      await expect(
        page.getByText(`Question ${position} / ${TOTAL}`, { exact: true }),
      ).toBeVisible();
      const typed = await typedAnswerOnScreen(page);
      if (!typed) {
        await answerWithKeyboard(page, position, TOTAL);
        continue;
      }
      typedSeen += 1;
      if (typedSeen === 1) {
        await measureOnChart(page);
        await expectNoSeriousViolations(page);
        await keepScreenshot(page, { path: `/tmp/exam-ha-player-${viewport.width}.png` });
        // What cannot be read is said at the field, and the question stays to be answered.
        await typeAnswer(page, 'environ deux');
        await expect(page.getByText(/^Réponse illisible\u202f: écrivez/)).toBeVisible();
        await expect(
          page.getByText(`Question ${position} / ${TOTAL}`, { exact: true }),
        ).toBeVisible();
      }
      await typeAnswer(page, typed.value);
    }
    expect(typedSeen).toBeGreaterThan(0);

    await expect(page).toHaveURL(/\/correction\/\d+$/);
    const score = page.getByRole('region', { name: 'Votre score' });
    await expect(score).toContainText(/\d+(,5)?\/20/);
    const parts = page.getByRole('region', { name: 'Résultats par partie' });
    await expect(parts.getByRole('listitem')).toHaveCount(3);
    await expect(parts).toContainText('Travaux sur la carte');
    await expectNoSeriousViolations(page);
    await keepScreenshot(page, {
      path: `/tmp/exam-ha-results-${viewport.width}.png`,
      fullPage: true,
    });
  });
}
