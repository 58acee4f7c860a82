import { expect, type Page } from '@playwright/test';

/**
 * From the school space's learners list, opens Léa Martin's page (the demo learner) through her
 * name, found by a search: in the table at a desk's width, in the cards on a phone.
 */
export async function openLeaPage(page: Page, view: 'table' | 'list' = 'table'): Promise<void> {
  const search = page.getByRole('searchbox', { name: 'Rechercher un élève' });
  await search.fill('eleve@demo.test');
  await search.press('Enter');
  // The click comes after the search's navigation, never during it: a CI run once waited in
  // vain for her page after a click that may have met that navigation halfway.
  await expect(page).toHaveURL(/[?&]recherche=eleve%40demo\.test/);
  await page
    .getByRole(view, { name: 'Élèves et leur progression' })
    .getByRole('link', { name: 'Léa Martin' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Léa Martin' })).toBeVisible();
}
