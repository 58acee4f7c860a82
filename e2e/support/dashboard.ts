import { expect, type Page } from '@playwright/test';

/**
 * Unfolds a section of the dashboard (« Mes séries », « Mes résultats par thème »…), which opens
 * folded below the next step (issue #40), as a person does with the keyboard or a finger: its
 * heading is the button. Nothing to do when it is already open.
 */
export async function unfold(page: Page, name: string): Promise<void> {
  const toggle = page.getByRole('main').getByRole('button', { name, exact: true });
  if ((await toggle.getAttribute('aria-expanded')) === 'false') {
    await toggle.focus();
    await page.keyboard.press('Enter');
  }
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}
