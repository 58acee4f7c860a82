import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectNoSeriousViolations } from './support/axe';
import { BRAND_NAMES, BRANDS, type BrandName } from './support/brands';
import { openLeaPage } from './support/learner-page';
import { DEMO_PASSWORD } from './support/sign-in';

// Issue #19, Quality: every page of the school space passes axe in every brand. The central
// site takes its brand from `from`, which the space's links keep from page to page, so each
// page is reached through the menu as a staff member would, after signing in under the brand.

async function signInUnder(page: Page, brand: BrandName, email: string): Promise<void> {
  await page.goto(`/central/login?from=${brand}`);
  await page.getByLabel('Adresse e‑mail').fill(email);
  await page.getByLabel('Mot de passe').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(new RegExp(`/central/eleves\\?.*from=${brand}`));
}

/** Each menu section in turn, scanned once it has shown its own heading. */
async function scanEverySection(page: Page, brand: BrandName): Promise<string[]> {
  const menu = page.getByRole('navigation', { name: 'Espace école' });
  // The menu shows once the space knows who is signed in.
  await expect(menu.getByRole('link', { name: 'Élèves', exact: true })).toBeVisible();
  // « Réception » shows beside its name how many things wait (not part of the link's name).
  const sections = (await menu.getByRole('link').allTextContents()).map((text) =>
    text.replace(/\d+$/, ''),
  );
  for (const section of sections) {
    await menu.getByRole('link', { name: section, exact: true }).click();
    await expect(menu.getByRole('link', { name: section, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page).toHaveURL(new RegExp(`from=${brand}`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/^Chargement/)).toHaveCount(0);
    await expectNoSeriousViolations(page);
  }
  return sections;
}

for (const brand of BRAND_NAMES) {
  test.describe(`brand ${brand}`, () => {
    // A dozen pages scanned in a row: longer than one page's test.
    test.describe.configure({ timeout: 90_000 });

    test('the manager’s pages pass axe', async ({ page }) => {
      await signInUnder(page, brand, 'gerant@demo.test');
      // The header is painted in the brand's colour.
      await expect(page.getByRole('banner')).toHaveCSS(
        'background-color',
        hexToRgb(BRANDS[brand].primary),
      );
      expect(await scanEverySection(page, brand)).toEqual([
        'Élèves',
        'Tableau de bord',
        'Réception',
        'Annonces',
        'Codes d’activation',
        'Groupes',
        'Séances en salle',
        'Équipe',
        'Réglages',
        'Signalements',
      ]);

      // A learner's page, with its charts' tables open, and the import page.
      await page.getByRole('link', { name: 'Élèves', exact: true }).click();
      await openLeaPage(page);
      for (const disclosure of await page.locator('details > summary').all()) {
        await disclosure.click();
      }
      await expectNoSeriousViolations(page);
      await page.getByRole('link', { name: 'Tous les élèves' }).click();
      await page.getByRole('link', { name: 'Importer des élèves' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Importer des élèves' }),
      ).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test('the operator’s pages pass axe', async ({ page }) => {
      await signInUnder(page, brand, 'reseau@demo.test');
      expect(await scanEverySection(page, brand)).toEqual(
        expect.arrayContaining(['Écoles', 'Signalements']),
      );
    });
  });
}

function hexToRgb(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}
