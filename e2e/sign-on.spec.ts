import { expect, test } from './support/fixtures';
import { expectNoSeriousViolations } from './support/axe';
import { signInThroughCentral } from './support/sign-in';
import { keepScreenshot } from './support/screenshot';

test.describe('signing in through the central sign-on', () => {
  test('a learner with one inscription lands on the dashboard', async ({ page }, testInfo) => {
    await signInThroughCentral(page, 'eleve@demo.test');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Mon tableau de bord' })).toBeVisible();
    await expect(page.getByText('Bonjour Léa !')).toBeVisible();
    await expect(page.getByText(/^Accès valide jusqu’au \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    await expect(
      page.getByText('Votre auto-école : Auto-école de la Gare (démonstration)'),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
    await expectNoSeriousViolations(page);
    await keepScreenshot(page, {
      path: testInfo.outputPath('dashboard-frame.png'),
      fullPage: true,
    });
  });

  test('a learner with several inscriptions chooses one, then lands on the dashboard', async ({
    page,
  }, testInfo) => {
    await signInThroughCentral(page, 'multi@demo.test');
    await expect(page).toHaveURL(/\/licenses$/);
    await expect(page.getByRole('heading', { name: 'Choisissez votre application' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await keepScreenshot(page, { path: testInfo.outputPath('licenses-frame.png'), fullPage: true });
    await page.getByRole('link', { name: 'Accéder aux tests : Côtier' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('img', { name: 'Prépacode · Côtier' })).toBeVisible();
  });

  test('a learner with course applications only lands in the courses area', async ({ page }) => {
    await signInThroughCentral(page, 'cours@demo.test');
    await expect(page).toHaveURL(/\/only-courses\/cours-code-max$/);
    await expect(page.getByRole('heading', { name: 'Mes cours commentés' })).toBeVisible();
    await expect(page.getByText('Cours commentés du code')).toBeVisible();
    // The dashboard is not for courses-only mode.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/only-courses\/cours-code-max$/);
  });

  test('a boat learner lands on the dashboard of their licence', async ({ page }) => {
    await signInThroughCentral(page, 'bateau@demo.test');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('img', { name: 'Prépacode · Côtier' })).toBeVisible();
  });

  test('signing out ends the session and returns to the login entry', async ({ page }) => {
    await signInThroughCentral(page, 'moto@demo.test');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('button', { name: 'Déconnexion' }).click();
    await expect(page).toHaveURL(/\/central\/login\?/);
    await expect(page.getByRole('heading', { name: 'Connexion à Prépacode' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    // The old session is gone: the connected area sends a visitor home.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('a wrong password is said in French on the central page', async ({ page }, testInfo) => {
    await signInThroughCentral(page, 'eleve@demo.test', 'mauvais-mot-de-passe');
    await expect(page).toHaveURL(/\/central\/login\?/);
    await expect(page.getByRole('alert')).toHaveText('Adresse e‑mail ou mot de passe incorrect.');
    await expectNoSeriousViolations(page);
    await keepScreenshot(page, {
      path: testInfo.outputPath('central-login-error.png'),
      fullPage: true,
    });
  });

  test('a used or forged ticket leads to the login-error page', async ({ page }) => {
    await page.goto('/?ticket=ST-forge');
    await expect(page).toHaveURL(/\/home\/prepacode\/login\?error=true$/);
    await expect(page.getByRole('alert')).toContainText('La connexion n’a pas abouti.');
  });
});
