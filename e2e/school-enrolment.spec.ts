import { expect, test } from './support/fixtures';
import { signIn } from './support/sign-in';
import { checkBothWidths } from './support/axe';
import { linkMailedTo, mailsTo } from './support/outbox';
import { keepScreenshot } from './support/screenshot';

// Issue #41, point 6 (ADR 0030): a manager enrols a learner another school already has. The
// school is told what a new address tells it; the learner reads the offer in her mail, joins
// with her own account, and the school then sees her; enrolling her again is refused.

test('a learner of another school joins the manager’s school with her consent', async ({
  page,
  browser,
  baseURL,
  newLearner,
  newSchool,
}) => {
  const learner = await newLearner({ licence: 'b', firstName: 'Maëlle', lastName: 'Perrot' });
  const school = await newSchool('Auto-école du Quai');
  await signIn(page, school.manager);

  const enrol = async () => {
    await page.getByRole('button', { name: 'Nouvel élève' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouvel élève' });
    await dialog.getByLabel('Prénom').fill('Maëlle');
    await dialog.getByLabel('Nom', { exact: true }).fill('Perrot');
    await dialog.getByLabel('Adresse e‑mail').fill(learner.email);
    await dialog.getByLabel('Adresse e‑mail').press('Enter');
    return dialog;
  };
  const dialog = await enrol();
  // The words a new address gets: nothing says the address had an account.
  await expect(dialog.getByRole('status')).toContainText('Compte créé pour Maëlle Perrot');
  await expect(dialog.getByRole('status')).toContainText(
    `Un e‑mail de bienvenue est parti à ${learner.email}`,
  );
  await page.keyboard.press('Escape');
  await expect.poll(() => mailsTo(learner.email, '/central/rattachement?').length).toBe(1);

  // The learner opens the offer on her phone and joins, with the keyboard.
  const phoneContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const phone = await phoneContext.newPage();
  await phone.goto(linkMailedTo(learner.email, 'rattachement') ?? '');
  await expect(phone.getByRole('heading', { name: `Rejoindre ${school.name}` })).toBeVisible();
  await expect(phone.getByText(`avec votre compte ${learner.email}`)).toBeVisible();
  await checkBothWidths(phone, 'enrolment-consent');
  await phone.setViewportSize({ width: 390, height: 844 });
  const join = phone.getByRole('button', { name: `Rejoindre ${school.name}` });
  await join.focus();
  await phone.keyboard.press('Enter');
  await expect(phone.getByRole('status')).toHaveText(
    `Vous avez rejoint ${school.name}. Connectez-vous avec votre mot de passe habituel pour retrouver vos formations.`,
  );
  await expect(phone.getByRole('link', { name: 'Se connecter' })).toBeVisible();
  await keepScreenshot(phone, { path: '/tmp/h-enrolment-consent-done-390.png' });
  await phoneContext.close();

  // The school now has her, under her own account; enrolling her again says so.
  await page.reload();
  await page.getByRole('searchbox', { name: 'Rechercher un élève' }).fill(learner.email);
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(
    page.getByRole('table', { name: 'Élèves et leur progression' }).getByRole('rowheader'),
  ).toHaveText([new RegExp(`Maëlle Perrot.*${learner.email}`)]);
  const again = await enrol();
  await expect(again.getByText(`${learner.email} est déjà élève de l’école`)).toBeVisible();
  const address = again.getByLabel('Adresse e‑mail');
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expect(address).toBeFocused();
});
