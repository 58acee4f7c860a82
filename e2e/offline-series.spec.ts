import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { BRAND_NAMES } from './support/brands';
import { unfold } from './support/dashboard';
import { expect, test } from './support/fixtures';
import { signIn } from './support/sign-in';
import { offlineAfterNavigation } from './support/offline';
import { answerWithKeyboard, playScenesFast } from './support/player';
import { keepScreenshot } from './support/screenshot';

// Issue #45, points 2 to 5: a series downloaded on the dashboard plays with no network, its
// answers wait on the device and reach the server once each when the network returns. A phone,
// with the service worker running (the other specs block it, e2e/support/browser.ts).
test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });

/** Signs a new learner in, lets the service worker take the page, and downloads a series. */
async function downloadASeries(page: Page, email: string, slug?: string) {
  await playScenesFast(page);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.evaluate(() => navigator.serviceWorker.ready);
  // Reloaded, the page is the worker's: what it loads from now on can come from its caches.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Mon tableau de bord' })).toBeVisible();
  await unfold(page, 'Disponible hors connexion');
  const choice = page.getByRole('combobox', { name: 'Série à télécharger' });
  if (slug) await choice.selectOption(slug);
  const name = (await choice.locator('option:checked').textContent()) ?? '';
  await page.getByRole('button', { name: 'Télécharger' }).click();
  await expect(
    page.getByText(/est disponible hors connexion \(\d+(,\d)? (ko|Mo)\)\.$/),
  ).toBeVisible();
  const open = page.getByRole('link', { name: `Ouvrir\u202f: ${name}` });
  const id = Number((await open.getAttribute('href'))?.split('/').pop());
  return { name, open, id };
}

/** Answers the question on screen and goes on; its position and the series' total. */
async function answerOffline(page: Page, letter = 'a') {
  const heading = page.getByRole('heading', { name: /^Question \d+ \/ \d+$/ });
  const [position = 0, total = 0] =
    ((await heading.textContent()) ?? '').match(/\d+/g)?.map(Number) ?? [];
  await answerWithKeyboard(page, position, total, letter);
  await expect(page.getByRole('heading', { name: /^(Bonne|Mauvaise) réponse$/ })).toBeVisible();
  return { position, total };
}

const serverState = async (page: Page, id: number) =>
  (await (await page.request.get(`/api/serie/resume/${String(id)}`)).json()) as {
    nb_questions: number;
    nb_questions_realisees: number;
    termine: boolean;
  };

test('a learner downloads a series, finishes it with no network, and the server counts each answer once', async ({
  page,
  newLearner,
}, testInfo) => {
  // A radio licence's theme of 24 questions, answered one by one.
  test.setTimeout(120_000);
  const { name, id } = await downloadASeries(
    page,
    (await newLearner({ licence: 'crr' })).email,
    'crr-theme-c',
  );
  const sent: string[] = [];
  // The answers that reached the server (an attempt the network refused has no response).
  page.on('response', (response) => {
    const request = response.request();
    if (request.url().includes('/api/player/envoi-reponse')) sent.push(request.postData() ?? '');
  });

  await expectNoSeriousViolations(page);
  await keepScreenshot(page, { path: testInfo.outputPath('offline-download.png'), fullPage: true });
  await page.context().setOffline(true);
  await expect(page.getByText('Hors connexion', { exact: true })).toBeVisible();
  // The app opened with no network: the server cannot be reached, the downloaded series can.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Connexion impossible' })).toBeVisible();
  const kept = page.getByRole('region', { name: 'Vos séries téléchargées' });
  await expectNoSeriousViolations(page);
  await kept.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/hors-connexion/${String(id)}$`));
  const first = await answerOffline(page);
  await expect(page.getByText('1 réponse à envoyer', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page);
  await keepScreenshot(page, { path: testInfo.outputPath('offline-question.png'), fullPage: true });

  // The page reloaded with no network: the worker serves it, the device's store resumes it.
  await page.reload();
  await expect(
    page.getByRole('heading', {
      name: `Question ${String(first.position + 1)} / ${String(first.total)}`,
    }),
  ).toBeVisible();
  for (let position = first.position + 1; position <= first.total; position += 1) {
    await answerOffline(page);
    if (position < first.total)
      await page.getByRole('button', { name: 'Question suivante' }).click();
  }
  await page.getByRole('button', { name: 'Voir mon score' }).click();
  await expect(
    page.getByRole('heading', { name: 'Série terminée sur cet appareil' }),
  ).toBeVisible();
  await expect(page.getByRole('status')).toContainText('seront envoyées dès le retour du réseau');
  await expectNoSeriousViolations(page);
  await keepScreenshot(page, { path: testInfo.outputPath('offline-results.png'), fullPage: true });
  expect(sent).toEqual([]);

  // The network returns: every answer goes, once, and the server confirms the score.
  await page.context().setOffline(false);
  await expect(page.getByRole('status')).toContainText('Vos réponses sont enregistrées');
  const state = await serverState(page, id);
  expect(state).toMatchObject({ termine: true, nb_questions_realisees: state.nb_questions });
  const keys = sent.map((body) => new URLSearchParams(body).get('id_reponse'));
  expect(new Set(keys).size).toBe(first.total);
  const score = page.getByText(/^\d+ \/ \d+ bonnes réponses$/);
  const details = (await (await page.request.get(`/api/serie/details/${String(id)}`)).json()) as {
    score: number;
  };
  await expect(score).toHaveText(
    `${String(details.score)} / ${String(first.total)} bonnes réponses`,
  );
  await page.getByRole('link', { name: 'Voir la correction' }).click();
  await expect(page.getByRole('heading', { name: 'Votre score' })).toBeVisible();
});

test('an answer whose request the network cut is sent again with its id and counted once', async ({
  page,
  newLearner,
}) => {
  const { open, id } = await downloadASeries(page, (await newLearner({ licence: 'etm' })).email);
  const keys: (string | null)[] = [];
  let cut = false;
  await page.route('**/api/player/envoi-reponse', async (route) => {
    keys.push(new URLSearchParams(route.request().postData() ?? '').get('id_reponse'));
    if (cut) return route.continue();
    cut = true;
    // The server records it; the response never comes back.
    await route.fetch();
    return route.abort('internetdisconnected');
  });
  await open.click();
  await answerOffline(page);
  await expect(page.getByText('1 réponse à envoyer', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Question suivante' }).click();
  await answerOffline(page);
  // The second answer's sending takes the first along, with the id it was first sent with.
  await expect(page.getByText(/réponses? à envoyer/)).toBeHidden();
  expect(keys).toHaveLength(3);
  expect(keys[1]).toBe(keys[0]);
  expect((await serverState(page, id)).nb_questions_realisees).toBe(2);
});

test('two tabs offline answering the same question: the first answer counts, once', async ({
  page,
  newLearner,
}) => {
  const { open, id } = await downloadASeries(page, (await newLearner({ licence: 'etm' })).email);
  const href = (await open.getAttribute('href')) ?? '';
  const other = await page.context().newPage();
  await page.context().setOffline(true);
  await open.click();
  await other.goto(href);
  await expect(other.getByRole('heading', { name: /^Question 1 \// })).toBeVisible();
  await answerOffline(page, 'a');
  // The other tab, still on question 1, answers B: the device keeps the first answer.
  await answerOffline(other, 'b');
  await expect(other.getByText('1 réponse à envoyer', { exact: true })).toBeVisible();
  await page.context().setOffline(false);
  await expect(page.getByText(/réponses? à envoyer/)).toBeHidden();
  expect((await serverState(page, id)).nb_questions_realisees).toBe(1);
});

test('the offline states pass axe in every brand; exam conditions say they need a connection', async ({
  page,
  newLearner,
}) => {
  test.setTimeout(90_000);
  const { open } = await downloadASeries(page, (await newLearner({ licence: 'crr' })).email);
  const href = (await open.getAttribute('href')) ?? '';
  await page.context().setOffline(true);
  // A mock exam in exam conditions stays online, and says so (point 4).
  await unfold(page, 'Mes séries');
  await page.getByRole('button', { name: /^Tirer au sort.*Nouvel examen blanc$/ }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Cette action demande une connexion. Réessayez au retour du réseau.',
  );
  for (const brand of BRAND_NAMES) {
    await page.evaluate((name) => localStorage.setItem('theme', name), brand);
    await page.goto(href);
    await expect(page.getByRole('heading', { name: /^Question 1 \// })).toBeVisible();
    await offlineAfterNavigation(page);
    await expect(page.getByText('Hors connexion', { exact: true })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'Vos séries téléchargées' })).toBeVisible();
    await expectNoSeriousViolations(page);
  }
});
