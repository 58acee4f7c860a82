import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { signIn } from './support/sign-in';

import { unfold } from './support/dashboard';
import { keepScreenshot } from './support/screenshot';

// Issue #18, point 8: on a phone (390×844) the history shows score, progress and actions
// without sideways scrolling, and a lesson is read by scrolling the page, not a squeezed frame.

test.use({ viewport: { width: 390, height: 844 } });

const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('the history fits a phone: cards with score, progress, time of day and actions', async ({
  page,
  newLearner,
}, testInfo) => {
  // A coastal learner of this test alone, with one mock exam started and not finished.
  await signIn(page, (await newLearner({ licence: 'co' })).email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await unfold(page, 'Mes séries');
  await page.getByRole('button', { name: /^Commencer.*Examen blanc/ }).click();
  await expect(page.getByRole('heading', { name: 'Question 1 / 40' })).toBeVisible();
  await page.goto('/history');
  const cards = page.getByRole('list', { name: 'Historique de mes séries' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  // The unfinished mock exam shows its progress, not a score, and can be continued.
  const unfinished = cards.filter({ hasText: 'En cours' }).first();
  await expect(unfinished).toContainText('0 / 40répondues');
  await expect(unfinished.getByRole('button', { name: /^Continuer/ })).toBeInViewport();
  await expect(cards.first()).toContainText(/\d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}/);
  // Sorted by score as a rate, highest first.
  const sorts = page.getByRole('group', { name: 'Trier l’historique' });
  await sorts.getByRole('button', { name: /^Score/ }).click();
  await sorts.getByRole('button', { name: /^Score/ }).click();
  await expect(page).toHaveURL(/tri=score/);
  await expectNoSeriousViolations(page);
  await keepScreenshot(page, { path: testInfo.outputPath('history-390.png'), fullPage: true });
});

test('a lesson grows its frame: the page scrolls, the frame does not', async ({
  page,
}, testInfo) => {
  await signIn(page, 'cours@demo.test');
  await expect(page).toHaveURL(/\/only-courses\/cours-code-max$/);
  await page.goto('/only-courses/fastcode');
  const frame = page.frameLocator('iframe');
  await frame.getByText('Sommaire').click();
  await frame
    .getByRole('navigation', { name: 'Sommaire du cours' })
    .getByRole('link', { name: /^Premiers secours/ })
    .click();
  await expect(frame.getByRole('heading', { level: 1 })).toContainText('Premiers secours');
  // The whole lesson is in the frame's height: nothing is hidden behind a scroll inside it.
  await expect
    .poll(() =>
      page.locator('iframe').evaluate((element: HTMLIFrameElement) => {
        const inner = element.contentDocument?.documentElement;
        return inner ? inner.scrollHeight - element.clientHeight : Number.NaN;
      }),
    )
    .toBeLessThanOrEqual(1);
  expect(await page.locator('iframe').evaluate((element) => element.clientHeight)).toBeGreaterThan(
    844,
  );
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await keepScreenshot(page, { path: testInfo.outputPath('lesson-390.png'), fullPage: true });
});

// Issue #40: the keyboard hint took the room of an answer on phones, which have no keys A to D.
test.describe('on a touch phone', () => {
  test.use({ hasTouch: true, isMobile: true });

  test('the player shows no keyboard hint', async ({ page, newLearner }) => {
    await signIn(page, (await newLearner({ licence: 'etm' })).email);
    await expect(page).toHaveURL(/\/dashboard$/);
    await unfold(page, 'Mes résultats par thème');
    await page.getByRole('button', { name: 'S’entraîner : thème Route' }).tap();
    await expect(page.getByRole('heading', { level: 2, name: /^Question 1 / })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Valider' })).toBeVisible();
    await expect(page.getByText(/^Au clavier/)).toBeHidden();
  });
});
