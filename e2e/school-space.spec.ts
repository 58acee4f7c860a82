import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { signIn } from './support/sign-in';
import { wordsCutAcrossLines } from './support/layout';
import { uniqueTag } from './support/operator';
import { keepScreenshot } from './support/screenshot';

// Issue #19, point 1: the school space's learners list, used by each demo staff account as a
// person does. Other specs add learners to the demo school, so its lists are checked through
// a search; the network's second school is this spec's alone.

const rowNames = (page: Page) =>
  page.getByRole('table', { name: 'Élèves et leur progression' }).getByRole('rowheader');

test('the manager finds, filters, sorts and exports the school’s learners', async ({
  page,
}, testInfo) => {
  await signIn(page, 'gerant@demo.test');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Élèves de votre école' }),
  ).toBeVisible();
  await expect(page.getByText('Sophie Garnier · Gestionnaire')).toBeVisible();
  await expect(page).toHaveTitle('Élèves – Espace école – Prépacode');
  await expectNoSeriousViolations(page);
  await keepScreenshot(page, { path: testInfo.outputPath('school-1280.png'), fullPage: true });

  // The search, sent with Entrée.
  const search = page.getByRole('searchbox', { name: 'Rechercher un élève' });
  await search.fill('martin');
  await search.press('Enter');
  await expect(rowNames(page)).toHaveCount(1);
  await expect(rowNames(page).first()).toContainText('Léa Martin');
  await expect(page.getByRole('status').filter({ hasText: 'élève' })).toHaveText('1 élève');
  // The filters live in the address: a reload shows the same list.
  await page.reload();
  await expect(rowNames(page)).toHaveCount(1);
  await expect(page.getByRole('searchbox', { name: 'Rechercher un élève' })).toHaveValue('martin');

  // Hugo Bernard has two licences: one row each.
  await page.getByRole('searchbox', { name: 'Rechercher un élève' }).fill('bernard');
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(rowNames(page)).toHaveCount(2);
  await page.getByLabel('Permis').selectOption({ label: 'Côtier' });
  await expect(rowNames(page)).toHaveCount(1);
  await page.getByLabel('Permis').selectOption({ label: 'Tous' });
  await expect(rowNames(page)).toHaveCount(2);

  // Sorting with the keyboard: ascending, then descending.
  const header = page.getByRole('columnheader', { name: 'Permis' });
  await header.getByRole('button').focus();
  await page.keyboard.press('Enter');
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await page.keyboard.press('Enter');
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  const rows = page.getByRole('table', { name: 'Élèves et leur progression' }).getByRole('row');
  await expect(rows.nth(1)).toContainText('Côtier');
  await expect(rows.nth(2)).toContainText('Auto');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Exporter la liste (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^eleves-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile(await file.path(), 'utf8');
  const lines = text.split('\r\n');
  expect(lines[0]?.startsWith('\uFEFFnom;prenom;email;')).toBe(true);
  // The export has the list's filters and order, every page of it.
  expect(lines.slice(1, -1).map((line) => line.split(';').slice(0, 6).join(' '))).toEqual([
    'Bernard Hugo multi@demo.test Auto-école de la Gare (démonstration) Cours du soir co',
    'Bernard Hugo multi@demo.test Auto-école de la Gare (démonstration) Cours du soir b',
  ]);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('list', { name: 'Élèves et leur progression' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page);
  await keepScreenshot(page, { path: testInfo.outputPath('school-390.png'), fullPage: true });
});

test('the instructor sees the list and opens sessions, without the export', async ({ page }) => {
  await signIn(page, 'moniteur@demo.test');
  await expect(page.getByText('Marc Lefèvre · Moniteur')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Ouvrir sa session/ }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Exporter la liste (CSV)' })).toHaveCount(0);
});

test('the network’s operator lists every school and narrows to one', async ({ page }, testInfo) => {
  await signIn(page, 'reseau@demo.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Élèves de vos écoles' })).toBeVisible();
  await page
    .getByLabel('École', { exact: true })
    .selectOption({ label: 'Auto-école du Port (démonstration)' });
  await expect(rowNames(page)).toHaveText([/Louis Fontaine/, /Jade Moreau/]);
  await expect(rowNames(page).first()).toContainText('Auto-école du Port (démonstration)');
  await expectNoSeriousViolations(page);
  await keepScreenshot(page, { path: testInfo.outputPath('school-operator.png'), fullPage: true });
});

test('the second school’s manager sees their own learners only', async ({ page }) => {
  await signIn(page, 'autre-ecole@demo.test');
  await expect(rowNames(page)).toHaveText([/Louis Fontaine/, /Jade Moreau/]);
  await expect(page.getByLabel('École', { exact: true })).toHaveCount(0);
});

test('the manager extends a learner’s access and adds credits, keyboard only', async ({
  page,
  newLearner,
  newSchool,
}, testInfo) => {
  // The test's own school: what the manager changes shows in no other spec's list.
  const school = await newSchool('Auto-école des accès');
  const lastName = `Actions${Date.now() % 100_000}`;
  await newLearner({
    licence: 'co',
    firstName: 'Zoé',
    lastName,
    until: '2099-12-31',
    school: school.id,
  });
  await signIn(page, school.manager);
  const search = page.getByRole('searchbox', { name: 'Rechercher un élève' });
  await search.fill(lastName);
  await search.press('Enter');
  await expect(rowNames(page)).toHaveCount(1);

  const manage = page.getByRole('button', {
    name: `Accès et crédits\u202f: Zoé ${lastName}, Côtier`,
  });
  await manage.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Zoé ${lastName} · Côtier` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Accès jusqu’au 31/12/2099 · 5 crédits restants');
  await expectNoSeriousViolations(page);

  await dialog.getByLabel('Prolonger l’accès de').selectOption('30 jours');
  await dialog.getByRole('button', { name: 'Prolonger' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Accès prolongé jusqu’au 30/01/2100.');

  const credits = dialog.getByLabel('Crédits d’examens blancs à ajouter');
  await credits.fill('0');
  await credits.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('Ajoutez au moins 1 crédit.');
  await credits.fill('3');
  await credits.press('Enter');
  await expect(dialog.getByRole('status')).toHaveText('3 crédits ajoutés : 8 restants.');
  await expect(dialog).toContainText('Accès jusqu’au 30/01/2100 · 8 crédits restants');
  // Closing a licence, then opening it again (the list keeps it once reopened).
  await dialog.getByRole('button', { name: 'Fermer la formation' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    'Formation fermée : l’élève ne peut plus s’y entraîner ni la choisir.',
  );
  await dialog.getByRole('button', { name: 'Rouvrir la formation' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    'Formation rouverte : l’élève la retrouve à sa prochaine connexion.',
  );

  await dialog.getByRole('button', { name: 'Envoyer un lien de mot de passe' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    /^Un lien pour choisir un mot de passe est parti à e2e-\w+@demo\.test \(valable 60 minutes\)\.$/,
  );
  await keepScreenshot(page, { path: testInfo.outputPath('school-manage.png') });

  // Escape closes, the focus comes back, and the list shows the new values.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(manage).toBeFocused();
  const row = page
    .getByRole('table', { name: 'Élèves et leur progression' })
    .getByRole('row')
    .nth(1);
  await expect(row).toContainText('30/01/2100');
  await expect(row.getByRole('cell').nth(6)).toHaveText('8');

  // A licence closed leaves the list once the dialog is closed; the focus goes to the count.
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Fermer la formation' }).click();
  await expect(dialog.getByRole('status')).toContainText('Formation fermée');
  await page.keyboard.press('Escape');
  const count = page.getByRole('status').filter({ hasText: 'élève' });
  await expect(count).toHaveText('0 élèves');
  await expect(count).toBeFocused();
});

// Issue #41, point 11: on a phone the menu hid « Codes d’activation » and « Groupes » off to the
// side, and the list cut badges and e-mail addresses in the middle of a word.
test('on a phone the manager sees every section of the menu, and no word of the list is cut', async ({
  page,
  newSchool,
  newLearner,
}) => {
  const school = await newSchool('Auto-école du téléphone');
  const tag = uniqueTag();
  await newLearner({
    licence: 'b',
    firstName: 'Marie-Clémentine',
    lastName: 'Delacroix-Montmorency',
    email: `marie-clementine.delacroix-montmorency.${tag}@auto-ecole-du-telephone.test`,
    school: school.id,
  });
  await signIn(page, school.manager);
  const table = page.getByRole('table', { name: 'Élèves et leur progression' });
  await expect(table.getByRole('rowheader')).toContainText('Delacroix-Montmorency');
  expect(await wordsCutAcrossLines(table.getByRole('rowheader'))).toEqual([]);
  expect(await wordsCutAcrossLines(table.getByRole('cell'))).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Élèves de votre école' }),
  ).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Espace école' });
  for (const section of ['Élèves', 'Réception', 'Annonces', 'Codes d’activation', 'Groupes'])
    await expect(menu.getByRole('link', { name: section, exact: true })).toBeInViewport({
      ratio: 1,
    });
  // On a phone the list is a list of cards.
  const card = page
    .getByRole('list', { name: 'Élèves et leur progression' })
    .getByRole('listitem')
    .filter({ hasText: 'Delacroix-Montmorency' });
  await expect(card).toBeVisible();
  expect(await wordsCutAcrossLines(card)).toEqual([]);
  await keepScreenshot(page, { path: test.info().outputPath('school-390.png'), fullPage: true });
});
