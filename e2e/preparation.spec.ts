import type { Locator, Page } from '@playwright/test';
import { addDays, dayInFrance } from '@prepacode/domain/calendar';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { signIn } from './support/sign-in';
import { keepScreenshot } from './support/screenshot';

// Issue #44: the memory model's chances and the plan to the exam day, as a learner and her
// school use them. The learner is made for the test, in a school made for it.

/** The chance the panel gives, in percent. */
async function chanceOf(panel: Locator): Promise<number> {
  const text = await panel.getByText(/^Chance de réussir l’examen blanc/).textContent();
  return Number(/(\d+)\s?%$/.exec(text ?? '')?.[1]);
}

/** The questions of a theme the model knows, read from « Mes chances par thème ». */
async function knownQuestions(panel: Locator): Promise<number> {
  const lines = await panel.getByText(/questions déjà vues$/).allTextContents();
  return lines.reduce((sum, line) => sum + Number(/^(\d+) \//.exec(line)?.[1] ?? 0), 0);
}

const preparationPanel = (page: Page) =>
  page.getByRole('region', { name: 'Ma préparation à l’examen' });

test('a learner gives her exam day, practises, and sees her plan and chances move; her school sees them', async ({
  page,
  browser,
  newSchool,
  newLearner,
}, testInfo) => {
  test.setTimeout(180_000);
  const school = await newSchool('Auto-école Préparation');
  const learner = await newLearner({ licence: 'b', credits: 3, school: school.id });
  // The welcome series first, as a new learner of the B licence must.
  const api = await learner.api();
  await api.answerSeries('code-route-bienvenue', 'entrainement');
  await signIn(page, learner.email);
  await expect(page).toHaveURL(/\/(welcome|dashboard)$/);
  await page.goto('/dashboard');

  // Before an exam day: a chance for today, and what giving the day would bring.
  const panel = preparationPanel(page);
  await expect(panel.getByText(/^Chance de réussir l’examen blanc aujourd’hui/)).toBeVisible();
  await expect(panel.getByText(/^Indiquez la date de votre examen/)).toBeVisible();
  await panel.getByText('Mes chances par thème').click();
  const welcomed = await knownQuestions(panel);
  const chancesBefore = await panel.getByRole('group').getByRole('listitem').allTextContents();

  // A day past is refused next to the field, in French; then a day a month away.
  const field = panel.getByLabel('Date de l’examen');
  const day = addDays(dayInFrance(), 30);
  await field.fill(addDays(dayInFrance(), -2));
  await panel.getByRole('button', { name: 'Enregistrer la date' }).click();
  await expect(panel.getByText('La date de l’examen est déjà passée.')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  // Entrée in the field sends it, as in any form (Tab walks the day, month and year first).
  await field.fill(day);
  await field.press('Enter');
  await expect(panel.getByRole('status')).toHaveText('Date de l’examen enregistrée.');
  const plan = panel.getByText(/^\d+ questions par jour jusqu’au /);
  await expect(plan).toBeVisible();
  await expect(panel.getByText(/^Chance de réussir l’examen blanc le /)).toBeVisible();
  await expectNoSeriousViolations(page);
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await panel.scrollIntoViewIfNeeded();
    await keepScreenshot(page, { path: testInfo.outputPath(`preparation-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // She practises: a thematic series answered right and wrong, through the app's API.
  await api.answerSeries('code-route-theme-l', 'entrainement');
  await page.reload();
  await expect(panel.getByText(/^Chance de réussir l’examen blanc le /)).toBeVisible();
  await panel.getByText('Mes chances par thème').click();
  expect(await knownQuestions(panel)).toBeGreaterThan(welcomed);
  // A fresh learner's chance of passing stays near nothing; the practised theme's moves.
  const chancesAfter = await panel.getByRole('group').getByRole('listitem').allTextContents();
  expect(chancesAfter).not.toEqual(chancesBefore);

  // « Mes préférences » shows the same day.
  await page.getByRole('button', { name: /^Mon compte/ }).click();
  await page.getByRole('button', { name: 'Mes préférences' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mes préférences' });
  await expect(dialog.getByLabel('Date de l’examen')).toHaveValue(day);
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Fermer' }).click();

  // Her school's manager reads the same day and chance on her page.
  const learnerChance = await chanceOf(panel);
  const staff = await browser.newPage();
  await signIn(staff, school.manager);
  const search = staff.getByRole('searchbox', { name: 'Rechercher un élève' });
  await search.fill(learner.email);
  await search.press('Enter');
  // The list gives her chance under its verdict, the same.
  const table = staff.getByRole('table', { name: 'Élèves et leur progression' });
  const row = table.getByRole('row').filter({ hasText: learner.lastName });
  await expect(row.getByRole('cell').filter({ hasText: 'réussite prévue' })).toHaveText(
    new RegExp(`^Pas encoreréussite prévue ${learnerChance}\\s%$`),
  );
  // Within the page's width at 1280 px: the chance wraps under the verdict (it once widened
  // the table past its column).
  const overhang = await table.evaluate((element) => {
    const main = element.closest('main') as HTMLElement;
    const inner =
      main.getBoundingClientRect().right - parseFloat(getComputedStyle(main).paddingRight);
    return element.getBoundingClientRect().right - inner;
  });
  expect(overhang).toBeLessThanOrEqual(0.5);
  await keepScreenshot(staff, { path: testInfo.outputPath('school-list.png') });
  await row.getByRole('link', { name: new RegExp(learner.lastName) }).click();
  const facts = staff.getByRole('main');
  await expect(facts.getByText('Date de l’examen', { exact: true })).toBeVisible();
  await expect(facts.getByText(/\(indiqué par l’élève\)$/)).toBeVisible();
  const shown = await facts
    .getByText('Chance de réussite le jour de l’examen', { exact: true })
    .locator('xpath=following-sibling::dd')
    .textContent();
  expect(Number(/(\d+)/.exec(shown ?? '')?.[1])).toBe(learnerChance);
  await expect(facts.getByText(/^\d+ questions par jour/)).toBeVisible();
  await expectNoSeriousViolations(staff);
  await keepScreenshot(staff, { path: testInfo.outputPath('school-learner.png'), fullPage: true });
  await staff.close();
});
