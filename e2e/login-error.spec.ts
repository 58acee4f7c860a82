import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { E2E_BRAND_ADDRESSES } from './playwright.config';
import { expectNoSeriousViolations } from './support/axe';
import { signInThroughCentral } from './support/sign-in';

// Issue #18, point 1: a learner who opens the app with a stored `token` whose server session
// has ended lands on their brand's login-error page, and the page stays responsive. Before the
// fix, /home and /dashboard sent each other the learner for ever and the tab froze.

const ORATA_ERROR_PAGE = E2E_BRAND_ADDRESSES.orata.loginError;

/** The three ways a stored token outlives its session, each applied to a signed-in page. */
const TRIGGERS: Record<string, { end: (page: Page) => Promise<void>; open: string | null }> = {
  'signed out elsewhere': {
    // Another tab or the central site ended the session on the server; this tab kept its marker.
    end: async (page) => {
      const service = encodeURIComponent(new URL(page.url()).origin);
      const response = await page.request.get(`/api/auth/logout?service=${service}`);
      expect(response.ok()).toBe(true);
    },
    open: '/dashboard',
  },
  'idle or absolute expiry': {
    // An expired session cookie is dropped by the browser; the marker in storage stays.
    end: (page) => page.context().clearCookies(),
    open: '/history',
  },
  'an old ticket address': {
    // A ticket is single-use: the address the learner signed in with no longer works.
    end: () => Promise.resolve(),
    open: null,
  },
};

async function signIn(page: Page): Promise<string> {
  const tickets: string[] = [];
  page.on('request', (request) => {
    if (/[?&]ticket=/.test(request.url()) && request.isNavigationRequest())
      tickets.push(request.url());
  });
  await signInThroughCentral(page, 'eleve@demo.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  const [ticketAddress] = tickets;
  expect(ticketAddress).toBeDefined();
  return ticketAddress ?? '';
}

/** The page has settled: no redirect loop is running and it still answers. */
async function expectSettled(page: Page, url: RegExp | string): Promise<void> {
  await expect(page).toHaveURL(url);
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(url);
  expect(await page.evaluate(() => document.readyState)).toBe('complete');
}

for (const [name, trigger] of Object.entries(TRIGGERS)) {
  test(`${name}: a brand with its own login-error page shows it`, async ({ page }) => {
    const ticketAddress = await signIn(page);
    await trigger.end(page);
    await page.goto(trigger.open ?? ticketAddress);
    await expectSettled(page, /\/home\/prepacode\/login\?error=true$/);
    await expect(page.getByRole('alert')).toContainText('La connexion n’a pas abouti.');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // Responsive: the page's own link still works.
    await page.getByRole('link', { name: 'Se connecter', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Connexion à Prépacode' })).toBeVisible();
  });

  test(`${name}: a brand with an external login-error page goes there`, async ({ page }) => {
    await page.context().route('https://portail-orata.example/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="fr"><title>Orata</title><h1>Connexion Orata</h1></html>',
      }),
    );
    const ticketAddress = await signIn(page);
    // The brand chosen on purpose is kept in storage (spec §4 "Theme selection").
    await page.evaluate(() => localStorage.setItem('theme', 'orata'));
    await trigger.end(page);
    await page.goto(trigger.open ?? ticketAddress);
    await expectSettled(page, ORATA_ERROR_PAGE);
    await expect(page.getByRole('heading', { name: 'Connexion Orata' })).toBeVisible();
  });
}

test('a login error keeps the learner in their brand (INRIS has no page of its own)', async ({
  page,
}) => {
  await signIn(page);
  await page.evaluate(() => localStorage.setItem('theme', 'inris'));
  await page.context().clearCookies();
  await page.goto('/dashboard');
  // Issue #20, point 2: it used to land on the default brand's page, which stored prepacode.
  await expectSettled(page, /\/home\/inris\/login\?error=true$/);
  await expect(page.getByRole('alert')).toContainText('La connexion n’a pas abouti.');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('inris');
  await expect(page).toHaveTitle(/INRIS Formation/);
});

test('the login-error page passes axe', async ({ page }) => {
  await signIn(page);
  await page.context().clearCookies();
  await page.goto('/dashboard');
  await expectSettled(page, /\/home\/prepacode\/login\?error=true$/);
  await expectNoSeriousViolations(page);
});
