import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { signIn } from './support/sign-in';

import { unfold } from './support/dashboard';
import { keepScreenshot } from './support/screenshot';

test('a mock exam asks before using a credit, says how many remain, and explains when none do', async ({
  page,
  newLearner,
}) => {
  test.setTimeout(90_000);
  // A moto (A) learner of this test alone with two exam credits out of five: given five, three
  // spent on new mock exams drawn and answered to the end.
  const learner = await newLearner({ licence: 'a', credits: 5 });
  const api = await learner.api();
  for (let drawn = 0; drawn < 3; drawn += 1) await api.answerNewMockExam();
  await signIn(page, learner.email);
  await expect(page).toHaveURL(/\/dashboard$/);
  const credits = page.getByRole('region', { name: 'Mes crédits d’examens blancs' });
  await expect(credits).toContainText('2 crédits restants sur 5');
  await unfold(page, 'Mes séries');

  const first = page.getByRole('button', { name: /^Commencer : Examen blanc n° 1/ });
  await first.click();
  const dialog = page.getByRole('dialog', { name: 'Utiliser un crédit d’examen blanc\u202f?' });
  await expect(dialog).toContainText('Cette série utilise 1 crédit. Il vous en restera 1.');
  // « Annuler » has the focus: Enter does not spend a credit by accident.
  await expect(dialog.getByRole('button', { name: 'Annuler' })).toBeFocused();
  await expectNoSeriousViolations(page);
  await keepScreenshot(page, { path: test.info().outputPath('credit-dialog-1280.png') });

  // Cancelling changes nothing and gives the focus back; Escape too.
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toBeHidden();
  await expect(first).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(credits).toContainText('2 crédits restants sur 5');
  await unfold(page, 'Mes séries');
  await expect(page).toHaveURL(/\/dashboard$/);

  // Confirmed: the exam starts, and the count drops.
  await first.click();
  await dialog.getByRole('button', { name: 'Utiliser 1 crédit et commencer' }).click();
  await expect(page).toHaveURL(/\/player\/\d+$/);
  await expect(page.getByText('Question 1 / 40', { exact: true })).toBeVisible();
  await page.goto('/dashboard');
  await expect(credits).toContainText('1 crédit restant sur 5');
  await unfold(page, 'Mes séries');
  // Resuming the exam begun uses no credit: no question asked.
  await expect(page.getByRole('button', { name: /^Continuer : Examen blanc n° 1/ })).toBeVisible();

  // The last credit is named as such.
  const exams = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: 'Examens blancs' }),
  });
  await exams.getByText(/^Toutes les autres séries/).click();
  await page.getByRole('button', { name: /^Commencer : Examen blanc n° 2/ }).click();
  await expect(dialog).toContainText(
    'C’est votre dernier crédit\u202f: il ne vous en restera plus.',
  );
  await dialog.getByRole('button', { name: 'Utiliser 1 crédit et commencer' }).click();
  await expect(page).toHaveURL(/\/player\/\d+$/);

  // None left: the buttons say why and where to ask; « Continuer » still works.
  await page.goto('/dashboard');
  await expect(credits).toContainText('0 crédit restant sur 5');
  await unfold(page, 'Mes séries');
  await exams.getByText(/^Toutes les autres séries/).click();
  const third = page.getByRole('button', { name: /^Commencer : Examen blanc n° 3/ });
  await expect(third).toHaveAttribute('aria-disabled', 'true');
  await expect(third).toHaveAccessibleDescription(
    'Plus de crédit\u202f: demandez-en à votre auto-école depuis Nous contacter.',
  );
  // Reached with the keyboard, Enter on it starts nothing.
  await third.focus();
  await expect(third).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard$/);
  const series = page.getByRole('region', { name: 'Mes séries', exact: true });
  await expect(series.getByRole('link', { name: 'Nous contacter' })).toHaveAttribute(
    'href',
    '/contact',
  );
  await expectNoSeriousViolations(page);
  await keepScreenshot(page, {
    path: test.info().outputPath('credits-none-1280.png'),
    fullPage: true,
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await keepScreenshot(page, {
    path: test.info().outputPath('credits-none-390.png'),
    fullPage: true,
  });
});
