import { expect, test } from './support/fixtures';
import { signIn } from './support/sign-in';
import { expectNoSeriousViolations } from './support/axe';
import { openAsBrand, openCentralLogin, submitCentralLogin } from './support/brands';
import { keepScreenshot } from './support/screenshot';

// The guides of issue #8 with the real server: reached from the dashboard's guide block, for the
// brands that show guides and the licences with the guide block (spec §2, §9).

test.describe('the guides', () => {
  test('a learner opens the guides from the dashboard and reads one', async ({
    page,
  }, testInfo) => {
    await signIn(page, 'eleve@demo.test');
    await expect(page).toHaveURL(/\/dashboard$/);
    const block = page.getByRole('region', { name: 'Guide de l’examen du code' });
    await block.getByRole('link', { name: 'Lire nos guides' }).click();

    await expect(page).toHaveURL(/\/guides$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Nos guides' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(3);
    await expectNoSeriousViolations(page);
    await keepScreenshot(page, { path: testInfo.outputPath('guides.png'), fullPage: true });

    await page.getByRole('link', { name: 'Comment se passe l’examen du code' }).click();
    await expect(page).toHaveURL(/\/guides\/examen-du-code$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Comment se passe l’examen du code' }),
    ).toBeVisible();
    // The table of contents leads to its section, on the same page.
    await page
      .getByRole('navigation', { name: 'Dans ce guide' })
      .getByRole('link', { name: 'Le jour de l’examen' })
      .click();
    await expect(page).toHaveURL(/\/guides\/examen-du-code#jour-de-l-examen$/);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Le jour de l’examen' }),
    ).toBeInViewport();
    await expectNoSeriousViolations(page);
    await keepScreenshot(page, {
      path: testInfo.outputPath('guide-examen.png'),
      fullPage: true,
    });

    await page.getByRole('link', { name: 'Bien s’entraîner avec les séries' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Bien s’entraîner avec les séries' }),
    ).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.getByRole('link', { name: 'Retour aux guides' }).first().click();
    await expect(page).toHaveURL(/\/guides$/);
  });

  test('a brand without guides sends the learner back to the dashboard', async ({ page }) => {
    await openAsBrand(page, 'michelin');
    await page.goto('/home');
    await openCentralLogin(page, 'michelin');
    await submitCentralLogin(page, 'eleve@demo.test');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('link', { name: 'Lire nos guides' })).toHaveCount(0);
    await page.goto('/guides/examen-du-code');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Mon tableau de bord' })).toBeVisible();
  });
});
