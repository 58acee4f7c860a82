import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo-prepacode';

/** Signs in from the public home through the central sign-on page, as a learner does. */
export async function signInThroughCentral(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto('/home');
  await page.getByRole('link', { name: 'Se connecter', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Connexion à Prépacode' })).toBeVisible();
  await page.getByLabel('Adresse e‑mail').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** Signs a staff member in on the central site: they land on the school space's learners. */
export async function signInStaff(page: Page, email: string): Promise<void> {
  await page.goto('/central/login?from=prepacode');
  await page.getByLabel('Adresse e‑mail').fill(email);
  await page.getByLabel('Mot de passe').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/central\/eleves/);
}
