import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { signInStaff } from './support/sign-in';

// Issue #19, points 8 and 9: the network operator triages the learners' question reports and
// keeps the network's schools. The demo reports are this spec's alone; its schools get a name
// of their own on each run.

const menu = (page: Page) => page.getByRole('navigation', { name: 'Espace école' });

test('the operator triages the question reports', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInStaff(page, 'reseau@demo.test');
  await menu(page).getByRole('link', { name: 'Signalements' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Signalements' })).toBeVisible();
  const questions = page.getByRole('list', { name: 'Questions signalées' }).locator('> li');
  await expect(questions.first()).toContainText('2 signalements');
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: '/tmp/h-network-reports-1280.png', fullPage: true });

  // One report « corrigée », another of that question « rejetée ».
  await page.getByRole('button', { name: /^Corrigée.*La réponse B me semble juste/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Signalement' })).toHaveText(
    'Signalement marqué «\u202fcorrigée\u202f».',
  );
  // The « à voir » filter no longer shows the report marked.
  await expect(page.getByRole('button', { name: /La réponse B me semble juste/ })).toHaveCount(0);
  await page.getByRole('button', { name: /^Rejetée.*On ne voit pas si le feu/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Signalement' })).toHaveText(
    'Signalement marqué «\u202frejetée\u202f».',
  );
  await page.getByLabel('Statut').selectOption({ label: 'Corrigée' });
  await expect(
    page.getByText('Réponse fausse — La réponse B me semble juste aussi.'),
  ).toBeVisible();
  await expect(page.getByText(/Corrigée par Claire Dumont le/)).toBeVisible();
  await page.getByLabel('Statut').selectOption({ label: 'Rejetée' });
  await expect(page.getByText(/^Question ambiguë — On ne voit pas/)).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByLabel('Statut').selectOption({ label: 'Tous' });
  await expect(page.getByText(/^Réponse fausse — La réponse B/)).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: '/tmp/h-network-reports-390.png', fullPage: true });
});

test('the operator creates and edits a school, by keyboard, and finds it in the learners filter', async ({
  page,
}) => {
  const name = `Auto-école des Tests ${Date.now().toString(36)}`;
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInStaff(page, 'reseau@demo.test');
  await menu(page).getByRole('link', { name: 'Écoles' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Écoles du réseau' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Auto-école de la Gare (démonstration)' }),
  ).toBeVisible();

  // Keyboard only: fields in order, Entrée sends.
  await page.getByLabel('Nom de l’école').focus();
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await page.keyboard.type('5 rue des Essais, 44000 Nantes');
  await page.keyboard.press('Tab');
  await page.keyboard.type('essais@demo.test');
  await page.keyboard.press('Tab');
  await page.keyboard.type('12 34');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toContainText('Indiquez un numéro de téléphone français');
  await page.getByLabel('Téléphone').fill('+33 2 40 00 00 09');
  await page.getByLabel('Marque').selectOption({ label: 'Orata Code' });
  await page.getByLabel('Téléphone').press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'créée' })).toHaveText(
    `École «\u202f${name}\u202f» créée.`,
  );
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(card).toContainText('02 40 00 00 09');
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: '/tmp/h-network-schools-1280.png', fullPage: true });

  await card.getByRole('button', { name: `Modifier ${name}` }).click();
  await page.getByLabel('Adresse').fill('7 rue des Essais, 44000 Nantes');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'enregistrée' })).toBeVisible();
  await expect(card).toContainText('7 rue des Essais');

  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: '/tmp/h-network-schools-390.png', fullPage: true });

  // The new school is at once in the learners list's school filter, and its list opens.
  await page.setViewportSize({ width: 1280, height: 800 });
  await menu(page).getByRole('link', { name: 'Élèves' }).click();
  await page.getByRole('combobox', { name: 'École', exact: true }).selectOption({ label: name });
  await expect(page.getByText('Aucun élève ne correspond à ces critères.')).toBeVisible();
});

test('a manager has no such menu entries and is refused by URL', async ({ page }) => {
  await signInStaff(page, 'gerant@demo.test');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Signalements' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Écoles' })).toHaveCount(0);
  await page.goto('/central/ecoles?from=prepacode');
  await expect(page.getByText('Votre rôle ne vous permet pas cette action.')).toBeVisible();
  await page.goto('/central/signalements?from=prepacode');
  await expect(page.getByText('Votre rôle ne vous permet pas cette action.')).toBeVisible();
});
