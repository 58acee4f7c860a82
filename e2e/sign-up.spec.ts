import { partnerSignedText } from '@prepacode/domain/contracts/signup.contract';
import type { Page } from '@playwright/test';
import { createHmac, randomBytes } from 'node:crypto';
import { E2E_VAGNON_SECRET } from './playwright.config';
import { choosePassword } from './support/api-user';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { linkMailedTo, mailsTo } from './support/outbox';

// The partner sign-up flows (issue #7) with the real server, database and mail outbox. Each
// test activates a code of its own, made by the operator's `codes-generate` (the demo codes serve
// people trying the product).

/** Opens the mailed link, chooses a password and signs in on the central page. */
async function choosePasswordAndSignIn(page: Page, email: string, password: string) {
  await expect.poll(() => linkMailedTo(email)).not.toBeNull();
  await page.goto(linkMailedTo(email) ?? '');
  await page.getByLabel('Nouveau mot de passe').fill(password);
  await page.getByLabel('Confirmez le mot de passe').fill(password);
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByRole('status')).toContainText('Votre mot de passe est enregistré');
  await page.getByRole('link', { name: 'Se connecter' }).click();
  await page.getByLabel('Adresse e‑mail').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

test('a visitor activates a code, creates the account, gets the welcome mail and signs in', async ({
  page,
  operator,
}) => {
  const code = await operator.createCode();
  const email = `pneu-${randomBytes(3).toString('hex')}@exemple.fr`;
  await page.goto('/home/michelin');
  await expect(page).toHaveURL(/\/home\/michelin\/activation$/);
  await expect(page).toHaveTitle('Activer mon compte – Michelin Code');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Activez votre accès à Michelin Code' }),
  ).toBeVisible();
  await expectNoSeriousViolations(page);

  // A code that does not exist: said next to the field, which takes the focus.
  await page.getByLabel('Code d’activation').fill('AAAA-BBBB-CCCC');
  await page.getByLabel('Adresse e‑mail').fill(email);
  await page.getByRole('button', { name: 'Valider mon code' }).click();
  await expect(page.getByText('Ce code d’activation n’est pas valable')).toBeVisible();
  await expect(page.getByLabel('Code d’activation')).toBeFocused();
  await expectNoSeriousViolations(page);

  // Typed the way people do: lower case, spaces for dashes.
  await page.getByLabel('Code d’activation').fill(code.toLowerCase().replace(/-/g, ' '));
  await page.getByRole('button', { name: 'Valider mon code' }).click();
  await expect(page).toHaveURL(/\/home\/michelin\/inscription$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Créez votre compte' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  await page.getByLabel('Prénom').fill('Camille');
  await page.getByLabel('Nom', { exact: true }).fill('Roux');
  await page.getByLabel('Date de naissance').fill('2020-01-01');
  await page.getByLabel('Téléphone').fill('06 11 22 33 44');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText('l’inscription est ouverte de 14 à 100 ans')).toBeVisible();
  await expect(page.getByLabel('Date de naissance')).toBeFocused();
  await expectNoSeriousViolations(page);
  await page.getByLabel('Date de naissance').fill('2006-04-23');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Bienvenue sur Michelin Code !' }),
  ).toBeVisible();
  await expect(page.getByText(`Un e‑mail vient de partir à ${email}`)).toBeVisible();
  await expectNoSeriousViolations(page);

  const [welcome = ''] = mailsTo(email, 'Bienvenue sur Michelin Code');
  expect(welcome).toContain('Code de la route (Auto)');
  await choosePasswordAndSignIn(page, email, 'ma voiture est bleue ciel');
  // A new B learner starts with the welcome series (spec §4 "User loading").
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByText('Camille Roux').first()).toBeVisible();
});

test('the code brand’s forgotten password mails a link to the code’s owner', async ({
  page,
  operator,
  baseURL,
}) => {
  const code = await operator.createCode();
  const email = `oubli-pneu-${randomBytes(3).toString('hex')}@exemple.fr`;
  await page.goto('/home/michelin/activation');
  await page.getByLabel('Code d’activation').fill(code);
  await page.getByLabel('Adresse e‑mail').fill(email);
  await page.getByRole('button', { name: 'Valider mon code' }).click();
  await page.getByLabel('Prénom').fill('Yanis');
  await page.getByLabel('Nom', { exact: true }).fill('Benali');
  await page.getByLabel('Date de naissance').fill('2003-12-02');
  await page.getByLabel('Téléphone').fill('0611223344');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByRole('heading', { name: 'Bienvenue sur Michelin Code !' })).toBeVisible();
  await expect.poll(() => mailsTo(email).length).toBe(1);
  // The owner chose a password from the welcome mail, and later forgot it. (A link asked while
  // an unused one is under two minutes old is not sent: no mail bombing.)
  await choosePassword(
    baseURL ?? '',
    linkMailedTo(email) ?? '',
    'un premier mot de passe vite oublie',
  );

  await page.goto('/mdp_oubli');
  await expect(page).toHaveURL(/\/home\/michelin\/forgotten-pwd$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByLabel('Code d’activation').fill(code);
  await page.getByRole('button', { name: 'Recevoir un lien' }).click();
  await expect(page.getByRole('status')).toContainText('Si ce code a servi à créer un compte');
  await expect.poll(() => mailsTo(email, 'choisissez un nouveau mot de passe').length).toBe(1);
  await choosePasswordAndSignIn(page, email, 'un code retrouve sans peine');
  await expect(page).toHaveURL(/\/welcome$/);
});

test('a sailor signs up from the boat publisher’s signed link', async ({ page }) => {
  const email = `marin-${randomBytes(3).toString('hex')}@exemple.fr`;
  const fields = {
    permis: 'co',
    nom: 'Le Goff',
    prenom: 'Jeanne',
    date_naissance: '1998-06-14',
    email,
    newsletter: 'true',
    t: String(Math.floor(Date.now() / 1000)),
  };
  const signature = createHmac('sha256', E2E_VAGNON_SECRET)
    .update(partnerSignedText(fields))
    .digest('hex');
  const query = new URLSearchParams({ ...fields, signature }).toString();

  // A link changed on the way is refused by the server, and nothing is created.
  await page.goto(`/vagnon?${query.replace('permis=co', 'permis=ha')}`);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByRole('alert')).toContainText('Ce lien d’inscription n’est pas valable');

  await page.goto(`/vagnon?${query}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Créez votre compte d’entraînement' }),
  ).toBeVisible();
  await expect(page.getByText('Permis bateau (Côtier)')).toBeVisible();
  await expect(page.getByText('14/06/1998')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByRole('status')).toContainText(`Un e‑mail vient de partir à ${email}`);
  await expectNoSeriousViolations(page);

  await choosePasswordAndSignIn(page, email, 'la mer est calme ce matin');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Jeanne Le Goff').first()).toBeVisible();

  // The same link again: it has served.
  await page.goto(`/vagnon?${query}`);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByRole('alert')).toContainText('Ce lien d’inscription a déjà servi');
});
