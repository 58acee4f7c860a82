import type { Page } from '@playwright/test';
import { addDays, dayInFrance } from '@prepacode/domain/calendar';
import { expect, test } from './support/fixtures';
import { signIn } from './support/sign-in';

import { unfold } from './support/dashboard';

// Issue #37 (Lighthouse, mobile): on a phone the dashboard moved down a line when the school's
// name arrived after the page (it wraps to two lines at 390 px), and the player's bar grew when
// the series' name and mode came in. Each call is held back here so that it always comes last,
// as on a slow network; the page must show up in its final layout, nothing moving after.

test.use({ viewport: { width: 390, height: 844 } });

const HELD_MS = 800;

/** Records every layout shift of the page's documents, from their first paint. */
async function watchShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources: { node?: Node }[];
      })[]) {
        const moved = entry.sources.map((source) =>
          source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : '?',
        );
        shifts.push(`${entry.value.toFixed(4)} ${moved.join(' | ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const shiftsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts);

/**
 * Holds back the answer of the first call whose path matches, as a slow network would; resolves
 * once the page has it and has painted what it does with it.
 */
async function holdBack(page: Page, path: RegExp): Promise<() => Promise<void>> {
  let answered: () => void = () => undefined;
  const sent = new Promise<void>((resolve) => (answered = resolve));
  await page.route(path, async (route) => {
    // A call the page drops while it is held is gone, and so is its response (on a slow
    // machine, a late call of the page a reload ends): the next call is the one that counts.
    const delivered = await route
      .fetch()
      .then(async (response) => {
        await new Promise((resolve) => setTimeout(resolve, HELD_MS));
        await route.fulfill({ response });
      })
      .then(
        () => true,
        () => false,
      );
    if (delivered) answered();
  });
  return async () => {
    await sent;
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
  };
}

test('the dashboard shows up with its school named, and nothing moves after', async ({
  page,
  newLearner,
}) => {
  const learner = await newLearner({ licence: 'co' });
  await signIn(page, learner.email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await watchShifts(page);
  const painted = await holdBack(page, /\/api\/front\/structure\//);
  await page.reload();
  await expect(page.getByText(/^Votre auto-école\u202f: /)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mes séries', exact: true })).toBeVisible();
  await painted();
  expect(await shiftsOf(page)).toEqual([]);
});

test('the preparation, drawn after the first paint, moves nothing on the dashboard', async ({
  page,
  newLearner,
}) => {
  // Its chunk and its call come after the page (Lighthouse, session 50: CLS 0.03): the credits'
  // card, then under it, went down when the preparation grew past its place.
  const learner = await newLearner({ licence: 'a', credits: 5 });
  await signIn(page, learner.email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await watchShifts(page);
  const chunk = await holdBack(page, /\/assets\/dashboard-later-[\w-]+\.js$/);
  const call = await holdBack(page, /\/api\/front\/preparation$/);
  await page.reload();
  const credits = page.getByRole('region', { name: 'Mes crédits d’examens blancs' });
  await expect(credits).toBeVisible();
  // Where it is before the preparation comes: a shift under the phone's first screen is not
  // reported as one, but the learner scrolls down to it.
  const before = await credits.boundingBox();
  await chunk();
  await call();
  await expect(page.getByRole('heading', { name: 'Ma préparation à l’examen' })).toBeVisible();
  expect(await credits.boundingBox()).toEqual(before);
  expect(await shiftsOf(page)).toEqual([]);
});

test('the player shows up with the series named in its bar, and nothing moves after', async ({
  page,
  newLearner,
}) => {
  const learner = await newLearner({ licence: 'co' });
  await signIn(page, learner.email);
  await unfold(page, 'Mes séries');
  await page.getByRole('button', { name: /^Commencer.*Examen blanc/ }).click();
  await expect(page.getByRole('heading', { name: 'Question 1 / 40' })).toBeVisible();
  await watchShifts(page);
  const painted = await holdBack(page, /\/api\/serie\/resume\//);
  await page.reload();
  await expect(page.getByText('Mode examen')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Question 1 / 40' })).toBeVisible();
  await painted();
  expect(await shiftsOf(page)).toEqual([]);
});

test('the learner’s pages load without building an Intl formatter', async ({
  page,
  newLearner,
}) => {
  // ADR 0038: the first Intl formatter a page builds loads ICU's data, 60 to 200 ms of a phone's
  // main thread (4× throttled) on each of these pages. They write their days, times, numbers
  // and rates themselves; this learner has all of them to show (an exam day, a score, a date).
  await page.addInitScript(() => {
    const built: string[] = [];
    Object.assign(window, { intlBuilt: built });
    const note = (name: string, args: unknown[]) =>
      built.push(`${name} ${JSON.stringify(args)} ${new Error().stack?.split('\n')[3]?.trim()}`);
    for (const name of ['DateTimeFormat', 'NumberFormat', 'Collator', 'RelativeTimeFormat']) {
      const original = Reflect.get(Intl, name) as new (...args: unknown[]) => object;
      const spy = new Proxy(original, {
        construct: (target, args: unknown[]) => (note(name, args), new target(...args)),
        apply: (target, self, args: unknown[]): unknown => {
          note(name, args);
          return Reflect.apply(target, self, args);
        },
      });
      Object.defineProperty(Intl, name, { value: spy });
    }
  });
  const learner = await newLearner({ licence: 'b', credits: 2 });
  const api = await learner.api();
  await api.answerSeries('code-route-bienvenue', 'entrainement');
  await api.setExamDay(addDays(dayInFrance(), 30));
  await signIn(page, learner.email);
  await expect(page).toHaveURL(/\/dashboard$/);
  const built = () => page.evaluate(() => (window as unknown as { intlBuilt: string[] }).intlBuilt);

  await page.goto('/dashboard');
  const preparation = page.getByRole('region', { name: 'Ma préparation à l’examen' });
  await expect(preparation.getByText(/^\d+ questions par jour jusqu’au /)).toBeVisible();
  await expect(preparation.getByText(/^Chance de réussir l’examen blanc le /)).toBeVisible();
  expect(await built()).toEqual([]);

  await page.goto('/history');
  await expect(page.getByText(/^\d\d\/\d\d\/\d{4} à \d\d:\d\d/)).toBeVisible();
  expect(await built()).toEqual([]);

  await page.goto('/dashboard');
  await unfold(page, 'Mes séries');
  await page
    .getByRole('button', { name: /^Commencer : Thème/ })
    .first()
    .click();
  const question = page.getByRole('heading', { name: /^Question 1 \/ \d+$/ });
  await expect(question).toBeVisible();
  await page.reload();
  await expect(question).toBeVisible();
  expect(await built()).toEqual([]);

  // The learner's other pages, each with what it loads after its first paint.
  for (const path of ['/examen', '/compte', '/contact', '/guides', '/welcome']) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await built(), path).toEqual([]);
  }
});

test('a learner who keeps no series on the device gets no store made there', async ({
  page,
  newLearner,
}) => {
  // Opening IndexedDB's store makes it: the dashboard, which lists the kept series, and the
  // outbox's flush at each load only read it, and only if it is there (issue #37).
  const learner = await newLearner({ licence: 'co' });
  await signIn(page, learner.email);
  await expect(page.getByRole('heading', { name: 'Mes séries', exact: true })).toBeVisible();
  for (const path of ['/dashboard', '/history']) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  const stores = await page.evaluate(async () =>
    (await indexedDB.databases()).map((database) => database.name),
  );
  expect(stores).toEqual([]);
});
