import { expect, test } from './support/fixtures';
import { signIn } from './support/sign-in';
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { keepScreenshot } from './support/screenshot';

// Issue #19, points 8 and 9: the network operator triages the learners' question reports and
// keeps the network's schools. The reports are made by this test's own learner, their comments
// tagged with the run, and its schools get a name of their own on each run (issue #23, point 4).

const menu = (page: Page) => page.getByRole('navigation', { name: 'Espace école' });
/** The button that gives one report a status: « Corrigée : le signalement « … » ». */
const markOne = (status: string, comment: string) =>
  new RegExp(`^${status}.*le signalement.*${comment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

test('the operator triages the question reports', async ({ page, newLearner }) => {
  const run = Date.now().toString(36);
  const learner = await newLearner({ licence: 'b', firstName: 'Noé', lastName: 'Vasseur' });
  const api = await learner.api();
  const { serie, questions } = await api.answerSeries('code-route-bienvenue', 'entrainement');
  const identifiant = questions[0] ?? '';
  await api.reportQuestion({
    serie,
    identifiant,
    motif: 'reponse_fausse',
    commentaire: `La réponse B me semble juste aussi (${run}).`,
  });
  await api.reportQuestion({
    serie,
    identifiant,
    motif: 'question_ambigue',
    commentaire: `On ne voit pas si le feu est orange (${run}).`,
  });

  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'reseau@demo.test');
  await menu(page).getByRole('link', { name: 'Signalements' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Signalements' })).toBeVisible();
  const reported = page
    .getByRole('list', { name: 'Questions signalées' })
    .locator('> li')
    .filter({ hasText: `(${run})` });
  await expect(reported).toContainText(/\d+ signalements/);
  await expect(reported).toContainText(`La réponse B me semble juste aussi (${run}).`);
  await expectNoSeriousViolations(page);
  await keepScreenshot(page, { path: '/tmp/h-network-reports-1280.png', fullPage: true });

  // One report « corrigée », another of that question « rejetée ».
  const wrongAnswer = `La réponse B me semble juste aussi (${run}).`;
  const ambiguous = `On ne voit pas si le feu est orange (${run}).`;
  const status = page.getByRole('status').filter({ hasText: 'Signalement' });
  await reported.getByRole('button', { name: markOne('Corrigée', wrongAnswer) }).click();
  await expect(status).toHaveText('Signalement marqué «\u202fcorrigée\u202f».');
  // The « à voir » filter no longer shows the report marked.
  await expect(page.getByText(wrongAnswer)).toHaveCount(0);
  await reported.getByRole('button', { name: markOne('Rejetée', ambiguous) }).click();
  await expect(status).toHaveText('Signalement marqué «\u202frejetée\u202f».');
  await page.getByLabel('Statut').selectOption({ label: 'Corrigée' });
  const decided = page.getByRole('listitem').filter({ hasText: wrongAnswer }).last();
  await expect(decided).toContainText(`Réponse fausse — ${wrongAnswer}`);
  await expect(decided).toContainText(/Corrigée par Claire Dumont le/);
  await page.getByLabel('Statut').selectOption({ label: 'Rejetée' });
  await expect(page.getByText(`Question ambiguë — ${ambiguous}`)).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByLabel('Statut').selectOption({ label: 'Tous' });
  await expect(page.getByText(`Réponse fausse — ${wrongAnswer}`)).toBeVisible();
  await expectNoSeriousViolations(page);
  await keepScreenshot(page, { path: '/tmp/h-network-reports-390.png', fullPage: true });
});

test('the operator creates and edits a school, by keyboard, and finds it in the learners filter', async ({
  page,
}) => {
  const name = `Auto-école des Tests ${Date.now().toString(36)}`;
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'reseau@demo.test');
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
  // Checked in the page: the error is said with the field, which takes the focus.
  await expect(page.getByLabel('Téléphone')).toBeFocused();
  await expect(page.getByLabel('Téléphone')).toHaveAccessibleDescription(
    /Indiquez un numéro de téléphone français/,
  );
  await page.getByLabel('Téléphone').fill('+33 2 40 00 00 09');
  await page.getByLabel('Marque').selectOption({ label: 'Orata Code' });
  await page.getByLabel('Téléphone').press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'créée' })).toHaveText(
    `École «\u202f${name}\u202f» créée.`,
  );
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(card).toContainText('02 40 00 00 09');
  await expectNoSeriousViolations(page);
  await keepScreenshot(page, { path: '/tmp/h-network-schools-1280.png', fullPage: true });

  await card.getByRole('button', { name: `Modifier ${name}` }).click();
  await page.getByLabel('Adresse').fill('7 rue des Essais, 44000 Nantes');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'enregistrée' })).toBeVisible();
  await expect(card).toContainText('7 rue des Essais');

  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousViolations(page);
  await keepScreenshot(page, { path: '/tmp/h-network-schools-390.png', fullPage: true });

  // The new school is at once in the learners list's school filter, and its list opens.
  await page.setViewportSize({ width: 1280, height: 800 });
  await menu(page).getByRole('link', { name: 'Élèves' }).click();
  await page.getByRole('combobox', { name: 'École', exact: true }).selectOption({ label: name });
  await expect(page.getByText('Aucun élève ne correspond à ces critères.')).toBeVisible();
});

test('a manager reads the school’s reports without deciding, and has no « Écoles »', async ({
  page,
}) => {
  await signIn(page, 'gerant@demo.test');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Écoles' })).toHaveCount(0);
  // Issue #41, point 10: the errors the school's learners reported, the picture with them.
  await menu(page).getByRole('link', { name: 'Signalements' }).click();
  await page.getByRole('combobox', { name: 'Statut' }).selectOption({ label: 'Tous' });
  // Léa's reports (demo-reports.ts), among those other tests' learners of the school may add.
  await expect(page.getByText(/^Léa Martin, le /).first()).toBeVisible();
  await expect(page.getByRole('group', { name: /^Marquer/ })).toHaveCount(0);
  await expectNoSeriousViolations(page);
  // The page's boundary says it inside the space's frame, with the way back to the list.
  await page.goto('/central/ecoles?from=prepacode');
  await expect(page.getByRole('heading', { level: 1, name: 'Accès refusé' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Vous n’avez pas accès à cette page.');
  await expect(page.getByRole('link', { name: 'Retour à la liste des élèves' })).toBeVisible();
});
