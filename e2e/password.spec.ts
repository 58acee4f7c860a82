import { expectNoSeriousViolations } from './support/axe';
import { linkMailedTo } from './support/outbox';
import { expect, test } from './support/fixtures';

test('a learner who forgot the password gets a link by mail, chooses a new one and signs in', async ({
  page,
  newLearner,
}) => {
  // Of this test alone, so changing its password harms no other.
  const { email } = await newLearner({ licence: 'b', firstName: 'Inès', lastName: 'Garnier' });
  await page.goto('/home');
  await page.getByRole('link', { name: 'Se connecter', exact: true }).click();
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page.getByRole('heading', { name: 'Mot de passe oublié' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByLabel('Adresse e‑mail').fill(email);
  await page.getByRole('button', { name: 'Recevoir le lien' }).click();
  await expect(page.getByRole('status')).toContainText('Si un compte existe pour cette adresse');

  await expect.poll(() => linkMailedTo(email)).not.toBeNull();
  await page.goto(linkMailedTo(email) ?? '');
  await expect(page.getByRole('heading', { name: 'Nouveau mot de passe' })).toBeVisible();
  await page.getByLabel('Nouveau mot de passe').fill('azerty123456');
  await page.getByLabel('Confirmez le mot de passe').fill('azerty123456');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByRole('alert')).toContainText('trop courant');
  const password = 'trois mots bien choisis';
  await page.getByLabel('Nouveau mot de passe').fill(password);
  await page.getByLabel('Confirmez le mot de passe').fill(password);
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByRole('status')).toContainText('Votre mot de passe est enregistré');
  await expectNoSeriousViolations(page);

  await page.getByRole('link', { name: 'Se connecter' }).click();
  await page.getByLabel('Adresse e‑mail').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/(welcome|dashboard)$/);
  await expect(page.getByText('Inès Garnier').first()).toBeVisible();
});
