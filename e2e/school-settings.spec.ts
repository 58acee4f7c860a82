import { checkBothWidths } from './support/axe';
import { expect, test } from './support/fixtures';
import { signInStaff } from './support/sign-in';

// Issue #41, point 5: each school's mock-exam credits for its new learners, set in « Réglages »
// and offered by « Nouvel élève » and the codes' form. The settings written are those of a school
// of the test's own (newSchool); the demo school's are only read.

test('the demo school gives its new learners mock-exam credits', async ({ page }) => {
  await signInStaff(page, 'gerant@demo.test');
  await page.getByRole('link', { name: 'Réglages' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Réglages' })).toBeVisible();
  await expect(page.getByLabel('Auto', { exact: true })).toHaveValue('5');
  await expect(page.getByLabel('ETM', { exact: true })).toHaveValue('3');
});

test('the manager sets the credits with the keyboard, and new learners and codes start from them', async ({
  page,
  newSchool,
}) => {
  const school = await newSchool('Auto-école des réglages');
  await signInStaff(page, school.manager);
  await page.getByRole('link', { name: 'Réglages' }).click();
  const car = page.getByLabel('Auto', { exact: true });
  await expect(car).toHaveValue('0');
  await checkBothWidths(page, 'settings-empty');

  await car.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('4');
  // Auto, ETG, Prépaconduite, then ETM.
  for (let tab = 0; tab < 3; tab += 1) await page.keyboard.press('Tab');
  await expect(page.getByLabel('ETM', { exact: true })).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('60');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('ETM', { exact: true })).toHaveAccessibleDescription(
    'Indiquez de 0 à 50 crédits d’examens blancs.',
  );
  await expect(page.getByLabel('ETM', { exact: true })).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('2');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Crédits' })).toHaveText(
    `Crédits par défaut enregistrés pour ${school.name}.`,
  );
  await checkBothWidths(page, 'settings-saved');

  await page.getByRole('link', { name: 'Élèves' }).click();
  await page.getByRole('button', { name: 'Nouvel élève' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvel élève' });
  await expect(dialog.getByLabel('Crédits d’examens blancs')).toHaveValue('4');
  await dialog.getByLabel('Permis').selectOption('etm');
  await expect(dialog.getByLabel('Crédits d’examens blancs')).toHaveValue('2');
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Codes d’activation' }).click();
  await expect(page.getByLabel('Crédits d’examens blancs')).toHaveValue('4');
});
