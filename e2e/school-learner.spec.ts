import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signIn } from './support/sign-in';
import { expectNoSeriousViolations } from './support/axe';
import { openLeaPage } from './support/learner-page';
import { mailsTo } from './support/outbox';
import { keepScreenshot } from './support/screenshot';

// Issue #19, point 2: a learner's page in the school space, used by the demo school's staff as
// a person does. Léa Martin, the demo learner, has mock exams, answers and lessons over several
// weeks (seed-demo.ts); other specs add attempts to her, so counts are read, not assumed.

test('the manager reads a learner’s progress and an attempt’s correction', async ({
  page,
}, testInfo) => {
  await signIn(page, 'gerant@demo.test');
  await openLeaPage(page);
  await expect(page).toHaveTitle('Fiche élève – Espace école – Prépacode');
  await expect(page).toHaveURL(/\/central\/eleves\/[^/?]+\?.*formation=\d+/);
  // Still under « Élèves » in the menu.
  await expect(
    page.getByRole('navigation', { name: 'Espace école' }).getByRole('link', { name: 'Élèves' }),
  ).toHaveAttribute('aria-current', 'page');

  for (const name of [
    'Examens blancs',
    'Réussite par thème',
    'Temps d’entraînement par semaine',
    /^Historique \(\d+ séries?\)$/,
    'Cours suivis',
    'Messages de l’élève',
    'Demandes d’inscription à l’examen',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  // Each chart says its gist, and its values are in a table too.
  await expect(page.getByRole('img', { name: /examens? blancs?/i })).toBeVisible();
  await expect(page.getByRole('img', { name: /thèmes?/i })).toBeVisible();
  await expect(page.getByRole('img', { name: /semaines?/i })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accès et crédits' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await keepScreenshot(page, { path: testInfo.outputPath('learner-1280.png'), fullPage: true });

  // The correction of her newest ended mock exam, with the keyboard.
  const history = page.getByRole('table', { name: 'Séries de l’élève, les plus récentes d’abord' });
  const correction = history.getByRole('button', { name: /^Voir la correction\s: Examen/ });
  await correction.first().focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /^Correction · Examen/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Revoir les questions' })).toBeVisible();
  await expect(dialog.getByText(/ · \d+\/\d+ · (réussi|non réussi) \(seuil \d+\)$/)).toBeVisible();
  // Her answers are hers, and the school cannot report an error in her name.
  await dialog.getByRole('radio', { name: /^Seulement ses erreurs/ }).check();
  const first = dialog.locator('details').first();
  await first.locator('summary').click();
  await expect(first.getByText('Réponse de l’élève').first()).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Signaler une erreur/ })).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(correction.first()).toBeFocused();

  // A banner for her alone, from tomorrow (so that the learner specs running now never see it).
  const message = page.getByRole('region', { name: 'Un message dans son application' });
  await expect(message.getByLabel('Destinataires')).toHaveValue(/^eleve:/);
  await expect(message.getByRole('option', { name: 'Léa Martin seulement' })).toBeAttached();
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toLocaleDateString('en-CA', {
      timeZone: 'Europe/Paris',
    });
  const text = `Révisez les intersections (${Date.now().toString(36)}).`;
  await message.getByLabel('Message').fill(text);
  await message.getByLabel('Premier jour').fill(day(1));
  await message.getByLabel('Dernier jour').fill(day(8));
  await message.getByRole('button', { name: 'Publier le message' }).click();
  await expect(message.getByRole('status')).toContainText('Message publié');

  // Back to the list; then the banner is withdrawn from « Messages », so that a later run of
  // the specs, on another day, finds Léa's application as it was.
  await page.getByRole('link', { name: 'Tous les élèves' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Élèves de votre école' }),
  ).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Espace école' })
    .getByRole('link', { name: 'Annonces' })
    .click();
  await page.getByRole('button', { name: `Retirer «\u202f${text}\u202f»` }).click();
  await expect(page.getByRole('status')).toContainText('Message retiré.');
  await expect(page.getByRole('button', { name: `Retirer «\u202f${text}\u202f»` })).toHaveCount(0);
  // Never shown, it is with the ended ones, and says so.
  const ended = page
    .getByRole('region', { name: 'Terminés' })
    .getByRole('listitem')
    .filter({ hasText: text });
  await expect(ended).toContainText('retiré avant sa diffusion, prévue le');
});

test('the instructor reads the page on a phone, without the manager’s actions', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'moniteur@demo.test');
  await openLeaPage(page, 'list');
  await expect(page.getByRole('button', { name: 'Ouvrir sa session' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accès et crédits' })).toHaveCount(0);
  await expect(page.getByRole('img', { name: /examens? blancs?/i })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page);
  await keepScreenshot(page, { path: testInfo.outputPath('learner-390.png'), fullPage: true });
});

test('another school’s manager cannot read the page', async ({ page }) => {
  await signIn(page, 'gerant@demo.test');
  await openLeaPage(page);
  const address = page.url();
  await page.getByRole('link', { name: 'Se déconnecter' }).click();
  await signIn(page, 'autre-ecole@demo.test');
  await page.goto(address.replace(/service=[^&]*&?/, ''));
  // The page's boundary, inside the space's frame: the learner is as unknown as one never made.
  await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Cette page n’existe pas ou plus.');
  await expect(page.getByText('Léa Martin')).toHaveCount(0);
});

test('the demo school shows the learner who asked to delete her data', async ({ page }) => {
  await signIn(page, 'gerant@demo.test');
  await page.getByRole('checkbox', { name: 'Suppression demandée' }).check();
  const rows = page.getByRole('table', { name: 'Élèves et leur progression' }).getByRole('row');
  await expect(rows.filter({ hasText: 'Inès Garcia' })).toContainText('Suppression demandée');
  await expect(
    page.getByRole('button', { name: /^Supprimer les données\s?: Inès Garcia$/ }),
  ).toBeVisible();
});

test('the instructor keeps a note the manager reads; the manager adds a formation (#41, point 6)', async ({
  page,
  browser,
  newSchool,
  newStaff,
  newLearner,
}) => {
  const school = await newSchool('Auto-école des notes');
  const instructor = await newStaff(school.id, 'moniteur', {
    firstName: 'Marc',
    lastName: 'Lefèvre',
  });
  const learner = await newLearner({
    licence: 'b',
    school: school.id,
    firstName: 'Inès',
    lastName: 'Roussel',
  });
  const openPage = async (who: Page, email: string) => {
    await signIn(who, email);
    await who.getByRole('link', { name: 'Inès Roussel' }).click();
    await expect(who.getByRole('heading', { level: 1, name: 'Inès Roussel' })).toBeVisible();
    return who.getByRole('region', { name: 'Notes de l’équipe' });
  };

  // The instructor writes with the keyboard only.
  const notes = await openPage(page, instructor);
  await notes.getByLabel('Nouvelle note').focus();
  await page.keyboard.type('Confond encore les priorités à droite.');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(notes.getByText('Confond encore les priorités à droite.')).toBeVisible();
  await expect(notes).toContainText('Marc Lefèvre');

  const manager = await browser.newPage();
  const managerNotes = await openPage(manager, school.manager);
  await expect(managerNotes.getByText('Confond encore les priorités à droite.')).toBeVisible();
  await expect(managerNotes.getByRole('button', { name: /Supprimer ma note/ })).toHaveCount(0);

  await manager.getByRole('button', { name: 'Ajouter une formation' }).click();
  const dialog = manager.getByRole('dialog', { name: 'Ajouter une formation pour Inès' });
  await dialog.getByLabel('Permis').selectOption('etm');
  await dialog.getByRole('button', { name: 'Ajouter la formation' }).click();
  await expect(manager.getByText('Formation ETM ajoutée pour Inès')).toBeVisible();
  await expect(
    manager.getByRole('navigation', { name: 'Formations de l’élève' }).getByRole('link', {
      name: 'ETM',
    }),
  ).toBeVisible();
  await expect.poll(() => mailsTo(learner.email, 'ETM').length).toBeGreaterThan(0);

  // The name is corrected at once; a new address waits for the learner's confirmation.
  await manager.getByRole('button', { name: 'Modifier nom et e‑mail' }).click();
  const identity = manager.getByRole('dialog', { name: /^Modifier le nom et l’e‑mail/ });
  await identity.getByLabel('Nom', { exact: true }).fill('Roussel-Petit');
  await identity.getByLabel('Adresse e‑mail').fill(`nouvelle-${learner.email}`);
  await identity.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(
    manager.getByRole('heading', { level: 1, name: 'Inès Roussel-Petit' }),
  ).toBeVisible();
  await expect(manager.getByText('un lien de confirmation est parti')).toBeVisible();
  await expect.poll(() => mailsTo(`nouvelle-${learner.email}`).length).toBe(1);
  await manager.close();

  // The instructor's page shows both formations and the note, at both widths.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Inès Roussel-Petit' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Formations de l’élève' }).getByRole('link', {
      name: 'ETM',
    }),
  ).toBeVisible();
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expectNoSeriousViolations(page);
    await keepScreenshot(page, { path: `/tmp/h-learner-notes-${width}.png`, fullPage: true });
  }
});
