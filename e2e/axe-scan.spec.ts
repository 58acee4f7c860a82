import { expect, test } from '@playwright/test';
import { expectNoAxeFindings, expectNoSeriousViolations } from './support/axe';

// The scan every page's test relies on (e2e/support/axe.ts) finds what it should: in the page and
// in a frame of the same origin, at the first scan of a page and at the next ones, when axe is
// already in the page, and again once the page has been left and reopened (session 72).

const page = (body: string) =>
  `<!doctype html><html lang="fr"><head><title>Essai</title></head><body>${body}</body></html>`;

test('the scan finds a picture without text in the page and in its frame, each time', async ({
  page: tab,
  baseURL,
}) => {
  await tab.route(`${baseURL}/essai-axe/**`, (route) => {
    const { pathname } = new URL(route.request().url());
    const body = pathname.endsWith('/cadre')
      ? page('<h1>Cadre</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" id="sans-texte">')
      : page('<main><h1>Page</h1><iframe src="/essai-axe/cadre" title="Cadre"></iframe></main>');
    return route.fulfill({ contentType: 'text/html', body });
  });
  for (const visit of [1, 2]) {
    await tab.goto('/essai-axe/page');
    await expect(tab.frameLocator('iframe').getByRole('heading', { name: 'Cadre' })).toBeVisible();
    for (const scan of [1, 2]) {
      const where = `visit ${visit}, scan ${scan}`;
      await expect(expectNoAxeFindings(tab, where), where).rejects.toThrow(/image-alt.*sans-texte/);
      await expect(expectNoSeriousViolations(tab), where).rejects.toThrow(/image-alt \(critical\)/);
    }
  }
  // Without the picture, nothing is found.
  await tab
    .frameLocator('iframe')
    .locator('#sans-texte')
    .evaluate((img) => img.remove());
  await expectNoAxeFindings(tab, 'sans image');
});
