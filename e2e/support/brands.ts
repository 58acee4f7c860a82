import {
  BRAND_NAMES,
  BRANDS,
  withAddresses,
  type BrandName,
  type Theme,
} from '@prepacode/domain/brands';
import { expect, type Page } from '@playwright/test';
import { E2E_BRAND_ADDRESSES } from '../playwright.config';
import { DEMO_PASSWORD } from './sign-in';

export { BRAND_NAMES, BRANDS, type BrandName };

/** A brand as the e2e server runs it: with the partner addresses it is configured with. */
export const configuredBrand = (brand: BrandName): Theme =>
  withAddresses(BRANDS[brand], (E2E_BRAND_ADDRESSES as Partial<Record<BrandName, object>>)[brand]);

/**
 * Makes every page of this test open under `brand`, as a returning visitor of that brand's site
 * would: the stored theme is read before the app starts (spec §4 "Theme selection").
 */
export async function openAsBrand(page: Page, brand: BrandName): Promise<void> {
  await page.addInitScript((name) => {
    try {
      localStorage.setItem('theme', name);
    } catch {
      // about:blank and other opaque origins have no storage: nothing to brand there.
    }
  }, brand);
}

/**
 * From the brand's home page, opens the central sign-on page with `from=<brand>`: through
 * « Se connecter » for the brands that sign in with us; directly for the brands whose
 * « Se connecter » leads to their partner's portal (which hands over to the same page).
 */
export async function openCentralLogin(page: Page, brand: BrandName): Promise<void> {
  const theme = configuredBrand(brand);
  if (theme.login.external) {
    const service = new URL(page.url()).origin;
    const query = new URLSearchParams({ service, from: brand });
    await page.goto(`/central/login?${query.toString()}`);
  } else {
    await page.getByRole('banner').getByRole('link', { name: 'Se connecter', exact: true }).click();
  }
  await expect(
    page.getByRole('heading', { name: `Connexion à ${theme.appTitle}`, exact: true }),
  ).toBeVisible();
}

/** Fills and sends the central sign-on form. */
export async function submitCentralLogin(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.getByLabel('Adresse e‑mail').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
}
