import type { Page, TestInfo } from '@playwright/test';
import { expectNoAxeFindings } from './support/axe';
import { BRAND_NAMES, openAsBrand, signInWithBrand, type BrandName } from './support/brands';
import {
  answerOnPhone,
  answered,
  BUSY,
  codeOnScreen,
  endSession,
  launchSession,
  phoneOf,
  signIn,
} from './support/classroom';
import { expect, test, type Learner } from './support/fixtures';

// Issue #43: the projected screen and the phone in every brand (axe, every rule, at each step
// of a session), and a phone that loses the network for 30 s.

/** A school of `brand`, its manager on the room's screen and one learner signed in on a phone. */
async function openRoom(
  page: Page,
  brand: BrandName,
  fixtures: {
    newSchool: (name: string, brand?: BrandName) => Promise<{ id: string; manager: string }>;
    newLearner: (options: { licence: 'b'; school: string }) => Promise<Learner>;
    phone: Page;
  },
) {
  const school = await fixtures.newSchool('Auto-école de la salle', brand);
  const learner = await fixtures.newLearner({ licence: 'b', school: school.id });
  await page.goto(`/central/login?from=${brand}`);
  await signIn(page, school.manager);
  const { screen } = await launchSession(page);
  const code = await codeOnScreen(screen);

  // The learner signs in under the brand, then opens the address the QR code holds.
  await openAsBrand(fixtures.phone, brand);
  await signInWithBrand(fixtures.phone, brand, learner.email);
  await expect(fixtures.phone).not.toHaveURL(/\/central\//);
  await fixtures.phone.goto(`/salle?code=${code}`);
  await expect(
    fixtures.phone.getByText('La première question arrive', { exact: false }),
  ).toBeVisible(BUSY);
  await expect(screen.getByText('1 élève a rejoint la séance.')).toBeVisible(BUSY);
  return screen;
}

/** axe on both screens, and their pictures in the test's folder (prepacode: the note's). */
async function scan(screen: Page, phone: Page, step: string, testInfo: TestInfo) {
  await expectNoAxeFindings(screen, `projected screen, ${step}`);
  await expectNoAxeFindings(phone, `phone, ${step}`);
  await screen.screenshot({ path: testInfo.outputPath(`ecran-${step}.png`) });
  await phone.screenshot({ path: testInfo.outputPath(`telephone-${step}.png`), fullPage: true });
}

for (const brand of BRAND_NAMES) {
  test(`a session's projected screen and phone pass axe at each step, brand ${brand}`, async ({
    page,
    browser,
    baseURL,
    newSchool,
    newLearner,
  }, testInfo) => {
    test.setTimeout(90_000);
    const phone = await phoneOf(browser, baseURL ?? '');
    const screen = await openRoom(page, brand, { newSchool, newLearner, phone });
    await scan(screen, phone, 'attente', testInfo);

    await screen.keyboard.press('ArrowRight');
    await expect(phone.getByRole('heading', { name: /^Question 1 \// })).toBeVisible(BUSY);
    await scan(screen, phone, 'question', testInfo);
    await answerOnPhone(phone, 1);
    await answered(screen, 1, 1);
    await scan(screen, phone, 'reponse', testInfo);

    await screen.keyboard.press(' ');
    await expect(phone.getByRole('heading', { name: /^(Bonne|Mauvaise) réponse$/ })).toBeVisible(
      BUSY,
    );
    await screen.getByText('Voir les réponses en tableau').click();
    await scan(screen, phone, 'correction', testInfo);

    await endSession(screen);
    await expect(phone.getByRole('heading', { name: 'Séance terminée' })).toBeVisible(BUSY);
    await scan(screen, phone, 'resultats', testInfo);
    await phone.context().close();
  });
}

test('a phone that loses the network for 30 s comes back on the room’s question, nothing lost', async ({
  page,
  browser,
  baseURL,
  newSchool,
  newLearner,
}) => {
  test.setTimeout(120_000);
  const phone = await phoneOf(browser, baseURL ?? '');
  const screen = await openRoom(page, 'prepacode', { newSchool, newLearner, phone });
  await screen.keyboard.press('ArrowRight');
  await answerOnPhone(phone, 1);
  await answered(screen, 1, 1);

  // The phone goes out of the network; the room goes on to the correction and the next question.
  await phone.context().setOffline(true);
  await expect(phone.getByText(/^Connexion perdue avec la salle/)).toBeVisible(BUSY);
  const away = Date.now();
  await screen.keyboard.press(' ');
  await expect(screen.getByText('Voir les réponses en tableau')).toBeVisible();
  await screen.keyboard.press('ArrowRight');
  await expect(screen.getByRole('heading', { name: /^Question 2 \// })).toBeVisible();
  await phone.waitForTimeout(30_000 - (Date.now() - away));

  // Back: the phone is on the room's question, and the answer sent before is counted.
  await phone.context().setOffline(false);
  await answerOnPhone(phone, 2);
  await expect(phone.getByText(/^Connexion perdue avec la salle/)).toHaveCount(0);
  await answered(screen, 1, 1);
  await screen.keyboard.press(' ');
  await endSession(screen);
  await expect(phone.getByRole('heading', { name: 'Séance terminée' })).toBeVisible(BUSY);
  // The series in the learner's history holds the answer sent before the outage, not a later one.
  await phone.getByRole('link', { name: 'Voir la correction' }).click();
  const reviewed = (position: number) =>
    phone
      .getByRole('listitem')
      .filter({ has: phone.getByText(`Question ${position}`, { exact: true }) });
  for (const position of [1, 2, 3]) await reviewed(position).locator('summary').click();
  await expect(reviewed(1)).toContainText('Votre réponse');
  await expect(reviewed(2)).toContainText('Votre réponse');
  await expect(reviewed(3)).not.toContainText('Votre réponse');
  await phone.context().close();
});
