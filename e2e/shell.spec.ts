import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signIn } from './support/sign-in';
import { expectNoSeriousViolations } from './support/axe';
import {
  BRAND_NAMES,
  BRANDS,
  configuredBrand,
  openAsBrand,
  openCentralLogin,
  submitCentralLogin,
  type BrandName,
} from './support/brands';
import { keepScreenshot } from './support/screenshot';

// The app shell of spec §2 and §4 with the real server: route table, the six brands, licence
// page, side menu, courses-only header and page tags. Each test signs in on its own.
test.describe.configure({ mode: 'parallel' });

const ACCESS_LINE = /^Accès valide jusqu’au \d{2}\/\d{2}\/\d{4}$/;
// The brands whose header links back to their partner's own dashboard (spec §2 "Header").
const PARTNER_LINK_BRANDS: readonly BrandName[] = ['orata', 'rcer'];
// Spec §2: guides for the default, network, association and institutional brands only.
const GUIDE_BRANDS: readonly BrandName[] = ['prepacode', 'orata', 'rcer', 'inris'];

const primaryColour = (page: Page) =>
  page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
  );

/** Every image of the region has arrived and decoded: no broken logo. */
async function expectImagesLoaded(region: Locator): Promise<void> {
  await expect
    .poll(() =>
      region
        .locator('img')
        .evaluateAll((images) =>
          images.every((image) => image instanceof HTMLImageElement && image.naturalWidth > 0),
        ),
    )
    .toBe(true);
}

/** The names of the page events the tag manager has received, in order. */
const taggedPages = (page: Page) =>
  page.evaluate(() => {
    const layer = (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer;
    return (layer ?? []).filter((entry) => entry.event === 'page').map((entry) => entry.pageName);
  });

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Navigation principale' });
const mainTabs = (page: Page) => mainNav(page).getByRole('link');

test.describe('route table (spec §2)', () => {
  test('a visitor is redirected as the route table says', async ({ page }) => {
    // In this order: each brand's entry stores its brand, and the default one comes last.
    const redirects: [from: string, to: RegExp, title: string][] = [
      ['/home/michelin', /\/home\/michelin\/activation$/, 'Activer mon compte – Michelin Code'],
      ['/home/prepaconduite', /\/home\/prepaconduite\/login$/, 'Accueil – Prépaconduite'],
      ['/home/prepacode', /\/home\/prepacode\/login$/, 'Accueil – Prépacode'],
      ['/nimporte-quoi', /\/home$/, 'Accueil – Prépacode'],
    ];
    for (const [from, to, title] of redirects) {
      await test.step(`${from} leads to ${to.source}`, async () => {
        await page.goto(from);
        await expect(page).toHaveURL(to);
        await expect(page).toHaveTitle(title);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      });
    }
    await test.step('/activation_compte leads to the account form, which asks for the code first', async () => {
      await page.goto('/activation_compte');
      await expect(page).toHaveURL(/\/home\/michelin\/inscription$/);
      await expect(page.getByRole('link', { name: 'Saisir mon code d’activation' })).toBeVisible();
    });
    await test.step('/dashboard sends a visitor who is not signed in to /home', async () => {
      await page.goto('/dashboard');
      await expect(page).toHaveURL(/\/home$/);
      await expect(
        page.getByRole('banner').getByRole('link', { name: 'Se connecter', exact: true }),
      ).toBeVisible();
    });
    await test.step('the login-error page says the sign-in did not go through', async () => {
      await page.goto('/home/prepacode/login?error=true');
      await expect(page.getByRole('alert')).toContainText('La connexion n’a pas abouti');
      await expect(page).toHaveURL(/\/home\/prepacode\/login\?error=true$/);
    });
  });

  test('a signed-in learner visiting /home is sent to the dashboard', async ({ page }) => {
    await signIn(page, 'eleve@demo.test', { brand: 'prepacode' });
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/home');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Mon tableau de bord' })).toBeVisible();
  });
});

for (const brand of BRAND_NAMES) {
  const theme = configuredBrand(brand);

  test(`brand ${brand}: the home page, then the dashboard header of a learner`, async ({
    page,
  }, testInfo) => {
    await openAsBrand(page, brand);
    await page.goto('/home');
    await expect(page).toHaveURL(/\/home$/);

    await test.step('the home page wears the brand', async () => {
      await expect(page).toHaveTitle(`Accueil – ${theme.appTitle}`);
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('img', { name: theme.appTitle, exact: true })).toBeVisible();
      await expectImagesLoaded(banner);
      expect(await primaryColour(page)).toBe(theme.primary);
    });

    await test.step('« Se connecter » leads where the brand signs in', async () => {
      const signIn = page.getByRole('banner').getByRole('link', {
        name: 'Se connecter',
        exact: true,
      });
      const href = await signIn.getAttribute('href');
      if (theme.login.external) {
        // The partner's own portal: checked, never followed (no network here).
        expect(href).toBe(theme.login.path);
      } else {
        const target = new URL(href ?? '', page.url());
        expect(target.pathname).toBe('/central/login');
        expect(target.searchParams.get('from')).toBe(brand);
        expect(target.searchParams.get('service')).toBe(new URL(page.url()).origin);
      }
    });

    await test.step('the footer has the brand’s copyright, legal notice and links', async () => {
      const footer = page.getByRole('contentinfo');
      await expect(
        footer.getByText(`© ${new Date().getFullYear()} ${theme.footer.copyRightLabelPrefix}`, {
          exact: true,
        }),
      ).toBeVisible();
      await footer.getByRole('button', { name: 'Mentions légales' }).click();
      const notice = page.getByRole('dialog', { name: 'Mentions légales' });
      await expect(notice).toBeVisible();
      await notice.getByRole('button', { name: 'Fermer' }).click();
      await expect(notice).toBeHidden();
      await expect(
        footer.getByRole('link', { name: 'Conditions générales d’utilisation' }),
      ).toHaveAttribute('href', theme.footer.cguUrl);
      const charter = footer.getByRole('link', { name: 'Charte de confidentialité' });
      if (theme.footer.displayCharter) {
        await expect(charter).toHaveAttribute('href', theme.footer.charterUrl);
      } else {
        await expect(charter).toHaveCount(0);
      }
    });

    await expectNoSeriousViolations(page);
    await keepScreenshot(page, {
      path: testInfo.outputPath(`home-${brand}.png`),
      fullPage: true,
    });

    await openCentralLogin(page, brand);
    // The central site serves every brand: it wears the one named by `from`.
    expect(await primaryColour(page)).toBe(theme.primary);
    await submitCentralLogin(page, 'eleve@demo.test');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Mon tableau de bord' })).toBeVisible();
    await expect(page).toHaveTitle(`Mon tableau de bord – ${theme.appTitle}`);
    expect(await primaryColour(page)).toBe(theme.primary);
    const banner = page.getByRole('banner');

    await test.step('the header shows the learner, the brand and the licence', async () => {
      // The logo's text names the licence for every brand, even where the image does not.
      await expect(
        banner.getByRole('img', { name: `${theme.appTitle} · Auto`, exact: true }),
      ).toBeVisible();
      await expectImagesLoaded(banner);
      await expect(banner.getByText('Léa Martin', { exact: true })).toBeVisible();
      await expect(banner.getByText(ACCESS_LINE)).toBeVisible();
      await expect(banner.getByRole('button', { name: 'Plein écran' })).toBeVisible();
      await expect(banner.getByRole('button', { name: 'Déconnexion' })).toBeEnabled();
    });

    await test.step('the bell counts and lists the message', async () => {
      const messages = page.getByRole('region', { name: 'Notifications', exact: true });
      await expect(messages).toBeHidden();
      await banner.getByRole('button', { name: 'Notifications : 1 message', exact: true }).click();
      await expect(messages).toBeVisible();
      await expect(messages.getByRole('listitem')).toHaveCount(1);
      await expect(messages.getByRole('listitem')).toContainText(
        'Les séances de code en salle ont lieu le mercredi à 18 h.',
      );
      await page.keyboard.press('Escape');
      await expect(messages).toBeHidden();
    });

    await test.step('the tabs, the current one marked', async () => {
      await expect(mainTabs(page)).toHaveText([
        'Mon tableau de bord',
        'Mon historique',
        'Nous contacter',
      ]);
      await expect(mainTabs(page).first()).toHaveAttribute('aria-current', 'page');
      await expect(mainTabs(page).last()).not.toHaveAttribute('aria-current', 'page');
    });

    await test.step('the partner link, for the brands that have one', async () => {
      const partner = banner.getByRole('link', { name: 'Retour au tableau de bord général' });
      if (PARTNER_LINK_BRANDS.includes(brand)) {
        await expect(partner).toBeVisible();
        await expect(partner).toHaveAttribute('href', theme.headerLink ?? '');
      } else {
        await expect(partner).toHaveCount(0);
      }
    });

    await test.step('the exam guide, for the brands that show guides', async () => {
      await expect(page.getByRole('heading', { name: 'Mes résultats par thème' })).toBeVisible();
      await expect(page.getByRole('heading', { name: /^Guide de l’examen/ })).toHaveCount(
        GUIDE_BRANDS.includes(brand) ? 1 : 0,
      );
    });

    await expectNoSeriousViolations(page);
    await keepScreenshot(page, {
      path: testInfo.outputPath(`dashboard-${brand}.png`),
      fullPage: true,
    });
  });
}

test.describe('licence page (multi@demo.test)', () => {
  for (const width of [1280, 800]) {
    test(`at ${width} px: one card per licence, in ${width >= 960 ? 'three columns' : 'one column'}`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height: 800 });
      await signIn(page, 'multi@demo.test', { brand: 'prepacode' });
      await expect(page).toHaveURL(/\/licenses$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Choisissez votre application' }),
      ).toBeVisible();

      const grid = page.getByRole('main').getByRole('list');
      const cards = grid.getByRole('listitem');
      await expect(cards).toHaveCount(2);
      const card = (name: string) =>
        cards.filter({ has: page.getByRole('heading', { name, exact: true }) });
      for (const name of ['Auto', 'Côtier']) {
        await expect(
          card(name).getByRole('link', { name: `Accéder aux tests : ${name}` }),
        ).toHaveText('Accéder aux tests');
      }
      await expect(card('Auto').getByRole('link', { name: 'Accéder aux cours : Auto' })).toHaveText(
        'Accéder aux cours',
      );
      await expect(card('Côtier').getByRole('link', { name: /^Accéder aux cours/ })).toHaveCount(0);

      const columns = await grid.evaluate(
        (list) => getComputedStyle(list).gridTemplateColumns.split(' ').length,
      );
      const auto = await card('Auto').boundingBox();
      const cotier = await card('Côtier').boundingBox();
      if (!auto || !cotier) throw new Error('the licence cards are not laid out');
      if (width >= 960) {
        expect(columns).toBe(3);
        expect(Math.abs(cotier.y - auto.y)).toBeLessThan(1);
        expect(cotier.x).toBeGreaterThanOrEqual(auto.x + auto.width);
      } else {
        expect(columns).toBe(1);
        expect(Math.abs(cotier.x - auto.x)).toBeLessThan(1);
        expect(cotier.y).toBeGreaterThanOrEqual(auto.y + auto.height);
      }
      await expectNoSeriousViolations(page);
      await keepScreenshot(page, {
        path: testInfo.outputPath(`licenses-${width}.png`),
        fullPage: true,
      });

      await page.getByRole('link', { name: 'Accéder aux tests : Auto' }).click();
      // A new learner for B: the connected area opens on the welcome page.
      await expect(page).toHaveURL(/\/welcome$/);
      await expect(
        page.getByRole('heading', { name: BRANDS.prepacode.welcomePage.title }),
      ).toBeVisible();
    });
  }

  test('the header’s menu lists the licences and the application, and switches licence', async ({
    page,
  }) => {
    await signIn(page, 'multi@demo.test', { brand: 'prepacode' });
    await page.getByRole('link', { name: 'Accéder aux tests : Auto' }).click();
    await expect(page).toHaveURL(/\/welcome$/);

    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Changer de formation ou d’application' }).click();
    // The menu is a native popover without a role of its own (ADR 0011): found by being open.
    const menu = page.locator(':popover-open');
    await expect(menu.getByRole('button')).toHaveText([
      'Auto',
      'Côtier',
      'Cours du code de la route',
      'Mes préférences',
      'Déconnexion',
    ]);
    await expect(menu.getByRole('button', { name: 'Auto', exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await menu.getByRole('button', { name: 'Côtier', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(banner.getByRole('img', { name: /Côtier/ })).toBeVisible();
    await expect(mainTabs(page)).toHaveText([
      'Mon tableau de bord',
      'Mon historique',
      'Nous contacter',
    ]);
  });
});

test('at 400 px the tabs move into a side menu that opens, closes and navigates', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 400, height: 800 });
  await signIn(page, 'eleve@demo.test', { brand: 'prepacode' });
  await expect(page).toHaveURL(/\/dashboard$/);
  const menuButton = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
  await expect(menuButton).toBeVisible();
  // The nav bar is there but not shown: nothing of it reaches the page or its readers.
  await expect(
    page.getByRole('navigation', { name: 'Navigation principale', includeHidden: true }),
  ).toHaveCount(1);
  await expect(mainNav(page)).toBeHidden();

  const sideMenu = page.getByRole('dialog', { name: BRANDS.prepacode.appTitle });
  await menuButton.click();
  await expect(sideMenu).toBeVisible();
  await expect(sideMenu.getByRole('link')).toHaveText([
    'Mon tableau de bord',
    'Mon historique',
    'Nous contacter',
  ]);
  await expect(sideMenu.getByText('Léa Martin', { exact: true })).toBeVisible();
  await expect(sideMenu.getByText(ACCESS_LINE)).toBeVisible();
  await expectNoSeriousViolations(page);
  await keepScreenshot(page, { path: testInfo.outputPath('side-menu-400.png') });
  await page.keyboard.press('Escape');
  await expect(sideMenu).toBeHidden();
  await expect(menuButton).toBeFocused();

  await menuButton.click();
  await sideMenu.getByRole('link', { name: 'Mon historique' }).click();
  await expect(page).toHaveURL(/\/history$/);
  await expect(sideMenu).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Mon historique' })).toBeVisible();
});

test('courses-only mode has the course tabs and no bell', async ({ page }, testInfo) => {
  await signIn(page, 'cours@demo.test', { brand: 'prepacode' });
  await expect(page).toHaveURL(/\/only-courses\/[^/]+$/);
  await expect(mainTabs(page)).toHaveText(['Mes cours commentés', 'Mes cours par thème']);
  await expect(page.getByRole('link', { name: 'Mon tableau de bord' })).toHaveCount(0);
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: 'Déconnexion' })).toBeVisible();
  await expect(banner.getByRole('button', { name: /^Notifications/ })).toHaveCount(0);
  await keepScreenshot(page, {
    path: testInfo.outputPath('courses-only.png'),
    fullPage: true,
  });
});

test('each navigation is tagged with its path for the tag manager', async ({ page }) => {
  await signIn(page, 'eleve@demo.test', { brand: 'prepacode' });
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect.poll(() => taggedPages(page)).toContain('/dashboard');
  await mainNav(page).getByRole('link', { name: 'Mon historique' }).click();
  await expect(page).toHaveURL(/\/history$/);
  await mainNav(page).getByRole('link', { name: 'Mon tableau de bord' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect
    .poll(async () => (await taggedPages(page)).slice(-3))
    .toEqual(['/dashboard', '/history', '/dashboard']);
});
