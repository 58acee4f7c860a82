import { expect, test } from './support/fixtures';
import { signIn } from './support/sign-in';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { checkBothWidths } from './support/axe';
import { mailsTo } from './support/outbox';
import { keepScreenshot } from './support/screenshot';

// Issue #19, point 3: the manager's new learners (one by one, and a CSV file previewed before
// it is imported) and activation code batches, as a person does them. The manager's school is
// each test's own (newSchool): nothing it writes shows in another spec's lists.

const run = randomBytes(3).toString('hex');

test('the manager creates a learner, who gets the welcome mail', async ({ page, newSchool }) => {
  const email = `nouvelle.eleve-${run}@exemple.fr`;
  await signIn(page, (await newSchool('Auto-école des inscriptions')).manager);
  await checkBothWidths(page, 'accounts-learners-toolbar');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Nouvel élève' }).scrollIntoViewIfNeeded();
  await keepScreenshot(page, { path: '/tmp/h-accounts-learners-toolbar-390-actions.png' });
  await page.setViewportSize({ width: 1280, height: 800 });
  // Keyboard only: the toolbar's button, the fields in order, Entrée to send.
  const create = page.getByRole('button', { name: 'Nouvel élève' });
  await create.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Nouvel élève' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Prénom')).toBeFocused();
  // Sent empty: each field says what it needs, next to it, and the first one has the focus.
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Indiquez le prénom de l’élève.')).toBeVisible();
  await expect(dialog.getByText('Indiquez une adresse e‑mail valide')).toBeVisible();
  await expect(dialog.getByLabel('Prénom')).toBeFocused();
  await checkBothWidths(page, 'accounts-new-learner-errors');

  await page.keyboard.type('Inès');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Roussel');
  await page.keyboard.press('Tab');
  // (An address the school already has is refused next to the field: school-enrolment.spec.ts.)
  await page.keyboard.type(email);
  // Téléphone, Permis, then the days: the last day follows.
  for (let tab = 0; tab < 3; tab += 1) await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Jours d’accès')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('200');
  // 200 calendar days after today in France (the browser's time zone), as the server counts.
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Paris' });
  const lastDay = new Date(Date.parse(`${today}T00:00:00Z`) + 200 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  await expect(dialog.getByLabel('Soit jusqu’au')).toHaveValue(lastDay);
  // The date field's parts (day, month, year) each take a Tab, as many as the browser has.
  const credits = dialog.getByLabel('Crédits d’examens blancs');
  for (
    let tab = 0;
    tab < 6 && !(await credits.evaluate((el) => el === document.activeElement));
    tab += 1
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(credits).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('4');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('status')).toContainText(
    `Compte créé pour Inès Roussel, accès jusqu’au ${lastDay.split('-').reverse().join('/')}.`,
  );
  await expect.poll(() => mailsTo(email).length).toBe(1);
  expect(mailsTo(email)[0]).toContain('/central/mot-de-passe?');
  await checkBothWidths(page, 'accounts-new-learner-done');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(create).toBeFocused();

  await page.getByRole('searchbox', { name: 'Rechercher un élève' }).fill(email);
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(
    page.getByRole('table', { name: 'Élèves et leur progression' }).getByRole('rowheader'),
  ).toHaveText([new RegExp(`Inès Roussel.*${email}`)]);
});

test('the manager previews a CSV file, then imports it', async ({ page, newSchool }) => {
  const fresh = `import.nouveau-${run}@exemple.fr`;
  // The school's own file as French Excel saves it (#41, point 8): its headers, its dates, a
  // column of its own.
  const file = [
    'Nom;Prénom;E-mail;Date de naissance;Permis;Crédits;Ville',
    `Blanc;Yann;pas-une-adresse-${run};;B;;Lyon`,
    `Lefèvre;Hélène;${fresh};03/04/2006;B;2;Villeurbanne`,
  ].join('\r\n');
  await signIn(page, (await newSchool('Auto-école de l’import')).manager);
  await page.getByRole('link', { name: 'Importer des élèves' }).click();
  await expect(page).toHaveURL(/\/central\/import\?.*from=prepacode/);
  await expect(page.getByRole('heading', { level: 1, name: 'Importer des élèves' })).toBeVisible();
  await checkBothWidths(page, 'accounts-import-empty');
  const [template] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Télécharger le modèle à remplir' }).click(),
  ]);
  expect(template.suggestedFilename()).toBe('modele-import-eleves.csv');
  expect(await readFile(await template.path(), 'utf8')).toContain(
    'E‑mail;Prénom;Nom;Permis;Date de naissance',
  );

  const check = async () => {
    await page.getByLabel('Fichier CSV').setInputFiles({
      name: 'eleves.csv',
      mimeType: 'text/csv',
      // « CSV (séparateur : point-virgule) » of French Excel on Windows: Windows-1252.
      buffer: Buffer.from(file, 'latin1'),
    });
    await page.getByRole('button', { name: 'Vérifier le fichier' }).click();
  };
  await check();
  await expect(
    page.getByRole('heading', { name: 'Aperçu\u202f: rien n’est encore importé' }),
  ).toBeFocused();
  const table = page.getByRole('table', { name: 'Ce que l’import fera de chaque ligne' });
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('Erreur');
  await expect(rows.nth(1)).toContainText('Adresse e‑mail invalide');
  await expect(rows.nth(2)).toContainText('À créer');
  await expect(rows.nth(2)).toContainText('Hélène Lefèvre');
  await expect(rows.nth(2)).toContainText('365 jours · 2 crédits d’examens blancs');
  await expect(page.getByText('Colonne de votre fichier laissée de côté')).toContainText('Ville');
  // Nothing is written by the preview.
  expect(mailsTo(fresh)).toHaveLength(0);
  await checkBothWidths(page, 'accounts-import-preview');

  await page.getByRole('button', { name: 'Importer 1 élève' }).click();
  await expect(page.getByRole('heading', { name: 'Import terminé' })).toBeFocused();
  await expect(
    page.getByText('1 élève importé, chacun a reçu son e‑mail de bienvenue.'),
  ).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'Ce que l’import a fait de chaque ligne' })
      .getByRole('row')
      .nth(2),
  ).toContainText('Créé');
  await expect.poll(() => mailsTo(fresh).length).toBe(1);
  await checkBothWidths(page, 'accounts-import-done');

  // The same file again: the school's new learner is left aside.
  await check();
  await expect(rows.nth(2)).toContainText('Déjà inscrit → ignoré');
});

test('the manager generates a batch of codes, exports it and revokes one', async ({
  page,
  newSchool,
}) => {
  const batch = `Salon ${run}`;
  await signIn(page, (await newSchool('Auto-école des codes')).manager);
  await page
    .getByRole('navigation', { name: 'Espace école' })
    .getByRole('link', { name: 'Codes d’activation' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Codes d’activation' })).toBeVisible();
  await checkBothWidths(page, 'accounts-codes-empty');

  const form = page.getByRole('form', { name: 'Générer un lot' });
  await form.getByLabel('Nombre de codes').fill('0');
  await form.getByRole('button', { name: 'Générer les codes' }).click();
  await expect(form.getByText('Indiquez de 1 à 500 codes.')).toBeVisible();
  await form.getByLabel('Nombre de codes').fill('3');
  await form.getByLabel('Crédits d’examens blancs').fill('2');
  await form.getByLabel('Nom du lot (facultatif)').fill(batch);
  // Keyboard: Entrée in a field sends the form.
  await form.getByLabel('Nom du lot (facultatif)').press('Enter');
  await expect(form.getByRole('status')).toContainText(
    `3 codes créés dans le lot «\u202f${batch}\u202f»`,
  );
  const codes = page.getByRole('table', { name: 'Codes du lot' });
  await expect(codes.getByRole('rowheader')).toHaveCount(3);
  await expect(page.getByRole('table', { name: /Lots de codes/ })).toContainText(batch);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: `Exporter le lot ${batch} (CSV)` }).click();
  const text = await readFile(await (await download).path(), 'utf8');
  const lines = text.split('\r\n');
  expect(lines[0]).toBe('\uFEFFcode;etat;le;par;permis;jours_acces;credits;expire_le;lot');
  expect(lines.filter((line) => line.endsWith(`;${batch}`))).toHaveLength(3);

  const first = (await codes.getByRole('rowheader').first().textContent()) ?? '';
  await page.getByRole('button', { name: `Révoquer le code ${first}` }).click();
  await expect(page.getByText(`Le code ${first} est révoqué`)).toBeVisible();
  // The revoked code's button is gone: the batch's title keeps the keyboard's place.
  await expect(page.getByRole('heading', { name: `Lot «\u202f${batch}\u202f»` })).toBeFocused();
  await expect(codes.getByRole('row', { name: new RegExp(first) })).toContainText('Révoqué le');
  await expect(page.getByRole('button', { name: `Révoquer le code ${first}` })).toHaveCount(0);
  await checkBothWidths(page, 'accounts-codes-batch');
});

test('an instructor sees neither the actions nor the codes', async ({ page }) => {
  await signIn(page, 'moniteur@demo.test');
  await expect(page.getByRole('button', { name: 'Nouvel élève' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Importer des élèves' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Codes d’activation' })).toHaveCount(0);
  await page.goto('/central/codes?from=prepacode');
  await expect(page.getByRole('alert')).toHaveText(
    'Votre rôle ne vous permet pas de gérer les codes d’activation.',
  );
});

test('the network’s operator chooses the school of a batch', async ({ page }) => {
  const batch = `Réseau ${run}`;
  await signIn(page, 'reseau@demo.test');
  await page.goto('/central/codes?from=prepacode');
  const form = page.getByRole('form', { name: 'Générer un lot' });
  await form.getByLabel('Nom du lot (facultatif)').fill(batch);
  await form.getByRole('button', { name: 'Générer les codes' }).click();
  await expect(form.getByText('Choisissez l’école du lot.')).toBeVisible();
  await expect(form.getByLabel('École', { exact: true })).toBeFocused();
  await form
    .getByLabel('École', { exact: true })
    .selectOption({ label: 'Auto-école du Port (démonstration)' });
  await form.getByRole('button', { name: 'Générer les codes' }).click();
  await expect(form.getByRole('status')).toContainText(`10 codes créés dans le lot`);
  await expect(page.getByRole('table', { name: /Lots de codes/ })).toContainText(
    'Auto-école du Port (démonstration)',
  );
  await checkBothWidths(page, 'accounts-codes-operator');
});

test('a school’s code is typed on its brand’s page, and the codes page says who used it', async ({
  page,
  browser,
  newSchool,
}) => {
  const school = await newSchool('Auto-école des codes', 'inris');
  await signIn(page, school.manager);
  await page.getByRole('link', { name: 'Codes d’activation' }).click();
  const form = page.getByRole('form', { name: 'Générer un lot' });
  await form.getByLabel('Nombre de codes').fill('2');
  await form.getByLabel('Nom du lot (facultatif)').fill('Portes ouvertes');
  await form.getByRole('button', { name: 'Générer les codes' }).click();
  const address = page.getByRole('link', { name: /\/home\/inris\/activation$/ });
  await expect(address).toBeVisible();
  const table = page.getByRole('table', { name: 'Codes du lot' });
  const code = (await table.getByRole('rowheader').first().textContent()) ?? '';
  await checkBothWidths(page, 'accounts-codes-address');
  // On paper, only the cards to cut: each code with the address where it is typed.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByText(code, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
  await keepScreenshot(page, { path: '/tmp/h-accounts-codes-print.png' });
  await page.emulateMedia({ media: 'screen' });

  // A learner types it on the school's brand's page, in its colours and name.
  const learner = await browser.newPage();
  await learner.goto(new URL((await address.getAttribute('href')) ?? '').pathname);
  await expect(
    learner.getByRole('heading', { level: 1, name: 'Activez votre accès à INRIS Formation' }),
  ).toBeVisible();
  const email = `code-marque-${run}@exemple.fr`;
  await learner.getByLabel('Code d’activation').fill(code);
  await learner.getByLabel('Adresse e‑mail').fill(email);
  await learner.getByRole('button', { name: 'Valider mon code' }).click();
  await expect(learner).toHaveURL(/\/home\/inris\/inscription$/);
  await learner.getByLabel('Prénom').fill('Léon');
  await learner.getByLabel('Nom', { exact: true }).fill('Marchal');
  await learner.getByLabel('Date de naissance').fill('2006-04-23');
  await learner.getByLabel('Téléphone').fill('06 11 22 33 44');
  await learner.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(
    learner.getByRole('heading', { level: 1, name: 'Bienvenue sur INRIS Formation !' }),
  ).toBeVisible();
  await expect.poll(() => mailsTo(email, 'INRIS Formation').length).toBeGreaterThan(0);
  await learner.close();

  await page.reload();
  await page.getByRole('button', { name: 'Voir les codes du lot Portes ouvertes' }).click();
  await expect(table.getByRole('row').filter({ hasText: code })).toContainText('par Léon Marchal');
});
