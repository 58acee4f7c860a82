import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { signInThroughCentral } from './support/sign-in';

test('a school’s instructor opens a learner’s session, with logout disabled', async ({
  page,
}, testInfo) => {
  await signInThroughCentral(page, 'moniteur@demo.test');
  await expect(page).toHaveURL(/\/central\/eleves\?/);
  await expect(page.getByRole('heading', { name: 'Élèves de votre école' })).toBeVisible();
  await expect(page.getByText('Auto-école de la Gare (démonstration)')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: testInfo.outputPath('central-staff.png'), fullPage: true });

  await page.getByRole('button', { name: 'Ouvrir la session de Léa Martin' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Bonjour Léa !')).toBeVisible();
  // The dashboard has loading statuses of its own: find this one by its words.
  await expect(page.getByRole('status').filter({ hasText: 'Session ouverte par' })).toHaveText(
    'Session ouverte par Marc Lefèvre pour le compte de cet élève.',
  );
  await expect(page.getByRole('button', { name: 'Déconnexion' })).toBeDisabled();
  // The impersonated session leaves nothing in storage that would sign anyone in again.
  expect(
    await page.evaluate(() => [
      localStorage.getItem('token'),
      localStorage.getItem('selectedInscriptionId'),
    ]),
  ).toEqual([null, null]);
  await expectNoSeriousViolations(page);
});
