import { expect, type Page } from '@playwright/test';

/** Answers the question on screen with the keyboard only: a letter, then Entrée. */
export async function answerWithKeyboard(
  page: Page,
  position: number,
  total: number,
  letter = 'a',
): Promise<void> {
  await expect(page.getByText(`Question ${position} / ${total}`, { exact: true })).toBeVisible();
  await page.keyboard.press(letter);
  await expect(
    page.getByRole('button', { name: new RegExp(`^${letter.toUpperCase()}\\b`) }),
  ).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Enter');
}
