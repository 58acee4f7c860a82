import { dayInFranceAfter, frenchDate } from '@prepacode/domain/calendar';
import { checkBothWidths } from './support/axe';
import { expect, test } from './support/fixtures';
import { signIn } from './support/sign-in';
import { mailsTo } from './support/outbox';

// Issue #41, point 5: each school's mock-exam credits for its new learners, set in « Réglages »
// and offered by « Nouvel élève » and the codes' form; the actions on learners ticked in the list. The settings written are those of a school
// of the test's own (newSchool); the demo school's are only read.

test('the demo school gives its new learners mock-exam credits', async ({ page }) => {
  await signIn(page, 'gerant@demo.test');
  await page.getByRole('link', { name: 'Réglages' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Réglages' })).toBeVisible();
  await expect(page.getByLabel('Auto', { exact: true })).toHaveValue('5');
  await expect(page.getByLabel('ETM', { exact: true })).toHaveValue('3');
});

test('the manager sets the credits with the keyboard, and new learners and codes start from them', async ({
  page,
  newSchool,
}) => {
  const school = await newSchool('Auto-école des réglages');
  await signIn(page, school.manager);
  await page.getByRole('link', { name: 'Réglages' }).click();
  const car = page.getByLabel('Auto', { exact: true });
  await expect(car).toHaveValue('0');
  await checkBothWidths(page, 'settings-empty');

  await car.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('4');
  // Auto, ETG, Prépaconduite, then ETM.
  for (let tab = 0; tab < 3; tab += 1) await page.keyboard.press('Tab');
  await expect(page.getByLabel('ETM', { exact: true })).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('60');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('ETM', { exact: true })).toHaveAccessibleDescription(
    'Indiquez de 0 à 50 crédits d’examens blancs.',
  );
  await expect(page.getByLabel('ETM', { exact: true })).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('2');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Crédits' })).toHaveText(
    `Crédits par défaut enregistrés pour ${school.name}.`,
  );
  await checkBothWidths(page, 'settings-saved');

  await page.getByRole('link', { name: 'Élèves' }).click();
  await page.getByRole('button', { name: 'Nouvel élève' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvel élève' });
  await expect(dialog.getByLabel('Crédits d’examens blancs')).toHaveValue('4');
  await dialog.getByLabel('Permis').selectOption('etm');
  await expect(dialog.getByLabel('Crédits d’examens blancs')).toHaveValue('2');
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Codes d’activation' }).click();
  await expect(page.getByLabel('Crédits d’examens blancs')).toHaveValue('4');
});

test('the manager ticks two learners, extends their access, adds credits and sends them links', async ({
  page,
  newSchool,
  newLearner,
}) => {
  const school = await newSchool('Auto-école des actions groupées');
  const until = dayInFranceAfter(10);
  const learners = [
    await newLearner({
      licence: 'b',
      school: school.id,
      firstName: 'Inès',
      lastName: 'Roussel',
      until,
      credits: 1,
    }),
    await newLearner({
      licence: 'b',
      school: school.id,
      firstName: 'Hugo',
      lastName: 'Petit',
      until,
      credits: 1,
    }),
  ];
  await signIn(page, school.manager);
  const table = page.getByRole('table', { name: 'Élèves et leur progression' });
  const tick = async () => {
    await page.getByRole('checkbox', { name: 'Sélectionner tous les élèves de la page' }).check();
    return page.getByRole('region', { name: '2 élèves sélectionnés' });
  };
  let bar = await tick();
  await checkBothWidths(page, 'settings-selection');
  await bar.getByLabel('Prolonger l’accès de').selectOption('30');
  await bar.getByRole('button', { name: 'Prolonger l’accès' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Accès prolongé' })).toHaveText(
    'Accès prolongé de 30 jours pour 2 élèves.',
  );
  await expect(table.getByRole('row').filter({ hasText: 'Inès Roussel' })).toContainText(
    frenchDate(dayInFranceAfter(40)),
  );

  bar = await tick();
  await bar.getByLabel('Crédits d’examens blancs à ajouter').fill('3');
  await bar.getByRole('button', { name: 'Ajouter les crédits' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'crédits' })).toHaveText(
    '3 crédits d’examens blancs en plus pour 2 élèves.',
  );

  bar = await tick();
  await bar.getByRole('button', { name: 'Envoyer un lien de mot de passe' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'lien' })).toHaveText(
    'Un lien pour choisir un mot de passe est parti à 2 élèves.',
  );
  for (const learner of learners) {
    await expect.poll(() => mailsTo(learner.email, 'mot de passe').length).toBeGreaterThan(0);
  }
});
