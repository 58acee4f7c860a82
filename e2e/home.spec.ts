import { expect, test } from './support/fixtures';
import { expectNoSeriousViolations } from './support/axe';
import { errorBodySchema } from '@prepacode/domain/contracts/error.contract';
import { z } from 'zod/mini';
import { keepScreenshot } from './support/screenshot';

test.describe('public home', () => {
  test('a visitor lands on the home page and sees what they can prepare', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page).toHaveTitle('Accueil – Prépacode');
    await expect(
      page.getByRole('heading', { level: 1, name: /Préparez votre examen théorique/ }),
    ).toBeVisible();
    for (const family of ['Code de la route', 'Moto', 'Permis bateau', 'Radio maritime']) {
      await expect(page.getByRole('region', { name: family })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Permis bateau' })).toContainText(
      'Eaux intérieures',
    );
    await expectNoSeriousViolations(page);
    await keepScreenshot(page, { path: testInfo.outputPath('home-1280.png'), fullPage: true });
  });

  test('an unknown address leads back to the home page', async ({ page }) => {
    await page.goto('/une/page/qui/n-existe-pas');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the page fits a 400 px wide phone without sideways scrolling', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 400, height: 800 });
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(page);
    await keepScreenshot(page, { path: testInfo.outputPath('home-400.png'), fullPage: true });
  });
});

test.describe('server contract seen from outside', () => {
  test('health answers with the database engine', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'sqlite' });
  });

  test('an unknown API path is a JSON 404 in French, even for a browser', async ({ request }) => {
    const response = await request.get('/api/inconnu', { headers: { accept: 'text/html' } });
    expect(response.status()).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'introuvable', message: 'Aucune ressource à cette adresse.' },
    });
  });

  test('a POST without the anti-forgery header is refused', async ({ request }) => {
    const response = await request.post('/api/health');
    expect(response.status()).toBe(403);
    expect(z.parse(errorBodySchema, await response.json()).error.code).toBe('jeton_xsrf_invalide');
  });
});
