import { expect, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { randomBytes, randomInt } from 'node:crypto';
import { E2E_DATABASE_FILE } from './playwright.config';
import { expectNoSeriousViolations } from './support/axe';
import { linkMailedTo } from './support/outbox';

/** A learner of the demo school of this test alone, so changing its password harms no other. */
function seedLearner(): string {
  const email = `oubli-${randomBytes(4).toString('hex')}@demo.test`;
  const db = new Database(E2E_DATABASE_FILE);
  db.pragma('busy_timeout = 5000');
  const id = randomBytes(16).toString('base64url');
  const now = Date.now();
  db.prepare(
    `insert into users (id, email, password_hash, role, first_name, last_name, photo_url,
       structure_id, group_id, created_at) values (?, ?, null, 'learner', 'Inès', 'Garnier', null,
       'demo-auto-ecole', null, ?)`,
  ).run(id, email, now);
  db.prepare(
    `insert into inscriptions (id, user_id, licence_code, expiration_date, total_credits,
       remaining_credits, status, created_at) values (?, ?, 'b', '2099-12-31', 20, 20, 'ouvert', ?)`,
  ).run(randomInt(1, 2 ** 47), id, now);
  db.close();
  return email;
}

test('a learner who forgot the password gets a link by mail, chooses a new one and signs in', async ({
  page,
}) => {
  const email = seedLearner();
  await page.goto('/home');
  await page.getByRole('link', { name: 'Se connecter', exact: true }).click();
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page.getByRole('heading', { name: 'Mot de passe oublié' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByLabel('Adresse e-mail').fill(email);
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
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/(welcome|dashboard)$/);
  await expect(page.getByText('Inès Garnier').first()).toBeVisible();
});
