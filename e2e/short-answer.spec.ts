import path from 'node:path';
import { expectNoSeriousViolations } from './support/axe';
import { unfold } from './support/dashboard';
import { expect, test } from './support/fixtures';
import { signIn } from './support/sign-in';
import { uniqueTag } from './support/operator';
import { keepScreenshot } from './support/screenshot';

// Issue #46, point 2: a GIFT short answer ({=PLS =P.L.S.}) imported into the demo network's
// bank; its operator writes what it lacks and accepts it by keyboard; a learner of the network
// types the words on a phone, case and accents free, and reads the correction.

const GIFT = path.join(import.meta.dirname, '../apps/server/test/fixtures/exchange/publisher.gift');

test('a short answer is reviewed, then answered by typing its words on a phone', async ({
  page,
  browser,
  operator,
  newLearner,
}) => {
  test.setTimeout(120_000);
  const bank = `e2e-${uniqueTag()}`;
  const report = await operator.importBank(GIFT, bank, 'b', 'demo-reseau');
  const id = report.ids.get(report.outcomes.findIndex((one) => one.name === 'Capitale'));
  if (!id) throw new Error('« Capitale » was not imported');

  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'reseau@demo.test');
  await page.goto(`/central/questions-a-relire?banque=${bank}`);
  const card = page.getByRole('article', { name: `Question ${id}` });
  await expect(card).toContainText(
    'Réponse attendue\u202f: «\u202fPLS\u202f» ou «\u202fP.L.S.\u202f»',
  );
  await expect(card).toContainText('l’explication (40 caractères au moins)');
  await card.getByRole('button', { name: /^Modifier/ }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  // The file accepted two spellings of the acronym: the words in full are added, on a line.
  const words = dialog.getByLabel(/^Réponses acceptées, une par ligne/);
  await expect(words).toHaveValue('PLS\nP.L.S.');
  await words.focus();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('\nposition latérale de sécurité');
  await keepScreenshot(page, { path: test.info().outputPath('short-answer-dialog-1280.png') });
  await dialog
    .getByLabel('Explication')
    .fill(
      'La position latérale de sécurité garde libres les voies aériennes d’une victime inconsciente qui respire.',
    );
  await dialog.getByLabel('Référence').fill('Référentiel PSC1, position latérale de sécurité');
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Enregistrer et accepter' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText(
    `Question ${id} acceptée avec vos modifications.`,
  );

  const insider = await newLearner({ licence: 'b', firstName: 'Léna', lastName: 'Mots' });
  await (await insider.api()).answerSeries('code-route-bienvenue', 'entrainement');
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await signIn(phone, insider.email);
  await expect(phone).toHaveURL(/\/dashboard$/);
  await unfold(phone, 'Mes séries');
  const thematic = phone.getByRole('listitem').filter({
    has: phone.getByRole('heading', { name: 'Séries thématiques' }),
  });
  await thematic.getByText(/^Toutes les autres séries/).click();
  await thematic
    .getByRole('button', { name: new RegExp(`^Commencer.*Banque ${bank} · Secours`) })
    .click();
  await expect(phone).toHaveURL(/\/player\/\d+$/);
  const field = phone.getByRole('textbox', { name: 'Votre réponse, en toutes lettres' });
  await expect(field).toBeVisible();
  await expect(phone.getByText(/majuscules et accents sont libres/)).toBeVisible();
  await expectNoSeriousViolations(phone);
  await field.focus();
  await phone.keyboard.type('Position laterale de securite');
  await phone.keyboard.press('Enter');
  await expect(phone.getByRole('heading', { name: 'Bonne réponse !' })).toBeVisible();
  await expect(
    phone.getByText(
      '«\u202fPLS\u202f» ou «\u202fP.L.S.\u202f» ou «\u202fposition latérale de sécurité\u202f»',
      { exact: false },
    ),
  ).toBeVisible();
  await expectNoSeriousViolations(phone);
  await keepScreenshot(phone, {
    path: test.info().outputPath('short-answer-390.png'),
    fullPage: true,
  });
  await phone.close();
});
