import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test, type Learner } from './support/fixtures';
import { signIn, signInThroughCentral } from './support/sign-in';
import { keepScreenshot } from './support/screenshot';

// Issue #19, points 7 and 3: a manager's groups, and the erasure of a learner who asked for it.
// Each test makes a school of its own, its manager and its learners: nothing it changes is seen
// by the specs that use the demo school.

const mySchool = test.extend<{
  school: { manager: string; learners: (Learner & { first: string; last: string })[] };
}>({
  school: [
    async ({ newSchool, newLearner }, use) => {
      const { id: school, manager } = await newSchool('Auto-école des Tilleuls');
      const learners = [];
      for (const [first, last] of [
        ['Alice', 'Arnaud'],
        ['Bruno', 'Barbier'],
        ['Chloé', 'Clément'],
      ] as const) {
        const learner = await newLearner({
          licence: 'b',
          school,
          firstName: first,
          lastName: last,
        });
        learners.push({ ...learner, first, last });
      }
      await use({ manager, learners });
    },
    // A school, its manager and three learners, each choosing a password at the production
    // cost: their own time, not the test's.
    { timeout: 60_000 },
  ],
});

const rowNames = (page: Page) =>
  page.getByRole('table', { name: 'Élèves et leur progression' }).getByRole('rowheader');

mySchool(
  'the manager makes a group, puts two learners in it, filters and exports it',
  async ({ page, school: { manager } }) => {
    await signIn(page, manager);
    await expect(rowNames(page)).toHaveCount(3);
    await page
      .getByRole('navigation', { name: 'Espace école' })
      .getByRole('link', { name: 'Groupes' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Groupes' })).toBeVisible();
    await expect(page).toHaveTitle('Groupes – Espace école – Prépacode');
    await expect(page.getByText('Aucun groupe pour l’instant.')).toBeVisible();

    await page.getByLabel('Nom du nouveau groupe').fill('Code du mardi soir');
    await page.getByRole('button', { name: 'Créer le groupe' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'créé' })).toHaveText(
      'Groupe «\u202fCode du mardi soir\u202f» créé.',
    );
    const groups = page.getByRole('list', { name: 'Groupes' });
    await expect(groups.getByRole('heading', { name: 'Code du mardi soir' })).toBeVisible();
    await expect(groups).toContainText('aucun élève');
    // The same name again: refused in French, next to the field.
    await page.getByLabel('Nom du nouveau groupe').fill('code du mardi soir');
    await page.getByRole('button', { name: 'Créer le groupe' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Un groupe «\u202fcode du mardi soir\u202f» existe déjà dans cette école.',
    );
    await expectNoSeriousViolations(page);
    await keepScreenshot(page, { path: '/tmp/h-groups-groups-1280.png', fullPage: true });

    // Into the group, from the learners list.
    await page
      .getByRole('navigation', { name: 'Espace école' })
      .getByRole('link', { name: 'Élèves' })
      .click();
    await page.getByRole('checkbox', { name: 'Sélectionner Alice Arnaud' }).check();
    await page.getByRole('checkbox', { name: 'Sélectionner Bruno Barbier' }).check();
    const selection = page.getByRole('region', { name: '2 élèves sélectionnés' });
    await expect(selection).toBeVisible();
    await expectNoSeriousViolations(page);
    await keepScreenshot(page, { path: '/tmp/h-groups-selection-1280.png', fullPage: true });
    await selection.getByLabel('Groupe').selectOption({ label: 'Code du mardi soir' });
    await selection.getByRole('button', { name: 'Mettre dans un groupe' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'dans le groupe' })).toHaveText(
      '2 élèves dans le groupe «\u202fCode du mardi soir\u202f».',
    );
    await expect(selection).toBeHidden();
    await expect(
      page.getByRole('checkbox', { name: 'Sélectionner Alice Arnaud' }),
    ).not.toBeChecked();

    // The list's filter knows the new group, and the export follows it.
    await page
      .getByRole('combobox', { name: 'Groupe' })
      .selectOption({ label: 'Code du mardi soir' });
    await expect(rowNames(page)).toHaveCount(2);
    await expect(rowNames(page).first()).toContainText('Code du mardi soir');
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Exporter la liste (CSV)' }).click();
    const text = await readFile(await (await download).path(), 'utf8');
    const lines = text.split('\r\n').filter(Boolean);
    expect(lines.slice(1).map((line) => line.split(';').slice(0, 2).join(' '))).toEqual([
      'Arnaud Alice',
      'Barbier Bruno',
    ]);
    expect(lines.slice(1).every((line) => line.includes(';Code du mardi soir;'))).toBe(true);

    // One out again.
    await page.getByRole('checkbox', { name: 'Sélectionner Bruno Barbier' }).check();
    await page.getByRole('button', { name: 'Retirer du groupe' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'sans groupe' })).toHaveText(
      '1 élève sans groupe désormais.',
    );
    await expect(rowNames(page)).toHaveCount(1);

    // On a phone: one card per learner, each with its named box.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('combobox', { name: 'Groupe' }).selectOption({ label: 'Tous' });
    await page.getByRole('checkbox', { name: 'Sélectionner Alice Arnaud' }).last().check();
    await expect(page.getByRole('region', { name: '1 élève sélectionné' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await keepScreenshot(page, { path: '/tmp/h-groups-selection-390.png', fullPage: true });
    await page
      .getByRole('navigation', { name: 'Espace école' })
      .getByRole('link', { name: 'Groupes' })
      .click();
    await expect(page.getByRole('list', { name: 'Groupes' })).toContainText('1 élève');
    await expectNoSeriousViolations(page);
    await keepScreenshot(page, { path: '/tmp/h-groups-groups-390.png', fullPage: true });
    // From the group to its learners: the list, filtered by it.
    await page.getByRole('link', { name: 'Voir les élèves du groupe Code du mardi soir' }).click();
    await expect(page).toHaveURL(/\/central\/eleves\?.*groupe=/);
    const cards = page
      .getByRole('list', { name: 'Élèves et leur progression' })
      .getByRole('listitem');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Alice Arnaud');
  },
);

mySchool(
  'the manager renames and deletes a group with the keyboard alone',
  async ({ page, school: { manager } }) => {
    await signIn(page, manager);
    await page.goto('/central/groupes?from=prepacode');
    await page.getByLabel('Nom du nouveau groupe').focus();
    await page.keyboard.type('Code du jeudi');
    await page.keyboard.press('Enter');
    const status = page.getByRole('status').filter({ hasText: 'Groupe' });
    await expect(status).toHaveText('Groupe «\u202fCode du jeudi\u202f» créé.');

    await page.getByRole('button', { name: 'Renommer\u202f: Code du jeudi' }).focus();
    await page.keyboard.press('Enter');
    const rename = page.getByRole('dialog', {
      name: 'Renommer le groupe «\u202fCode du jeudi\u202f»',
    });
    await expect(rename.getByLabel('Nouveau nom')).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Code du jeudi matin');
    await expectNoSeriousViolations(page);
    await keepScreenshot(page, { path: '/tmp/h-groups-rename-1280.png' });
    await page.keyboard.press('Enter');
    await expect(rename).toBeHidden();
    await expect(status).toHaveText('Groupe renommé «\u202fCode du jeudi matin\u202f».');

    await page.getByRole('button', { name: 'Supprimer\u202f: Code du jeudi matin' }).focus();
    await page.keyboard.press('Enter');
    const remove = page.getByRole('dialog', { name: /Supprimer le groupe/ });
    await expect(remove).toContainText('Le groupe n’a aucun élève.');
    await expect(remove.getByRole('button', { name: 'Annuler' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(remove.getByRole('button', { name: 'Supprimer le groupe' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(status).toHaveText('Groupe «\u202fCode du jeudi matin\u202f» supprimé.');
    await expect(status).toBeFocused();
    await expect(page.getByText('Aucun groupe pour l’instant.')).toBeVisible();
  },
);

mySchool(
  'the manager erases the data of a learner who asked, who can no longer sign in',
  async ({ page, browser, school: { manager, learners } }) => {
    const chloe = learners.find((learner) => learner.first === 'Chloé');
    if (!chloe) throw new Error('Chloé is made by the fixture');
    // She asked from « Mon compte », as a learner does.
    await (await chloe.api()).askForDeletion('Je déménage à l’étranger');
    await signIn(page, manager);
    const row = page.getByRole('row').filter({ hasText: 'Chloé Clément' });
    await expect(row.getByText('Suppression demandée')).toBeVisible();

    await page.getByRole('checkbox', { name: 'Suppression demandée' }).check();
    await expect(page).toHaveURL(/suppression=demandee/);
    await expect(rowNames(page)).toHaveCount(1);
    await expect(rowNames(page).first()).toContainText('Chloé Clément');

    await page.getByRole('button', { name: 'Supprimer les données\u202f: Chloé Clément' }).click();
    const confirm = page.getByRole('dialog', {
      name: 'Supprimer les données de Chloé Clément\u202f?',
    });
    await expect(confirm).toContainText('Motif\u202f: «\u202fJe déménage à l’étranger\u202f»');
    await expect(confirm.getByRole('heading', { name: 'Ce qui est effacé' })).toBeVisible();
    await expect(confirm.getByRole('heading', { name: 'Ce qui est gardé' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await keepScreenshot(page, { path: '/tmp/h-groups-erase-1280.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSeriousViolations(page);
    await keepScreenshot(page, { path: '/tmp/h-groups-erase-390.png' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await confirm.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'supprimées' })).toHaveText(
      'Données de l’élève supprimées, et sa demande de suppression traitée. Ses réponses ne comptent plus que dans les statistiques.',
    );
    await expect(page.getByText('Aucun élève ne correspond à ces critères.')).toBeVisible();

    const context = await browser.newContext();
    const learnerPage = await context.newPage();
    await signInThroughCentral(learnerPage, chloe.email);
    await expect(learnerPage.getByRole('alert')).toContainText(
      'Adresse e‑mail ou mot de passe incorrect.',
    );
    await context.close();
  },
);
