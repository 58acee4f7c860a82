import type { Page, TestInfo } from '@playwright/test';
import { addDays, dayInFrance } from '@prepacode/domain/calendar';
import { expectNoAxeFindings } from './support/axe';
import { BRAND_NAMES, configuredBrand, openAsBrand } from './support/brands';
import { expect, test } from './support/fixtures';
import { signIn } from './support/sign-in';
import { settled } from './support/player';
import { keepScreenshot } from './support/screenshot';

// Issue #40, « Quality »: every learner page under every brand, at 1280×800, 390×844 and
// 360×640, as a learner with a little history sees it: nothing wider than the screen, a
// screenshot of each for a person to look at (outside CI), and axe with no finding of any level
// (best practices included) at a laptop's and a phone's width, where the tabs move into a menu.

test.describe.configure({ mode: 'parallel' });

const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
  { width: 360, height: 640 },
];
/** The sizes axe scans: the laptop layout and the phone's (the two phones share one layout). */
const SCANNED = new Set([1280, 360]);

/**
 * The page's header (the banner, outside its main) where a link, a button or a picture runs
 * into another: a logo under the bell, as at 360 px before issue #40.
 */
const headerOverlaps = (page: Page) =>
  page.evaluate(() => {
    const parts = [...document.querySelectorAll('header')]
      .filter((header) => !header.closest('main, article, section'))
      .flatMap((header) => [...header.querySelectorAll('a, button, img')])
      .filter((part) => part.getBoundingClientRect().width > 1);
    const name = (part: Element) =>
      part.getAttribute('aria-label') ?? (part.textContent.trim() || part.getAttribute('alt'));
    return parts.flatMap((one, index) =>
      parts.slice(index + 1).flatMap((other) => {
        if (one.contains(other) || other.contains(one)) return [];
        const a = one.getBoundingClientRect();
        const b = other.getBoundingClientRect();
        const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        return width > 1 && height > 1 ? [`« ${name(one)} » sur « ${name(other)} »`] : [];
      }),
    );
  });

/** The page at the three sizes: within the screen's width, photographed, scanned. */
async function checkAtEverySize(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await settled(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} at ${size.width}×${size.height}: wider than the screen`).toBe(0);
    expect(await headerOverlaps(page), `${name} at ${size.width}×${size.height}`).toEqual([]);
    await keepScreenshot(page, {
      path: testInfo.outputPath(`${name}-${size.width}x${size.height}.png`),
      fullPage: true,
    });
    if (SCANNED.has(size.width)) await expectNoAxeFindings(page, `${name}, ${size.width} px`);
  }
  await page.setViewportSize(SIZES[0] ?? { width: 1280, height: 800 });
}

/** Opens a page of the app and waits for what it loads. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByText(/^Chargement/)).toHaveCount(0);
}

for (const brand of BRAND_NAMES) {
  test(`brand ${brand}: every learner page fits three sizes with no axe finding`, async ({
    page,
    newLearner,
    operator,
  }, testInfo) => {
    test.setTimeout(240_000);
    const theme = configuredBrand(brand);
    const learner = await newLearner({ licence: 'b', credits: 9 });
    const api = await learner.api();
    // A little history: the welcome series in training, a theme series in exam conditions.
    await api.answerSeries('code-route-bienvenue', 'entrainement');
    const { serie } = await api.answerSeries('code-route-theme-u');
    // An exam day in four weeks: the dashboard shows its plan beside the chances (issue #44).
    await api.setExamDay(addDays(dayInFrance(), 28));
    // Its courses and the exam entry open, so that every tab a learner can have is there.
    await operator.openApplication(learner.email, {
      label: 'fastcode',
      title: 'Cours par thème',
      licence: 'b',
    });
    await operator.openExamEntry(learner.email, 'b');
    await openAsBrand(page, brand);
    await signIn(page, learner.email, { brand });
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page).toHaveTitle(`Mon tableau de bord – ${theme.appTitle}`);

    // Every tab of the brand, then the pages reached from the header, a result and a lesson.
    // The tabs come as the learner's data does: read them once the exam's and the course's are in.
    const hrefs = () =>
      page
        .getByRole('navigation', { name: 'Navigation principale' })
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    await expect
      .poll(hrefs)
      .toEqual(expect.arrayContaining(['/history', '/examen', '/courses/fastcode']));
    const tabs = await hrefs();
    const paths = [
      ...tabs,
      '/welcome',
      '/compte',
      '/licenses',
      `/correction/${serie}`,
      ...(theme.showGuides ? ['/guides'] : []),
    ];
    for (const path of paths) {
      await open(page, path);
      await checkAtEverySize(page, testInfo, path.replaceAll('/', '_'));
    }

    // The chances per theme, opened under the plan on the dashboard (issue #44).
    await open(page, '/dashboard');
    const preparation = page.getByRole('region', { name: 'Ma préparation à l’examen' });
    await expect(preparation.getByText(/questions par jour/)).toBeVisible();
    await preparation.getByText('Mes chances par thème').click();
    await checkAtEverySize(page, testInfo, 'dashboard-chances');

    // A lesson, from the courses' table of contents (the courses live in a frame).
    await open(page, '/courses/fastcode');
    const frame = page.frameLocator('iframe');
    await frame
      .getByRole('navigation', { name: 'Sommaire du cours' })
      .getByRole('link', { name: /^Premiers secours/ })
      .click();
    await expect(frame.getByRole('heading', { level: 1 })).toContainText('Premiers secours');
    await checkAtEverySize(page, testInfo, 'lesson');

    // The player: a question in training, then its correction.
    const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value;
    const created = await page.request.put(
      '/api/serie/create?slug=code-route-theme-l&parcours=entrainement&ordre_lettrage=fixe',
      { headers: { 'X-XSRF-TOKEN': xsrf ?? '' } },
    );
    expect(created.status(), await created.text()).toBeLessThan(300);
    await open(page, `/player/${((await created.json()) as { id: number }).id}`);
    await expect(page.getByRole('button', { name: /^A / })).toBeEnabled();
    await checkAtEverySize(page, testInfo, 'question');
    await page.getByRole('button', { name: /^A / }).click();
    if ((await page.getByRole('main').getByRole('group').count()) > 1)
      await page.getByRole('button', { name: /^C / }).click();
    await page.getByRole('button', { name: 'Valider' }).click();
    await expect(page.getByRole('button', { name: 'Question suivante' })).toBeVisible();
    await checkAtEverySize(page, testInfo, 'correction');

    // A mock exam in exam conditions: its clock in the question's heading row.
    const exam = await page.request.put(
      '/api/serie/create?slug=code-route-examen-1&parcours=examen&ordre_lettrage=fixe',
      { headers: { 'X-XSRF-TOKEN': xsrf ?? '' } },
    );
    expect(exam.status(), await exam.text()).toBeLessThan(300);
    await open(page, `/player/${((await exam.json()) as { id: number }).id}`);
    await expect(page.getByRole('timer').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^A / })).toBeEnabled();
    await checkAtEverySize(page, testInfo, 'exam-question');
  });
}
