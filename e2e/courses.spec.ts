import { managerActions } from './support/api-user';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { signIn } from './support/sign-in';

import { mediaAddress } from './support/media';
import { keepScreenshot } from './support/screenshot';

// Courses, the courses-only mode and the bell (issue #8) on the real server and database. The
// tests that only read use cours@demo.test; those that write have a learner of their own.

test.describe('the course application', () => {
  test('the courses-only learner switches applications, reads a lesson and marks it done', async ({
    page,
    newLearner,
    operator,
    apiAs,
  }, testInfo) => {
    // Two applications, a lesson, two axe scans and two full-page screenshots: on a slow
    // machine (CI at a busy hour) the default 30 s ran out at the last click.
    test.slow();
    // Made as cours@demo.test is: the school closed the inscription and the operator opened
    // the two course applications, so that the lesson this test ticks is its own.
    const learner = await newLearner({ licence: 'b' });
    await managerActions(await apiAs('gerant@demo.test', 'staff')).closeInscriptionsOf(
      learner.email,
    );
    await operator.openApplication(learner.email, {
      label: 'cours-code-max',
      title: 'Cours commentés du code',
      licence: 'b',
      max: true,
    });
    await operator.openApplication(learner.email, {
      label: 'fastcode',
      title: 'Cours par thème',
      licence: 'b',
    });
    await signIn(page, learner.email);
    await expect(page).toHaveURL(/\/only-courses\/cours-code-max$/);
    const tabs = page.getByRole('navigation', { name: 'Navigation principale' });
    await expect(tabs.getByRole('link')).toHaveText(['Mes cours commentés', 'Mes cours par thème']);
    const frame = page.frameLocator('iframe');
    await expect(
      frame.getByRole('heading', { level: 1, name: 'Mes cours commentés' }),
    ).toBeVisible();
    await expect(frame.getByRole('heading', { name: 'Séries commentées' })).toBeVisible();

    await tabs.getByRole('link', { name: 'Mes cours par thème' }).click();
    await expect(page).toHaveURL(/\/only-courses\/fastcode$/);
    await expect(
      frame.getByRole('heading', { level: 1, name: 'Mes cours par thème' }),
    ).toBeVisible();
    await expect(frame.getByRole('heading', { name: 'Les thèmes' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await keepScreenshot(page, {
      path: testInfo.outputPath('courses-by-theme.png'),
      fullPage: true,
    });

    // The lesson of the « Premiers secours » theme (A), from the table of contents.
    const outline = frame.getByRole('navigation', { name: 'Sommaire du cours' });
    await outline.getByRole('link', { name: /^Premiers secours/ }).click();
    const done = frame.getByRole('button', { name: 'J’ai terminé ce cours' });
    await expect(frame.getByRole('heading', { level: 1 })).toContainText('Premiers secours');
    await expectNoSeriousViolations(page);
    await keepScreenshot(page, { path: testInfo.outputPath('lesson.png'), fullPage: true });
    await done.click();
    await expect(frame.getByRole('status')).toHaveText('Cours terminé');
    await expect(
      outline.getByRole('link', { name: /^Premiers secours.*\(terminé\)$/ }),
    ).toBeVisible();

    // The tick is kept by the server: it is still there after a reload.
    await page.reload();
    await expect(
      frame
        .getByRole('navigation', { name: 'Sommaire du cours' })
        .getByRole('link', { name: /^Premiers secours.*\(terminé\)$/ }),
    ).toBeVisible();
  });

  test('a max application comments an exam-like series question by question', async ({ page }) => {
    await signIn(page, 'cours@demo.test');
    const frame = page.frameLocator('iframe');
    await frame.getByRole('link', { name: 'Examen blanc n° 1', exact: true }).click();
    await expect(
      frame.getByRole('heading', { level: 1, name: 'Examen blanc n° 1 commenté' }),
    ).toBeVisible();
    await expect(frame.getByRole('heading', { name: 'Question 40' })).toBeAttached();
    await expect(frame.getByText(/— bonne réponse$/).first()).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('opened on its own, the course page leads back to the learner’s space', async ({ page }) => {
    await signIn(page, 'cours@demo.test');
    await expect(page).toHaveURL(/\/only-courses\//);
    await page.goto('/cours/fastcode');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Mes cours par thème' }),
    ).toBeVisible();
    await expectNoSeriousViolations(page);
    // A lesson's picture comes from the bank's media, served under /media.
    await page.getByRole('link', { name: /^Dispositions légales/ }).click();
    const sign = page.getByRole('img', { name: /limitant la vitesse à 80 km\/h/ });
    await expect(sign).toHaveAttribute('src', mediaAddress('code-route/limitation-80.svg'));
    await expect
      .poll(() => sign.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Retour à mon espace' }).click();
    await expect(page).toHaveURL(/\/only-courses\/fastcode$/);
  });
});

test('the bell lists a message posted with the admin command, without a new sign-in', async ({
  page,
  newLearner,
  operator,
}) => {
  const { email } = await newLearner({ licence: 'co' });
  await signIn(page, email);
  await expect(page.getByRole('heading', { name: 'Mon tableau de bord' })).toBeVisible();
  const text = `Séance de navigation reportée (${Date.now()}).`;
  // What `npm run admin -- message --learner … --type warning --content …` runs.
  await operator.postMessage({ learner: email, type: 'warning', content: text });
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const list = page.getByRole('region', { name: 'Notifications' });
  await expect(list.getByText(text)).toBeVisible();
  await expect(list.getByText(`Important : ${text}`)).toBeVisible();
  await expectNoSeriousViolations(page);
});
