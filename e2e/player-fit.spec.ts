import type { Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { expect, test } from './support/fixtures';
import { signIn } from './support/sign-in';
import type { Licence } from './support/operator';
import { answerWithKeys, playScenesFast, settled, typedValue } from './support/player';
import { keepScreenshot } from './support/screenshot';

// Issue #40, point 1 (after issue #18, point 2): every question of every bank fits the screen
// while it is answered, at 1280×800, 390×844 and 360×640: its statement, its picture (scaled
// down first, never hidden), every proposition and « Valider », without scrolling. The thematic
// series hold every question of their bank (content:check); each test walks some of them in
// exam conditions, looks at each question at the three sizes and lists every one that does not
// fit. A timed exam adds its clock to the question's heading row: the room it may take there is
// measured on a real one and kept free. A question worked on the offshore chart has its chart
// beside it on a laptop, half the window's height at least; on a phone the chart opens over the
// question, so the question, the button that opens it and the answers fit as any other. No
// answer may sit under « Valider » when it is held at the bottom of an overlong page (issue #40).

const banks = fileURLToPath(new URL('../content/banks/', import.meta.url));
interface Series {
  slug: string;
  type: string;
  permis: string[];
  questions: string[];
}
const seriesOf = (bank: string, type: string): Series[] =>
  (parse(readFileSync(path.join(banks, bank, 'series.yaml'), 'utf8')) as Series[]).filter(
    (series) => series.type === type,
  );

const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
  { width: 360, height: 640 },
];
// Thematic series are walked together up to this many questions a test, so that a bank that
// grows (issue #42) spreads over more tests, each with time in proportion to its questions. Each
// test pays about 8 s to sign in and measure the clock: 300 makes 13 tests of the 2,576
// questions where 150 made 24.
const QUESTIONS_PER_TEST = 300;
const groups = readdirSync(banks)
  .sort()
  .flatMap((bank) => {
    const thematic = seriesOf(bank, 'thematique');
    const licence = (thematic[0]?.permis[0] ?? 'b') as Licence;
    const exam = seriesOf(bank, 'examen')[0]?.slug ?? '';
    const packed: { slugs: string[]; questions: number }[] = [];
    for (const series of thematic) {
      const last = packed.at(-1);
      if (last && last.questions + series.questions.length <= QUESTIONS_PER_TEST) {
        last.slugs.push(series.slug);
        last.questions += series.questions.length;
      } else packed.push({ slugs: [series.slug], questions: series.questions.length });
    }
    return packed.map((group) => ({ bank, licence, exam, ...group }));
  });

async function start(page: Page, slug: string): Promise<number> {
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.put(
    `/api/serie/create?slug=${slug}&parcours=examen&ordre_lettrage=fixe`,
    { headers: { 'X-XSRF-TOKEN': xsrf } },
  );
  expect(response.status(), await response.text()).toBeLessThan(300);
  return ((await response.json()) as { id: number }).id;
}

/**
 * What is out of sight at the top of the page, `room` px kept free above the fold. Given the
 * heading of the question to come, it first waits, in the page, for that question to take its
 * answer (its picture loaded, its scene played, as a person waits), and says whether it is
 * answered in a field: one call where the walk took six (session 72).
 */
const outOfSight = (page: Page, room: number, coming?: string) =>
  page.evaluate(
    async ({ keep, heading }) => {
      // The card is read again each time: the question to come replaces the one answered.
      const shown = () => document.querySelector('main article');
      const field = () =>
        shown()?.querySelector<HTMLInputElement>('input:not([type]), input[type=text]');
      const ready = () => {
        const card = shown();
        if (!card || card.querySelector('h2')?.textContent !== heading) return false;
        return Boolean(
          field() ??
          [...card.querySelectorAll('[role=group] button')].find(
            (button) => /^A\b/.test(button.textContent.trim()) && !button.hasAttribute('disabled'),
          ),
        );
      };
      const until = Date.now() + 20_000;
      while (heading && !ready()) {
        if (Date.now() > until) return { hidden: [`${heading} attendue`], asked: null, parts: 0 };
        await new Promise((done) => requestAnimationFrame(done));
      }
      // The field's label says the form of the value it takes (typedValue).
      const input = field();
      const labelledBy = input?.getAttribute('aria-labelledby')?.split(' ')[0] ?? '';
      const asked = input
        ? (input.labels?.[0]?.textContent ?? document.getElementById(labelledBy)?.textContent ?? '')
        : null;
      const parts = shown()?.querySelectorAll('[role=group]').length ?? 0;
      return { hidden: await measured(keep), asked, parts };

      async function measured(keep: number): Promise<string[]> {
        // Two frames first, as `settled` waits: the picture or the chart has taken the room left.
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        window.scrollTo(0, 0);
        const card = shown();
        if (!card) return ['pas de question'];
        // The chart beside the question (not folded, as on a phone).
        const chart = card.querySelector('[role=application]') !== null;
        const named: [string, Element | null][] = [
          ['titre', card.querySelector('h2')],
          ['image', card.querySelector('figure')],
          [
            'Valider',
            [...card.querySelectorAll('button')].find((b) => b.textContent === 'Valider') ?? null,
          ],
          ['champ', card.querySelector('input:not([type]), input[type=text]')],
        ];
        for (const group of card.querySelectorAll('[role=group]')) {
          named.push([
            'énoncé',
            document.getElementById(group.getAttribute('aria-labelledby') ?? ''),
          ]);
          for (const button of group.querySelectorAll('button'))
            named.push([`réponse ${button.textContent.trim().charAt(0)}`, button]);
        }
        if (!chart) named.push(['énoncé', card.querySelector('p[id]')]);
        // The chart gives way to a clock as it does to the rest: no room is kept above it.
        const bottom = window.innerHeight - (chart ? 0 : keep);
        // « Valider » is held at the bottom when the page is too long: in view, it may cover the
        // last answer, which is then out of sight too.
        const bar = named.find(([name]) => name === 'Valider')?.[1]?.parentElement;
        const barBox = bar?.getBoundingClientRect();
        const covered = (element: Element, box: DOMRect) =>
          barBox !== undefined &&
          !bar?.contains(element) &&
          box.bottom > barBox.top + 0.5 &&
          box.top < barBox.bottom &&
          box.right > barBox.left &&
          box.left < barBox.right;
        // Beside the question on a wide screen, the chart keeps half the window's height at least
        // (issue #40: it was squeezed into a strip above the answers on a laptop).
        if (chart && innerWidth >= 960)
          named.push(['carte', card.querySelector('[role=application]')]);
        const hidden = named.filter(([name, element]) => {
          if (!element) return name === 'Valider';
          if (chart && name === 'titre') return false;
          const box = element.getBoundingClientRect();
          const tooSmall =
            (name === 'image' && box.height < 72) ||
            (name === 'carte' && box.height < innerHeight / 2);
          return (
            box.top < 0 ||
            box.bottom > bottom + 0.5 ||
            box.right > innerWidth ||
            tooSmall ||
            covered(element, box)
          );
        });
        // By how much the lowest of them overflows (the fold, or the top of a held « Valider »):
        // what a change of layout has to find.
        const limit =
          barBox && barBox.bottom >= bottom - 0.5 ? Math.min(bottom, barBox.top) : bottom;
        const lowest = Math.max(
          ...hidden.map(([, element]) => element?.getBoundingClientRect().bottom ?? 0),
        );
        return hidden.length === 0
          ? []
          : [...hidden.map(([name]) => name), `${Math.ceil(lowest - limit)} px de trop`];
      }
    },
    { keep: room, heading: coming },
  );

test('every bank has thematic series to walk', () => {
  expect(new Set(groups.map((group) => group.bank)).size).toBe(readdirSync(banks).length);
});

for (const { bank, licence, exam, slugs, questions } of groups) {
  test(`every question of ${slugs.join(', ')} fits 1280×800, 390×844 and 360×640`, async ({
    page,
    newLearner,
  }, testInfo) => {
    // About a second a question at three sizes on a busy machine.
    test.setTimeout(60_000 + questions * 2_000);
    await playScenesFast(page);
    await signIn(page, (await newLearner({ licence, credits: 99 })).email);
    await expect(page).toHaveURL(/\/(welcome|dashboard)$/);
    // The room a timed exam's clock takes above the question, at each size: it sits in the
    // heading row, which grows only when the clock wraps to a line of its own.
    await page.goto(`/player/${await start(page, exam)}`);
    const clock = page.getByRole('timer').first();
    const rooms: number[] = [];
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await settled(page);
      rooms.push(
        await clock.evaluate((timer) => {
          const head = timer.closest('article > div');
          if (!head) return 0;
          const others = [...head.children].filter((child) => !child.contains(timer));
          const without = Math.max(...others.map((child) => child.getBoundingClientRect().height));
          return Math.max(0, head.getBoundingClientRect().height - without);
        }),
      );
    }
    const misfits: string[] = [];
    let current = SIZES.at(-1);
    const valider = page.getByRole('button', { name: 'Valider' });
    for (const slug of slugs) {
      await page.goto(`/player/${await start(page, slug)}`);
      const first = page.getByRole('heading', { level: 2, name: /^Question 1 \/ \d+$/ });
      const total = Number((await first.textContent())?.split('/')[1]);
      for (let position = 1; position <= total; position++) {
        // A person answers once the chart is there: its viewer and picture load with the first one.
        if (bank === 'hauturier') await page.waitForLoadState('networkidle');
        // Starting at the size the page is at saves a resize a question: there, then back.
        const sizes = current === SIZES[0] ? SIZES : [...SIZES].reverse();
        let asked: string | null = null;
        let parts = 1;
        for (const size of sizes) {
          if (size !== current) await page.setViewportSize(size);
          const coming = size === current ? `Question ${position} / ${total}` : undefined;
          current = size;
          const seen = await outOfSight(page, rooms[SIZES.indexOf(size)] ?? 0, coming);
          if (coming) ({ asked, parts } = seen);
          if (seen.hidden.length > 0)
            misfits.push(
              `${slug} ${position}, ${size.width}×${size.height}: ${seen.hidden.join(', ')}`,
            );
          if (position === 1 && slug === slugs[0])
            await keepScreenshot(page, {
              path: testInfo.outputPath(`${bank}-${size.width}x${size.height}.png`),
            });
        }
        // The keys rather than two clicks, each of which waits for its button to hold still.
        if (asked !== null) {
          await page.getByRole('textbox', { name: /^Votre réponse/ }).fill(typedValue(asked));
          await valider.click();
        } else await answerWithKeys(page, parts);
      }
      await expect(page).toHaveURL(/\/correction\/\d+$/);
    }
    expect(misfits).toEqual([]);
  });
}

// Issue #40: in training, after « Valider », the verdict and « Question suivante » are on the
// screen without scrolling, a long explanation scrolling under the button held at the bottom.
test('in training, the verdict and « Question suivante » are in view after each answer', async ({
  page,
  newLearner,
}) => {
  test.setTimeout(180_000);
  await signIn(page, (await newLearner({ licence: 'b', credits: 99 })).email);
  await expect(page).toHaveURL(/\/(welcome|dashboard)$/);
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const created = await page.request.put(
    '/api/serie/create?slug=code-route-theme-l&parcours=entrainement&ordre_lettrage=fixe',
    { headers: { 'X-XSRF-TOKEN': xsrf } },
  );
  await page.goto(`/player/${((await created.json()) as { id: number }).id}`);
  const next = page.getByRole('button', { name: 'Question suivante' });
  for (let position = 1; position <= 12; position++) {
    const size = SIZES[position % SIZES.length] ?? { width: 1280, height: 800 };
    await page.setViewportSize(size);
    await expect(page.getByRole('heading', { level: 2, name: /^Question \d+ \/ \d+$/ })).toHaveText(
      new RegExp(`^Question ${position} /`),
    );
    await page.getByRole('button', { name: /^A / }).click();
    // Both parts of a two-part question, or training says the blank one first.
    if ((await page.getByRole('main').getByRole('group').count()) > 1)
      await page.getByRole('button', { name: /^C / }).click();
    await page.getByRole('button', { name: 'Valider' }).click();
    const verdict = page.getByRole('heading', { level: 3, name: /réponse/ });
    await expect(verdict, `${position}, ${size.width}×${size.height}`).toBeInViewport();
    await expect(next, `${position}, ${size.width}×${size.height}`).toBeInViewport({ ratio: 1 });
    await next.click();
  }
});
