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
  // A sign-out still on its way to the central page is stopped first.
  if (page.url() !== 'about:blank') await page.goto('about:blank');
  // The anti-forgery token goes in the request's own Cookie header beside the browser's other
  // cookies, not in the context's jar: an answer still in flight for the page before could
  // replace a token planted there before the form is posted (CI, 5 December 2026:
  // « erreur=session » once in school-inbox). The answer plants the session and a new token.
  const xsrf = 'jeton-e2e';
  const cookies = (await page.context().cookies(origin))
    .filter(({ name }) => name !== XSRF.cookie)
    .map(({ name, value }) => `${name}=${value}`);
  const answer = await page.request.post('/central/login', {
    form: { username: email, password, from: brand, service: origin, _xsrf: xsrf },
    headers: { cookie: [...cookies, `${XSRF.cookie}=${xsrf}`].join('; ') },
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
