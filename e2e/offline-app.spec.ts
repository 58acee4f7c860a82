import { expectNoSeriousViolations } from './support/axe';
import { BRAND_NAMES, BRANDS, openAsBrand } from './support/brands';
import { expect, test } from './support/fixtures';
import { signIn } from './support/sign-in';
import { offlineAfterNavigation } from './support/offline';
import { answerWithKeyboard } from './support/player';
import { keepScreenshot } from './support/screenshot';

// Issue #45: the learner app installs under the learner's brand and keeps itself for offline
// use. These specs let the service worker run (the others block it, e2e/support/browser.ts).
test.use({ serviceWorkers: 'allow' });

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; purpose: string }[];
}

test.describe('the installable app', () => {
  test('a Michelin Code learner installs « Michelin Code », kept by its service worker', async ({
    page,
    newLearner,
  }, testInfo) => {
    await signIn(page, (await newLearner({ licence: 'etm' })).email);
    await expect(page).toHaveURL(/\/dashboard$/);
    // A returning visitor of the Michelin Code site.
    await openAsBrand(page, 'michelin');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Mon tableau de bord' })).toBeVisible();

    // The page links its brand's manifest, and the manifest is that brand's app.
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/brands/michelin/manifest.webmanifest');
    const response = await page.request.get(href ?? '');
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await response.json()) as Manifest;
    expect(manifest).toMatchObject({
      name: 'Michelin Code',
      start_url: '/dashboard',
      display: 'standalone',
      theme_color: BRANDS.michelin.primary,
    });
    for (const icon of manifest.icons) {
      const picture = await page.request.get(icon.src);
      expect(picture.status(), icon.src).toBe(200);
      expect(picture.headers()['content-type']).toBe('image/png');
    }
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);

    // The service worker registers after the first paint and keeps the app's files.
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(new URL(scope).pathname).toBe('/');
    const kept = await page.evaluate(async () => {
      const names = await caches.keys();
      const precache = names.find((name) => name.includes('precache'));
      return precache ? (await (await caches.open(precache)).keys()).length : 0;
    });
    expect(kept).toBeGreaterThan(50);
    await expectNoSeriousViolations(page);

    // The installed app opened with no network: the page comes from the worker, says the server
    // cannot be reached, and the learner is still signed in when the network returns.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Mon tableau de bord' })).toBeVisible();
    await page.context().setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Connexion impossible' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(
      'Impossible de joindre le serveur. Vérifiez votre connexion puis réessayez.',
    );
    await offlineAfterNavigation(page);
    const offline = page.getByText('Hors connexion', { exact: true });
    await expect(offline).toBeVisible();
    await expectNoSeriousViolations(page);
    await keepScreenshot(page, { path: testInfo.outputPath('offline-dashboard.png') });
    await page.context().setOffline(false);
    await expect(offline).toBeHidden();
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await expect(page.getByRole('heading', { name: 'Mon tableau de bord' })).toBeVisible();
  });

  test('an answer whose response the network lost is sent again and counted once', async ({
    page,
    newLearner,
  }) => {
    await signIn(page, (await newLearner({ licence: 'b', credits: 20 })).email);
    await expect(page).toHaveURL(/\/welcome$/);
    const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value;
    const headers = { 'X-XSRF-TOKEN': xsrf ?? '' };
    const created = await page.request.put(
      '/api/serie/create?slug=code-route-theme-l&parcours=entrainement&ordre_lettrage=fixe',
      { headers },
    );
    const { id, nb_questions: total } = (await created.json()) as {
      id: number;
      nb_questions: number;
    };
    await page.goto(`/player/${String(id)}`);
    // The first answer reaches the server, which records it; its response never comes back.
    let lost = false;
    const keys: (string | null)[] = [];
    await page.route('**/api/player/envoi-reponse', async (route) => {
      keys.push(new URLSearchParams(route.request().postData() ?? '').get('id_reponse'));
      if (lost) return route.continue();
      lost = true;
      await route.fetch();
      return route.abort('internetdisconnected');
    });
    await answerWithKeyboard(page, 1, total);
    const retry = page.getByRole('button', { name: 'Réessayer' });
    await expect(retry).toBeVisible();
    await expect(page.getByRole('alert')).toBeVisible();
    await retry.click();
    await expect(page.getByRole('button', { name: 'Question suivante' })).toBeVisible();
    // Sent again with the id it was first sent with: the server knows it for the same answer.
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    const state = await page.request.get(`/api/serie/resume/${String(id)}`);
    expect(
      ((await state.json()) as { nb_questions_realisees: number }).nb_questions_realisees,
    ).toBe(1);
  });

  test('each brand passes Chromium’s installability checks', async ({ page, newLearner }) => {
    await signIn(page, (await newLearner({ licence: 'etm' })).email);
    await expect(page).toHaveURL(/\/dashboard$/);
    const cdp = await page.context().newCDPSession(page);
    for (const brand of BRAND_NAMES) {
      await page.evaluate((name) => localStorage.setItem('theme', name), brand);
      await page.reload();
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
        'href',
        `/brands/${brand}/manifest.webmanifest`,
      );
      await page.evaluate(() => navigator.serviceWorker.ready);
      // What Chromium checks before it offers to install the app (its DevTools' own check), but
      // that a test's browser context is private, where Chromium installs nothing.
      await expect
        .poll(async () =>
          (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors
            .map((error) => error.errorId)
            .filter((id) => id !== 'in-incognito'),
        )
        .toEqual([]);
      const manifest = await cdp.send('Page.getAppManifest');
      expect(manifest.errors, brand).toEqual([]);
      expect(manifest.url).toContain(`/brands/${brand}/`);
    }
  });

  test('the central site links no manifest: it is not an app to install', async ({ page }) => {
    await page.goto('/central/login?from=prepacode');
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
  });
});
