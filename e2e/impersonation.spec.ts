import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { signIn } from './support/sign-in';

import { unfold } from './support/dashboard';
import { keepScreenshot } from './support/screenshot';

test('a school’s instructor opens a learner’s session, with logout disabled', async ({
  page,
}, testInfo) => {
  await signIn(page, 'moniteur@demo.test');
  await expect(page).toHaveURL(/\/central\/eleves\?/);
  await expect(page.getByRole('heading', { name: 'Élèves de votre école' })).toBeVisible();
  await expect(page.getByText('Auto-école de la Gare (démonstration)')).toBeVisible();
  await expectNoSeriousViolations(page);
  await keepScreenshot(page, { path: testInfo.outputPath('central-staff.png'), fullPage: true });

  await page.getByRole('button', { name: 'Ouvrir sa session\u202f: Léa Martin' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Bonjour Léa !')).toBeVisible();
  // The dashboard has loading statuses of its own: find this one by its words.
  await expect(page.getByRole('status').filter({ hasText: 'Session ouverte par' })).toHaveText(
    'Vous consultez la session de Léa en lecture seule : rien n’y est enregistré. Session ouverte par Marc Lefèvre.',
  );
  await expect(page.getByRole('button', { name: 'Déconnexion' })).toBeDisabled();
  // The impersonated session leaves nothing in storage that would sign anyone in again.
  expect(
    await page.evaluate(() => [
      localStorage.getItem('token'),
      localStorage.getItem('selectedInscriptionId'),
    ]),
  ).toEqual([null, null]);
  await expectNoSeriousViolations(page);
});

// Issue #19, point 6: the instructor looks, writes nothing, and goes back to the school space.
test('a learner’s session opened by the school is read-only, survives a reload and is left for the school space', async ({
  page,
  newLearner,
}, testInfo) => {
  const lastName = `Vasseur${Date.now() % 100_000}`;
  await newLearner({ licence: 'co', firstName: 'Inès', lastName });
  await signIn(page, 'moniteur@demo.test');
  await page.getByRole('button', { name: `Ouvrir sa session\u202f: Inès ${lastName}` }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const banner = page.getByRole('status').filter({ hasText: 'en lecture seule' });
  await expect(banner).toHaveText(
    'Vous consultez la session d’Inès en lecture seule : rien n’y est enregistré. Session ouverte par Marc Lefèvre.',
  );
  await expectNoSeriousViolations(page);
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await keepScreenshot(page, {
      path: testInfo.outputPath(`read-only-${width}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // Starting a series would spend a credit: the button says it is unavailable, and why.
  await unfold(page, 'Mes séries');
  const start = page.getByRole('button', { name: /^Commencer.*Examen blanc n° 1$/ });
  await expect(start).toHaveAttribute('aria-disabled', 'true');
  await expect(start).toHaveAccessibleDescription(/en lecture seule/);
  // It stays focusable (aria-disabled): Enter on it starts nothing.
  await start.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A reload keeps the instructor in the session they opened, still read-only.
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(banner).toBeVisible();

  await page.getByRole('link', { name: 'Nous contacter' }).click();
  await expect(page.getByRole('button', { name: 'Envoyer le message' })).toBeDisabled();
  // The new page's heading takes the focus after a route change: wait for it before moving on.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  // Leaving ends the learner's session and comes back to the learner's page (issue #41, point
  // 11: it was the list), keyboard only.
  await page.getByRole('button', { name: 'Quitter la session de l’élève' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/central\/eleves\/[\w-]+\?/);
  await expect(page.getByRole('heading', { level: 1, name: `Inès ${lastName}` })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('prepacode.accompagnement'))).toBeNull();
});
