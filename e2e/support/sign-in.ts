import { XSRF } from '@prepacode/domain/auth';
import type { BrandName } from '@prepacode/domain/brands';
import { expect, test, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo-prepacode';

/**
 * Signs in as the central page's form does, then follows its answer in the page as the browser
 * would: a learner's ticket to the app (the dashboard, or the welcome page first), a staff
 * member's school space. For the specs about what comes after the sign-in: the form is drawn and
 * filled by those about the sign-on itself (sign-on, login-error, account, classroom's QR code).
 * Drawing the public home and the central page on the way cost about 0.9 s and 1.7 s of CPU a
 * sign-in (2026-12-05, four of each alternated: 1.80–1.95 s against 0.89–1.18 s).
 */
export async function signIn(
  page: Page,
  email: string,
  { brand = 'prepacode', password = DEMO_PASSWORD }: { brand?: BrandName; password?: string } = {},
): Promise<void> {
  const origin = new URL(test.info().project.use.baseURL ?? '').origin;
  // A page still loading (the central page after a sign-out) would plant a cookie of its own.
  if (page.url() !== 'about:blank') await page.goto('about:blank');
  // The anti-forgery cookie, as the central page's script plants it; the sign-in replaces it.
  const xsrf = 'jeton-e2e';
  await page.context().addCookies([{ name: XSRF.cookie, value: xsrf, url: origin }]);
  const answer = await page.request.post('/central/login', {
    form: { username: email, password, from: brand, service: origin, _xsrf: xsrf },
    maxRedirects: 0,
  });
  const next = new URL(answer.headers()['location'] ?? '', origin);
  if (answer.status() !== 303 || next.pathname === '/central/login')
    throw new Error(`${email} not signed in: ${answer.status()} ${next.href}`);
  await page.goto(next.href);
}

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
