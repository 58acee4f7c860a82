import { expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './sign-in';

// What the classroom specs share (issue #43): the learners' phones, signing in on them, and
// the projected screen's code and count. A class on the CI's two cores is many browsers: a
// phone's step waits longer than a test's usual 5 s, and the phones come in by fives, as a class
// does rather than all in the same second.

export const BUSY = { timeout: 30_000 };
const WAVE = 5;

/** Runs `work` for each item, five at a time. */
export async function inWaves<T>(items: T[], work: (item: T, index: number) => Promise<void>) {
  for (let start = 0; start < items.length; start += WAVE) {
    await Promise.all(
      items.slice(start, start + WAVE).map((item, offset) => work(item, start + offset)),
    );
  }
}

/** A learner's phone: a browser of its own, the size of a phone (and `options` of the suite's). */
export async function phoneOf(
  browser: Browser,
  baseURL: string,
  options: BrowserContextOptions = {},
) {
  const context = await browser.newContext({
    ...options,
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'fr-FR',
  });
  return context.newPage();
}

/** The central sign-in form, as a learner fills it on their phone. */
export async function fillSignIn(page: Page, email: string) {
  await page.getByLabel('Adresse e‑mail').fill(email);
  await page.getByLabel('Mot de passe').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/**
 * The phone opens the QR code's address signed out, signs in (then does what `afterSignIn`
 * says, such as choosing a licence) and lands in the session.
 */
export async function joinFromQrCode(
  page: Page,
  address: string,
  email: string,
  afterSignIn?: () => Promise<void>,
) {
  await page.goto(address);
  await expect(page.getByRole('heading', { name: /^Connexion à/ })).toBeVisible(BUSY);
  await fillSignIn(page, email);
  await afterSignIn?.();
  await expect(page.getByText('La première question arrive', { exact: false })).toBeVisible(BUSY);
}

/** The code the projected screen shows, one letter a box. */
export async function codeOnScreen(screen: Page): Promise<string> {
  await expect(screen.getByRole('img', { name: 'QR code pour rejoindre la séance' })).toBeVisible();
  const code = (await screen.locator('[aria-hidden="true"] > span').allTextContents()).join('');
  expect(code).toMatch(/^[ACEFGHKMNPRTWXY34679]{6}$/);
  return code;
}

/** « N / M réponses » on the projected screen. */
export const answered = (screen: Page, count: number, of: number) =>
  expect(screen.getByText(new RegExp(`^${count} / ${of} réponses?$`))).toBeVisible(BUSY);

/** The phone answers the question on the room's screen with its `choice`-th proposition. */
export async function answerOnPhone(phone: Page, position: number, choice = 0) {
  await expect(
    phone.getByRole('heading', { name: new RegExp(`^Question ${position} /`) }),
  ).toBeVisible(BUSY);
  await phone.getByRole('group').getByRole('button').nth(choice).click();
  await phone.getByRole('button', { name: 'Valider' }).click();
  await expect(phone.getByText(/^Réponse envoyée/)).toBeVisible(BUSY);
}

/** The instructor ends the session from the projected screen's own button. */
export async function endSession(screen: Page) {
  await screen.getByRole('button', { name: 'Terminer la séance' }).click();
  await screen
    .getByRole('dialog', { name: 'Terminer la séance\u202f?' })
    .getByRole('button', { name: 'Terminer la séance' })
    .click();
  await expect(screen.getByRole('heading', { name: 'Répartition des scores' })).toBeVisible(BUSY);
}

/**
 * From the school space, a staff member signed in launches a session paced by the instructor
 * and opens its projected screen in its own window, the room's display: the screen, and the
 * session's name as the instructor's page heads it.
 */
export async function launchSession(page: Page): Promise<{ screen: Page; title: string }> {
  await page.getByRole('link', { name: 'Séances en salle' }).click();
  await page.getByRole('button', { name: 'Lancer une séance en salle' }).click();
  const launch = page.getByRole('dialog', { name: 'Lancer une séance en salle' });
  await launch.getByRole('radio', { name: /^À votre rythme/ }).check();
  await launch.getByRole('button', { name: 'Lancer la séance' }).click();
  await expect(page.getByRole('button', { name: 'Afficher la première question' })).toBeVisible();
  const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  const [screen] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: 'Ouvrir l’écran de projection' }).click(),
  ]);
  await screen.setViewportSize({ width: 1280, height: 800 });
  return { screen, title };
}
