import { expect, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { randomBytes, randomInt } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { E2E_DATABASE_FILE, E2E_OUTBOX } from './playwright.config';
import { expectNoSeriousViolations } from './support/axe';

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

/** The link of the newest mail sent to `email`, read from the server's outbox. */
function linkMailedTo(email: string): string | null {
  if (!existsSync(E2E_OUTBOX)) return null;
  const mails = readdirSync(E2E_OUTBOX)
    .sort()
    .map((name) => readFileSync(path.join(E2E_OUTBOX, name), 'utf8'))
    .map((mail) => mail.replace(/=\r?\n/g, '').replace(/=3D/g, '='))
    .filter((mail) => mail.includes(`To: ${email}`));
  const match = /https?:\/\/[^\s"<]+\/central\/mot-de-passe\?[^\s"<]+/.exec(mails.at(-1) ?? '');
  return match ? match[0].replace(/&amp;/g, '&') : null;
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
  const link = new URL(linkMailedTo(email) ?? '');
  await page.goto(`${link.pathname}${link.search}`);
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
