import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { unfold } from './support/dashboard';
import { expect, test } from './support/fixtures';
import { signIn } from './support/sign-in';
import { uniqueTag } from './support/operator';
import { keepScreenshot } from './support/screenshot';

// Issue #46, point 4: a school's GIFT file imported as the demo network's own bank; its
// operator rewrites and accepts a question in the browser; a learner of the network meets it in
// a thematic series, a learner of a school outside the network never does.

const GIFT = path.join(import.meta.dirname, '../apps/server/test/fixtures/exchange/publisher.gift');
const menu = (page: Page) => page.getByRole('navigation', { name: 'Espace école' });

test('the operator reviews an imported question, which the network’s learners alone practise', async ({
  page,
  browser,
  operator,
  newLearner,
  newSchool,
}) => {
  test.setTimeout(120_000);
  const bank = `e2e-${uniqueTag()}`;
  const report = await operator.importBank(GIFT, bank, 'b', 'demo-reseau');
  const stop = report.ids.get(report.outcomes.findIndex((one) => one.name === 'Arrêt au stop'));
  if (!stop) throw new Error('« Arrêt au stop » was not imported');

  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'reseau@demo.test');
  await menu(page).getByRole('link', { name: 'Questions à relire' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Questions à relire' })).toBeVisible();
  const card = page.getByRole('article', { name: `Question ${stop}` });
  await expect(card).toContainText('Au panneau «\u202fSTOP\u202f», je dois\u202f:');
  await expect(card).toContainText('la référence (le texte qui fonde la réponse)');
  await expect(
    card.getByRole('img', { name: 'Un panneau octogonal rouge marqué STOP' }),
  ).toBeVisible();
  await expectNoSeriousViolations(page);
  await keepScreenshot(page, { path: test.info().outputPath('review-1280.png'), fullPage: true });

  // Its reference is missing: « Modifier », write it, « Enregistrer et accepter », by keyboard.
  await card.getByRole('button', { name: /^Modifier/ }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Référence').fill('Code de la route, art. R415-6');
  await expectNoSeriousViolations(page);
  await keepScreenshot(page, { path: test.info().outputPath('edit-dialog-1280.png') });
  await dialog.getByRole('button', { name: 'Enregistrer et accepter' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText(
    `Question ${stop} acceptée avec vos modifications.`,
  );
  await expect(card).toContainText(/Acceptée par Claire Dumont le/);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByLabel('Statut').selectOption({ label: 'Acceptées' });
  await expect(page.getByRole('article', { name: `Question ${stop}` })).toContainText(
    'Code de la route, art. R415-6',
  );
  await expectNoSeriousViolations(page);
  await keepScreenshot(page, { path: test.info().outputPath('review-390.png'), fullPage: true });

  // A learner of the demo school, in the network, meets it in a thematic series of the bank.
  const insider = await newLearner({ licence: 'b', firstName: 'Inès', lastName: 'Réseau' });
  await (await insider.api()).answerSeries('code-route-bienvenue', 'entrainement');
  const learnerPage = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await signIn(learnerPage, insider.email);
  await expect(learnerPage).toHaveURL(/\/dashboard$/);
  await unfold(learnerPage, 'Mes séries');
  // The thematic series: ours first, the network's after, under « Toutes les autres séries ».
  const thematic = learnerPage.getByRole('listitem').filter({
    has: learnerPage.getByRole('heading', { name: 'Séries thématiques' }),
  });
  await thematic.getByText(/^Toutes les autres séries/).click();
  const series = thematic.getByRole('button', {
    name: new RegExp(`^Commencer.*Banque ${bank} · Circulation`),
  });
  await series.click();
  await expect(learnerPage).toHaveURL(/\/player\/\d+$/);
  await expect(
    learnerPage.getByText('Au panneau «\u202fSTOP\u202f», je dois\u202f:'),
  ).toBeVisible();
  await learnerPage.close();

  // A learner of a school outside the network never sees the bank's series.
  const school = await newSchool('Auto-école Hors Réseau');
  const outsider = await newLearner({
    licence: 'b',
    school: school.id,
    firstName: 'Hugo',
    lastName: 'Dehors',
  });
  await (await outsider.api()).answerSeries('code-route-bienvenue', 'entrainement');
  const outsiderPage = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await signIn(outsiderPage, outsider.email);
  await expect(outsiderPage).toHaveURL(/\/dashboard$/);
  await unfold(outsiderPage, 'Mes séries');
  await outsiderPage
    .getByRole('listitem')
    .filter({ has: outsiderPage.getByRole('heading', { name: 'Séries thématiques' }) })
    .getByText(/^Toutes les autres séries/)
    .click();
  await expect(outsiderPage.getByRole('button', { name: /^Commencer/ }).first()).toBeVisible();
  await expect(
    outsiderPage.getByRole('button', { name: new RegExp(`Banque ${bank}`) }),
  ).toHaveCount(0);
  await outsiderPage.close();
});
