import { dayInFranceAfter } from '@prepacode/domain/calendar';
import { readFile } from 'node:fs/promises';
import { checkBothWidths } from './support/axe';
import { expect, test } from './support/fixtures';
import { signIn } from './support/sign-in';

// Issue #41, point 3: the « Tableau de bord » a manager steers by, and the network's for its
// operator. The demo schools' figures are only read (their former learners' results are demo
// data, demo-results.ts); what a test makes, it makes in a school of its own.

test('the manager reads the school’s figures, each chart as a table, and downloads one', async ({
  page,
}) => {
  await signIn(page, 'gerant@demo.test');
  await page
    .getByRole('navigation', { name: 'Espace école' })
    .getByRole('link', { name: 'Tableau de bord' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  await expect(page).toHaveTitle('Tableau de bord – Espace école – Prépacode');
  await expect(
    page.getByRole('term').filter({ hasText: 'Réussite au premier passage' }),
  ).toBeVisible();

  // The results by licence, against the published national rate.
  const results = page.getByRole('table', { name: 'Résultats d’examen par permis sur 12 mois' });
  await expect(results.getByRole('row', { name: /^Auto ETG/ })).toContainText('52,8\u202f%');
  await expect(results.getByRole('row', { name: /^ETM ETM/ })).toContainText('74,2\u202f%');

  // A chart's table opens from the keyboard.
  const disclosure = page.getByText('Voir les résultats par mois en tableau');
  await disclosure.focus();
  await page.keyboard.press('Enter');
  const months = page.getByRole('table', { name: 'Résultats d’examen par mois' });
  await expect(months.getByRole('row')).toHaveCount(13);
  await checkBothWidths(page, 'dashboard-manager');

  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Exporter les résultats par permis (CSV)' }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(/^tableau-de-bord-resultats-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile(await file.path(), 'utf8');
  expect(text.startsWith('\uFEFFpermis;epreuve;resultats;favorables;taux_reussite')).toBe(true);
  expect(text).toMatch(/\r\nAuto;ETG;\d+;\d+;[\d,]+;/);

  // A learner whose access ends soon opens their page.
  await page.getByRole('link', { name: 'Zoé Perrin' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Zoé Perrin' })).toBeVisible();
});

test('an instructor has no « Tableau de bord »', async ({ page }) => {
  await signIn(page, 'moniteur@demo.test');
  const menu = page.getByRole('navigation', { name: 'Espace école' });
  await expect(menu.getByRole('link', { name: 'Élèves' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Tableau de bord' })).toHaveCount(0);
  await page.goto('/central/tableau-de-bord?from=prepacode');
  await expect(page.getByRole('alert')).toHaveText(
    'Votre rôle ne vous permet pas de consulter le tableau de bord de l’école.',
  );
});

test('the network’s operator compares the schools, then reads one with the keyboard', async ({
  page,
}) => {
  await signIn(page, 'reseau@demo.test');
  await page.goto('/central/tableau-de-bord?from=prepacode');
  const schools = page.getByRole('table', { name: 'Chiffres par école' });
  await expect(schools.getByRole('rowheader')).toHaveText([
    'Auto-école de la Gare (démonstration)',
    'Auto-école du Port (démonstration)',
  ]);
  await checkBothWidths(page, 'dashboard-network');

  const scope = page.getByLabel('Périmètre');
  await scope.focus();
  await scope.selectOption({ label: 'Auto-école du Port (démonstration)' });
  await expect(page).toHaveURL(/ecole=demo-auto-ecole-port/);
  await expect(schools).toHaveCount(0);
  await expect(page.getByRole('term').filter({ hasText: 'Actifs cette semaine' })).toBeVisible();
  // Back to the whole network, then a school's own figures from its line.
  await scope.selectOption({ label: 'Tout le réseau' });
  await schools.getByRole('link', { name: 'Auto-école de la Gare (démonstration)' }).click();
  await expect(page).toHaveURL(/ecole=demo-auto-ecole(&|$)/);
  await expect(scope).toHaveValue('demo-auto-ecole');
});

test('a new school sees what it has still to count, and a learner whose access ends', async ({
  page,
  newSchool,
  newLearner,
}) => {
  const school = await newSchool('Auto-école du tableau');
  await newLearner({
    licence: 'b',
    school: school.id,
    firstName: 'Ambre',
    lastName: 'Lenoir',
    until: dayInFranceAfter(6),
  });
  await signIn(page, school.manager);
  await page.goto('/central/tableau-de-bord?from=prepacode');
  await expect(
    page.getByText('Aucun résultat d’examen enregistré ces 12 derniers mois.'),
  ).toBeVisible();
  await expect(
    page.getByText('Aucun élève ne s’est entraîné ces 12 dernières semaines.'),
  ).toBeVisible();
  const ending = page.getByRole('region', { name: 'Accès qui se terminent dans les 30 jours' });
  await expect(ending.getByRole('link', { name: 'Ambre Lenoir' })).toBeVisible();
  await checkBothWidths(page, 'dashboard-new-school');
  await ending.getByRole('link', { name: 'Voir dans la liste des élèves' }).click();
  await expect(page).toHaveURL(/\/central\/eleves\?.*acces=bientot/);
  await expect(
    page.getByRole('table', { name: 'Élèves et leur progression' }).getByRole('rowheader'),
  ).toHaveText([/Ambre Lenoir/]);
});
