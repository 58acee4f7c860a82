import type { Browser, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test, type Learner } from './support/fixtures';
import { DEMO_PASSWORD } from './support/sign-in';

// Issue #43: « Code en salle ». An instructor runs a session on the room's screen and twenty
// learners answer it on their phones, each signing in from the room's QR code as they would.

const PHONES = 20;
/**
 * Twenty browsers on the CI's two cores: a phone's step waits longer than a test's usual 5 s,
 * and the phones come in by fives, as a class does rather than all in the same second.
 */
const BUSY = { timeout: 30_000 };
const WAVE = 5;

/** Runs `work` for each item, `WAVE` at a time. */
async function inWaves<T>(items: T[], work: (item: T, index: number) => Promise<void>) {
  for (let start = 0; start < items.length; start += WAVE) {
    await Promise.all(
      items.slice(start, start + WAVE).map((item, offset) => work(item, start + offset)),
    );
  }
}

/** A learner's phone: a browser of its own, the size of a phone. */
async function phoneOf(browser: Browser, baseURL: string) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'fr-FR',
  });
  return context.newPage();
}

/** The central sign-in form, as a learner fills it on their phone. */
async function signIn(page: Page, email: string) {
  await page.getByLabel('Adresse e‑mail').fill(email);
  await page.getByLabel('Mot de passe').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** The phone opens the QR code's address signed out, signs in and lands in the session. */
async function joinFromQrCode(page: Page, address: string, learner: Learner) {
  await page.goto(address);
  await expect(page.getByRole('heading', { name: /^Connexion à/ })).toBeVisible(BUSY);
  await signIn(page, learner.email);
  await expect(page.getByText('La première question arrive', { exact: false })).toBeVisible(BUSY);
}

/** « N / M réponses » on the projected screen. */
const answered = (page: Page, count: number) =>
  expect(page.getByText(new RegExp(`^${count} / ${PHONES} réponses$`))).toBeVisible(BUSY);

test('an instructor runs a session that twenty phones answer, each into its own history', async ({
  page,
  browser,
  baseURL,
  newSchool,
  newLearner,
}) => {
  test.setTimeout(240_000);
  const school = await newSchool('Auto-école de la salle');
  const learners: Learner[] = [];
  for (let index = 0; index < PHONES; index += 1) {
    learners.push(
      await newLearner({
        licence: 'b',
        school: school.id,
        firstName: `Élève${index + 1}`,
        lastName: 'Salle',
      }),
    );
  }

  // The learner who types the code has done the welcome series: a new learner's history is
  // the welcome page's until then (spec §4, « User loading »), and theirs is looked at last.
  await (await (learners[0] as Learner).api()).answerSeries('code-route-bienvenue', 'entrainement');

  // The instructor launches a session from the school space.
  await page.goto('/central/login?from=prepacode');
  await signIn(page, school.manager);
  await page.getByRole('link', { name: 'Séances en salle' }).click();
  await page.getByRole('button', { name: 'Lancer une séance en salle' }).click();
  const launch = page.getByRole('dialog', { name: 'Lancer une séance en salle' });
  await launch.getByRole('radio', { name: /^À votre rythme/ }).check();
  await launch.getByRole('button', { name: 'Lancer la séance' }).click();
  const instructorHeading = page.getByRole('heading', { level: 1 });
  await expect(page.getByRole('button', { name: 'Afficher la première question' })).toBeVisible();
  const title = await instructorHeading.textContent();

  // The projected screen opens in its own window, for the room's display.
  const [screen] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: 'Ouvrir l’écran de projection' }).click(),
  ]);
  await screen.setViewportSize({ width: 1280, height: 800 });
  await expect(screen.getByRole('img', { name: 'QR code pour rejoindre la séance' })).toBeVisible();
  await expect(screen.getByText('Personne n’a encore rejoint la séance.')).toBeVisible();
  await expectNoSeriousViolations(screen);
  const code = (await screen.locator('[aria-hidden="true"] > span').allTextContents()).join('');
  expect(code).toMatch(/^[ACEFGHKMNPRTWXY34679]{6}$/);
  const address = new URL(`/salle?code=${code}`, baseURL).toString();

  // Nineteen phones scan the QR code; one learner types the code, in lower case with a space.
  const phones = await Promise.all(learners.map(() => phoneOf(browser, baseURL ?? '')));
  const typist = phones[0] as Page;
  await inWaves(phones.slice(1), (phone, index) =>
    joinFromQrCode(phone, address, learners[index + 1] as Learner),
  );
  await typist.goto('/home');
  await typist.getByRole('link', { name: 'Se connecter', exact: true }).click();
  await signIn(typist, (learners[0] as Learner).email);
  await expect(typist).toHaveURL(/\/dashboard/);
  await typist.goto('/salle');
  await typist
    .getByRole('textbox', { name: 'Code de la séance' })
    .fill(`${code.slice(0, 3).toLowerCase()} ${code.slice(3)}`);
  await typist.getByRole('button', { name: 'Rejoindre la séance' }).click();
  await expect(typist.getByText('La première question arrive', { exact: false })).toBeVisible();
  await expect(screen.getByText(`${PHONES} élèves ont rejoint la séance.`)).toBeVisible(BUSY);

  // The presenter's remote shows the first question; every phone answers, half A, half B.
  await screen.keyboard.press('ArrowRight');
  await expect(screen.getByRole('heading', { name: /^Question 1 \// })).toBeVisible();
  await answered(screen, 0);
  await expect(screen.getByText('Bonne réponse')).toHaveCount(0);
  await inWaves(phones, async (phone, index) => {
    await expect(phone.getByRole('heading', { name: /^Question 1 \// })).toBeVisible(BUSY);
    await phone
      .getByRole('group')
      .getByRole('button')
      .nth(index % 2)
      .click();
    await phone.getByRole('button', { name: 'Valider' }).click();
    await expect(phone.getByText(/^Réponse envoyée/)).toBeVisible(BUSY);
  });
  await answered(screen, PHONES);

  // « Correction »: the room sees how it answered, the phones whether they were right.
  await screen.keyboard.press(' ');
  const chart = screen.getByRole('table', { name: 'Répartition des réponses' });
  await screen.getByText('Voir les réponses en tableau').click();
  await expect(chart.getByRole('row', { name: /^A/ })).toContainText('10');
  await expect(chart.getByRole('row', { name: /^B/ })).toContainText('10');
  await expectNoSeriousViolations(screen);
  await inWaves(phones, (phone) =>
    expect(phone.getByRole('heading', { name: /^(Bonne|Mauvaise) réponse$/ })).toBeVisible(BUSY),
  );
  await expectNoSeriousViolations(typist);

  // The second question: half the room answers; the instructor's own screen names the others.
  await screen.keyboard.press('ArrowRight');
  await expect(screen.getByRole('heading', { name: /^Question 2 \// })).toBeVisible();
  await inWaves(phones.slice(0, PHONES / 2), async (phone) => {
    await expect(phone.getByRole('heading', { name: /^Question 2 \// })).toBeVisible(BUSY);
    await phone.getByRole('group').getByRole('button').first().click();
    await phone.getByRole('button', { name: 'Valider' }).click();
    await expect(phone.getByText(/^Réponse envoyée/)).toBeVisible(BUSY);
  });
  await answered(screen, PHONES / 2);
  await expect(page.getByText(/^Sans réponse à cette question/)).toContainText('Élève20 Salle');
  await expect(screen.getByText(/Élève\d+ Salle/)).toHaveCount(0);

  // The instructor ends the session: the room sees its results, each phone its score.
  await screen.getByRole('button', { name: 'Terminer la séance' }).click();
  await screen
    .getByRole('dialog', { name: 'Terminer la séance\u202f?' })
    .getByRole('button', { name: 'Terminer la séance' })
    .click();
  // Every learner's series is counted first, its unasked questions as unanswered.
  await expect(screen.getByRole('heading', { name: 'Répartition des scores' })).toBeVisible(BUSY);
  await expect(screen.getByText('0 sur 20', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(screen);
  await expect(typist.getByRole('heading', { name: 'Séance terminée' })).toBeVisible(BUSY);

  // The session is in the school's list, and in the typist's history as a series of their own.
  await page.getByRole('link', { name: 'Toutes les séances' }).click();
  await expect(page.getByRole('link', { name: title ?? '' })).toBeVisible();
  await typist.goto('/history');
  await expect(typist.getByText('Séance en salle', { exact: true }).first()).toBeVisible(BUSY);
  for (const phone of phones) await phone.context().close();
});
