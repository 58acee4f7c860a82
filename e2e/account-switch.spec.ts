import type { APIRequestContext } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { DEMO_PASSWORD, signIn } from './support/sign-in';

/** A ticket for `email`, as the central page gives it to whoever knows the password. */
async function ticketOf(request: APIRequestContext, origin: string, email: string) {
  const answer = await request.post('/central/login', {
    headers: { cookie: 'XSRF-TOKEN=jeton-e2e-switch' },
    form: { username: email, password: DEMO_PASSWORD, service: origin, _xsrf: 'jeton-e2e-switch' },
    maxRedirects: 0,
  });
  const ticket = new URL(answer.headers().location ?? '', origin).searchParams.get('ticket');
  if (!ticket) throw new Error(`no ticket for ${email}`);
  return ticket;
}

// Issue #21, point 7: a link with another account's ticket swapped a signed-in learner into
// that account without a word. Now the learner is asked, and staying is the first choice.
test('a learner who opens a link signing in to another account is asked first', async ({
  page,
  request,
  baseURL,
  newLearner,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  const mine = await newLearner({ licence: 'b', firstName: 'Léonie', lastName: 'Faure' });
  const theirs = await newLearner({ licence: 'b', firstName: 'Marius', lastName: 'Roche' });
  await signIn(page, mine.email);
  await expect(page).toHaveURL(/\/(welcome|dashboard)$/);

  await page.goto(`/history?ticket=${await ticketOf(request, origin, theirs.email)}`);
  await expect(page.getByRole('heading', { name: 'Changer de compte ?' })).toBeVisible();
  await expect(
    page.getByText(
      'Vous êtes connecté·e en tant que Léonie Faure ; continuer en tant que Marius Roche ?',
    ),
  ).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('link', { name: 'Rester sur mon compte' }).click();
  // A learner new to the app is first led to the welcome series, whatever page is asked.
  await expect(page).toHaveURL(/\/(history|welcome)$/);
  await expect(page.getByText('Léonie Faure').first()).toBeVisible();

  await page.goto(`/dashboard?ticket=${await ticketOf(request, origin, theirs.email)}`);
  // The page moves the focus to its title once shown; the keyboard goes on from there.
  await expect(page.getByRole('heading', { name: 'Changer de compte ?' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Continuer avec l’autre compte' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/(welcome|dashboard)$/);
  await expect(page.getByText('Marius Roche').first()).toBeVisible();
});
