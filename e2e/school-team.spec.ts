import type { Page } from '@playwright/test';
import { checkBothWidths } from './support/axe';
import { choosePassword } from './support/api-user';
import { expect, test } from './support/fixtures';
import { signIn } from './support/sign-in';
import { uniqueTag } from './support/operator';
import { linkMailedTo } from './support/outbox';

// Issue #41, point 7: a school's team managed in the browser, by its manager (a school of the
// test's own) and by the network's operator for a school it has just created.

const menu = (page: Page) => page.getByRole('navigation', { name: 'Espace école' });

test('the manager invites an instructor, who joins, then makes them a manager and removes them', async ({
  page,
  browser,
  newSchool,
  baseURL,
}) => {
  const school = await newSchool('Auto-école de l’équipe');
  const email = `lucie.bernard-${uniqueTag()}@exemple.fr`;
  await signIn(page, school.manager);
  await menu(page).getByRole('link', { name: 'Équipe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Équipe' })).toBeVisible();

  // Keyboard only: the fields in order, Entrée sends.
  const form = page.getByRole('form', { name: 'Inviter quelqu’un' });
  await form.getByLabel('Prénom').focus();
  await page.keyboard.type('Lucie');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Bernard');
  await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  await expect(form.getByRole('status')).toContainText(`Invitation envoyée à ${email}`);
  const table = page.getByRole('table', { name: /^Équipe d/ });
  const lucie = table.getByRole('row').filter({ hasText: 'Lucie Bernard' });
  await expect(lucie).toContainText('Invitation envoyée');
  await checkBothWidths(page, 'team');

  // She chooses her password from the mail and signs in: the space, without « Équipe ».
  await expect.poll(() => linkMailedTo(email)).not.toBeNull();
  await choosePassword(baseURL ?? '', linkMailedTo(email) ?? '');
  const invited = await browser.newPage();
  await signIn(invited, email);
  await expect(menu(invited).getByRole('link', { name: 'Élèves' })).toBeVisible();
  await expect(menu(invited).getByRole('link', { name: 'Équipe' })).toHaveCount(0);
  await invited.close();

  await page.reload();
  await expect(lucie).toContainText('Actif');
  await lucie.getByRole('button', { name: 'Nommer Lucie Bernard gestionnaire' }).click();
  await expect(page.getByText('Lucie est désormais gestionnaire.')).toBeVisible();
  await expect(lucie).toContainText('Gestionnaire');
  await lucie.getByRole('button', { name: 'Retirer Lucie Bernard de l’équipe' }).click();
  const dialog = page.getByRole('dialog', { name: /Retirer Lucie Bernard/ });
  await dialog.getByRole('button', { name: 'Retirer de l’équipe' }).click();
  await expect(page.getByText('Lucie ne fait plus partie de l’équipe')).toBeFocused();
  await expect(lucie).toHaveCount(0);
});

test('the operator creates a school and invites its first manager', async ({ page }) => {
  const name = `Auto-école de l’équipe ${uniqueTag()}`;
  const email = `premier.gerant-${uniqueTag()}@exemple.fr`;
  await signIn(page, 'reseau@demo.test');
  await menu(page).getByRole('link', { name: 'Écoles' }).click();
  await page.getByLabel('Nom de l’école').fill(name);
  await page.getByRole('button', { name: 'Créer l’école' }).click();
  await page.getByRole('link', { name: `Inviter le premier gestionnaire d’${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Équipe' })).toBeVisible();
  await expect(page.getByLabel('École', { exact: true })).toHaveValue(/.+/);
  const form = page.getByRole('form', { name: 'Inviter quelqu’un' });
  await form.getByLabel('Prénom').fill('Hélène');
  await form.getByLabel('Nom', { exact: true }).fill('Garnier');
  await form.getByLabel('Adresse e‑mail').fill(email);
  await form.getByLabel('Rôle').selectOption('gestionnaire');
  await form.getByRole('button', { name: 'Envoyer l’invitation' }).click();
  await expect(form.getByRole('status')).toContainText(`Invitation envoyée à ${email}`);
  await expect(page.getByRole('table', { name: `Équipe d’${name}` })).toContainText(
    'Hélène Garnier',
  );
  await checkBothWidths(page, 'team-operator');
});
