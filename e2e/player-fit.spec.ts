import type { Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { expect, test } from './support/fixtures';
import { typedAnswerOnScreen } from './support/player';
import { signInThroughCentral } from './support/sign-in';

// Issue #18, point 2: in exam conditions, every question of every mock exam of every bank
// shows its picture, its answers, the time left and « Valider » on one screen, on a laptop and
// on a phone. Each test walks a few mock exams of one licence, answering as a learner does;
// at each question it looks at the screen at both sizes (the picture gives way on resize too) and
// checks « Valider » and the timer are wholly in the viewport (both stay put when the offshore
// chart exercises scroll under them).

const banks = fileURLToPath(new URL('../content/banks/', import.meta.url));
interface Series {
  slug: string;
  type: string;
  permis: string[];
}
const examsOf = (licence: string): string[] =>
  readdirSync(banks).flatMap((bank) =>
    (parse(readFileSync(path.join(banks, bank, 'series.yaml'), 'utf8')) as Series[])
      .filter((series) => series.type === 'examen' && series.permis.includes(licence))
      .map((series) => series.slug),
  );

const SIZES = { laptop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
// One licence of each bank, and the 30-question motorcycle exams beside the ETM's 40.
const LICENCES = ['b', 'etm', 'a', 'co', 'ei', 'crr', 'ha'] as const;

async function startExam(page: Page, slug: string): Promise<number> {
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.put(
    `/api/serie/create?slug=${slug}&parcours=examen&ordre_lettrage=fixe`,
    { headers: { 'X-XSRF-TOKEN': xsrf } },
  );
  expect(response.status(), await response.text()).toBeLessThan(300);
  return ((await response.json()) as { id: number }).id;
}

// The exams of a licence in groups of EXAMS_PER_TEST, one test each: the banks grow (issue #24),
// and tests of even length share the two workers better than one long test per licence.
const EXAMS_PER_TEST = 4;
const walked = new Set<string>();
const groups = LICENCES.flatMap((licence) => {
  const all = examsOf(licence);
  // A licence whose exams another licence already walks (A draws 30 of the ETM's 40) walks one
  // of them: its own layout, not the same questions again.
  const exams = all.every((slug) => walked.has(slug)) ? all.slice(0, 1) : all;
  for (const slug of all) walked.add(slug);
  return Array.from({ length: Math.ceil(exams.length / EXAMS_PER_TEST) }, (_, n) => ({
    licence,
    slugs: exams.slice(n * EXAMS_PER_TEST, (n + 1) * EXAMS_PER_TEST),
  }));
});

test('every licence has mock exams to walk', () => {
  for (const licence of LICENCES)
    expect(groups.filter((group) => group.licence === licence).length).toBeGreaterThan(0);
});

for (const { licence, slugs } of groups) {
  test(`every question of licence ${licence}'s ${slugs.join(', ')} fits a laptop and a phone`, async ({
    page,
    newLearner,
  }, testInfo) => {
    test.setTimeout(240_000);
    await signInThroughCentral(page, (await newLearner({ licence, credits: 99 })).email);
    await expect(page).toHaveURL(/\/(welcome|dashboard)$/);
    const valider = page.getByRole('button', { name: 'Valider' });
    const timer = page.getByRole('timer', { name: 'Temps restant' });
    for (const slug of slugs) {
      await page.goto(`/player/${await startExam(page, slug)}`);
      const first = page.getByRole('heading', { level: 2, name: /^Question 1 \/ \d+$/ });
      const total = Number((await first.textContent())?.split('/')[1]);
      for (let position = 1; position <= total; position++) {
        const where = `${slug}, question ${position} / ${total}`;
        await expect(
          page.getByRole('heading', { level: 2, name: `Question ${position} / ${total}` }),
        ).toBeVisible();
        for (const [size, viewport] of Object.entries(SIZES)) {
          await page.setViewportSize(viewport);
          await expect(valider, `${where}, ${size}`).toBeInViewport({ ratio: 1 });
          await expect(timer, `${where}, ${size}`).toBeInViewport({ ratio: 1 });
          if (slug === slugs[0] && position === 1)
            await page.screenshot({ path: testInfo.outputPath(`${licence}-${size}.png`) });
        }
        // A chart or tide exercise (hauturier) is answered by a typed value, with its chart. A
        // person answers once the chart is there: its viewer and picture load with the first one.
        if (licence === 'ha') await page.waitForLoadState('networkidle');
        const typed = await typedAnswerOnScreen(page);
        if (typed) await typed.field.fill(typed.value);
        else await page.getByRole('button', { name: /^A / }).click();
        await valider.click();
      }
      await expect(page).toHaveURL(/\/correction\/\d+$/);
    }
  });
}
