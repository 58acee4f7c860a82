import { expect, type Locator, type Page } from '@playwright/test';

// A person on the keyboard only (brief): fields typed key by key and focus moved with Tab,
// never filled or clicked by the test.

/**
 * Types a day (aaaa-mm-jj) into the focused date field, in the order its segments read: the
 * field follows the browser's own language (jj/mm/aaaa in French, mm/dd/yyyy in a browser left
 * in English), so a first day, typed then cleared, tells which.
 */
export async function typeDay(page: Page, field: Locator, day: string): Promise<void> {
  await field.focus();
  await page.keyboard.type('01022000');
  const dayFirst = (await field.inputValue()) === '2000-02-01';
  for (let segment = 0; segment < 3; segment += 1) {
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Shift+Tab');
  }
  await field.focus();
  const [year, month, date] = day.split('-');
  await page.keyboard.type(dayFirst ? `${date}${month}${year}` : `${month}${date}${year}`);
  await expect(field).toHaveValue(day);
}

/**
 * Types a time (hh:mm) into a time field: 24 hours in French; a browser left in English shows
 * hours 1 to 12 and a morning or afternoon segment, typed as its first letter.
 */
export async function typeTime(page: Page, field: Locator, time: string): Promise<void> {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const twoDigits = (value: number) => String(value).padStart(2, '0');
  await field.focus();
  await page.keyboard.type(`${twoDigits(hours)}${twoDigits(minutes)}`);
  if ((await field.inputValue()) !== time) {
    await field.focus();
    const twelve = hours % 12 === 0 ? 12 : hours % 12;
    await page.keyboard.type(`${twoDigits(twelve)}${twoDigits(minutes)}${hours < 12 ? 'A' : 'P'}`);
  }
  await expect(field).toHaveValue(time);
}

/**
 * Presses Tab until `target` has the focus, as a person does through the segments (day, month,
 * year; hours, minutes) and picker button of a date or time field; fails when it takes more
 * than `most` presses (the focus order is lost).
 */
export async function tabTo(page: Page, target: Locator, most = 5): Promise<void> {
  for (let press = 0; press < most; press += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  await expect(target).toBeFocused();
}
