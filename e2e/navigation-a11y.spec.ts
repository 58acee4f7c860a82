import { axeFindings, expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { DEMO_PASSWORD, signIn } from './support/sign-in';
import { unfold } from './support/dashboard';
import { keepScreenshot } from './support/screenshot';

// Issue #18, points 3, 8 and 9: the keyboard and screen-reader path through the pages, and
// where the tabs lead, as a learner uses them.

test('a skip link, a title per page and the focus on the new page’s heading', async ({ page }) => {
  await page.goto('/home');
  await expect(page).toHaveTitle('Accueil – Prépacode');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Aller au contenu' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  // The link's own target (#contenu) is the page's main (issue #40: it named no element).
  await expect(page.locator('main#contenu')).toBeFocused();

  await signIn(page, 'eleve@demo.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page).toHaveTitle('Mon tableau de bord – Prépacode');
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Mon historique' })
    .click();
  await expect(page).toHaveTitle('Mon historique – Prépacode');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon historique' })).toBeFocused();
  // From the heading the keyboard goes on into the page, not back to the header (once the
  // history is there: while it loads, the page holds nothing to focus).
  await expect(page.getByText('Chargement de votre historique…')).toHaveCount(0);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
  await expectNoSeriousViolations(page);
});

test('every page’s skip link leads to an element of the page', async ({ page }) => {
  const skipLinkProblems = () => axeFindings(page, ['skip-link']);
  await page.goto('/home');
  expect(await skipLinkProblems()).toEqual([]);
  await signIn(page, 'bateau@demo.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  // The address changes before the first page's data is read: scanned once the page shows.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await skipLinkProblems()).toEqual([]);
  await unfold(page, 'Mes résultats par thème');
  await page
    .getByRole('region', { name: 'Mes résultats par thème' })
    .getByRole('button', { name: /^S’entraîner/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/player\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: /^Question 1 / })).toBeVisible();
  expect(await skipLinkProblems()).toEqual([]);
  await page.goto('/central/login?from=prepacode');
  expect(await skipLinkProblems()).toEqual([]);
});

test('the central pages have their skip link and title too', async ({ page }) => {
  await page.goto('/home/prepaconduite/login');
  await page.getByRole('link', { name: 'Se connecter', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/^Connexion – /);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Aller au contenu' })).toBeFocused();
});

test('« Plein écran » offers to leave fullscreen once in it', async ({ page }) => {
  await signIn(page, 'eleve@demo.test');
  await page.getByRole('button', { name: 'Plein écran' }).click();
  const leave = page.getByRole('button', { name: 'Quitter le plein écran' });
  await expect(leave).toBeVisible();
  await leave.click();
  await expect(page.getByRole('button', { name: 'Plein écran' })).toBeVisible();
});

test('a new learner who types /history or /contact starts with the welcome series', async ({
  page,
  newLearner,
}) => {
  await signIn(page, (await newLearner({ licence: 'b' })).email);
  await expect(page).toHaveURL(/\/welcome$/);
  for (const path of ['/history', '/contact']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/welcome$/);
    await expect(
      page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link'),
    ).toHaveText(['Bienvenue']);
  }
});

test('the courses opened from the licence page keep their tab, also after a reload', async ({
  page,
}) => {
  await signIn(page, 'multi@demo.test');
  await expect(page).toHaveURL(/\/licenses$/);
  await page.getByRole('link', { name: 'Accéder aux cours : Auto' }).click();
  await expect(page).toHaveURL(/\/courses\/cours-code$/);
  const tabs = page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link');
  for (const reloaded of [false, true]) {
    if (reloaded) await page.reload();
    await expect(tabs).toHaveText(['Mes cours']);
    await expect(tabs.first()).toHaveAttribute('aria-current', 'page');
  }
});

test('the staff page fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/central/login');
  await page.getByLabel('Adresse e‑mail').fill('moniteur@demo.test');
  await page.getByLabel('Mot de passe').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('heading', { name: 'Élèves de votre école' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Ouvrir sa session/ }).first()).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await keepScreenshot(page, { path: test.info().outputPath('staff-390.png'), fullPage: true });
});
