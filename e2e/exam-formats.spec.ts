import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { answerWithKeyboard, playScenesFast } from './support/player';
import { expect, test } from './support/fixtures';
import { signIn } from './support/sign-in';
import type { Licence } from './support/operator';

import { unfold } from './support/dashboard';
import { keepScreenshot } from './support/screenshot';

// Issue #22: each licence's mock exam as the official test is, drawn afresh with
// « Nouvel examen blanc » and played to its results with the keyboard alone, each by a learner
// of that licence made for the test.

interface Format {
  licence: Licence;
  total: number;
  rule: string;
  timer: string;
  /** Where the licence counts credits, starting uses one after a confirmation. */
  credit: boolean;
}

const FORMATS: Format[] = [
  {
    licence: 'etgreg',
    total: 40,
    rule: '40 questions, 20 s par question, 35 bonnes réponses sur 40 au moins',
    timer: 'Temps restant',
    credit: false,
  },
  {
    licence: 'a2',
    total: 40,
    rule: '40 questions, 20 s par question, 35 bonnes réponses sur 40 au moins',
    timer: 'Temps restant',
    credit: true,
  },
  {
    licence: 'co',
    total: 40,
    rule: '40 questions, 20 s par question, 35 bonnes réponses sur 40 au moins',
    timer: 'Temps restant',
    credit: false,
  },
  {
    licence: 'ei',
    total: 40,
    rule: '40 questions, 20 s par question, 35 bonnes réponses sur 40 au moins',
    timer: 'Temps restant',
    credit: false,
  },
  {
    licence: 'crr',
    total: 20,
    rule: '20 questions en 45 minutes, la moyenne dans chacune des 3 parties',
    timer: 'Temps restant pour l’examen',
    credit: false,
  },
];

/** From the dashboard, by keyboard: « Tirer au sort » the new mock exam, in exam conditions. */
async function drawExam(page: Page, format: Format) {
  await unfold(page, 'Mes séries');
  const series = page.getByRole('region', { name: 'Mes séries', exact: true });
  await expect(page.getByRole('radio', { name: 'En conditions d’examen' })).toBeChecked();
  await expect(series).toContainText(format.rule);
  await keepScreenshot(
    series
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Examens blancs' }) }),
    { path: `/tmp/exam-${format.licence}-dashboard-card.png` },
  );
  await series.getByRole('button', { name: /^Tirer au sort.*Nouvel examen blanc$/ }).focus();
  await page.keyboard.press('Enter');
  if (format.credit) {
    await page.getByRole('button', { name: 'Utiliser 1 crédit et commencer' }).focus();
    await page.keyboard.press('Enter');
  }
  await expect(page).toHaveURL(/\/player\/\d+$/);
}

for (const format of FORMATS) {
  test(`a ${format.licence} learner sits a new mock exam as the official test is`, async ({
    page,
    newLearner,
  }) => {
    test.setTimeout(120_000);
    const learner = await newLearner({ licence: format.licence, credits: 5 });
    await playScenesFast(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, learner.email);
    await expect(page).toHaveURL(/\/dashboard$/);
    await drawExam(page, format);
    await expect(page.getByRole('timer', { name: format.timer, exact: true })).toBeVisible();
    await expectNoSeriousViolations(page);
    await keepScreenshot(page, { path: `/tmp/exam-${format.licence}-player-1280.png` });

    for (let position = 1; position <= format.total; position += 1) {
      await answerWithKeyboard(page, position, format.total);
    }
    await expect(page).toHaveURL(/\/correction\/\d+$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Examen blanc tiré au sort' }),
    ).toBeVisible();
    const score = page.getByRole('region', { name: 'Votre score' });
    await expect(score).toContainText(`/ ${format.total}`);
    await expect(score).toContainText(/Réussi|Pas encore/);
    if (format.licence === 'crr') {
      const parts = page.getByRole('region', { name: 'Résultats par partie' });
      await expect(parts.getByRole('listitem')).toHaveCount(3);
      await expect(parts).toContainText('Détresse et sécurité, SMDSM et ASN');
    }
    await expectNoSeriousViolations(page);
    await keepScreenshot(page, {
      path: `/tmp/exam-${format.licence}-results-1280.png`,
      fullPage: true,
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSeriousViolations(page);
    await keepScreenshot(page, { path: `/tmp/exam-${format.licence}-results-390.png` });
  });
}
