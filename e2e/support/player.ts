import { expect, type Page } from '@playwright/test';

/** Answers the question on screen with the keyboard only: a letter (and C for a second part), then Entrée. */
export async function answerWithKeyboard(
  page: Page,
  position: number,
  total: number,
  letter = 'a',
): Promise<void> {
  await expect(page.getByText(`Question ${position} / ${total}`, { exact: true })).toBeVisible();
  // The answers take keys once the question is on screen, its picture loaded (issue #40) or
  // its scene played (issue #42, up to 12 s): a person waits for them too (the deployment
  // test, through nginx, pressed before).
  await expect(page.getByRole('button', { name: /^A\b/ })).toBeEnabled({ timeout: 20_000 });
  await answerWithKeys(page, await page.getByRole('main').getByRole('group').count(), letter);
}

/**
 * The keys that answer a question whose answers take keys, in `parts` parts: a two-part
 * question is answered in both, as a person does (in training a blank part is said before it
 * is marked, issue #40).
 */
export async function answerWithKeys(page: Page, parts: number, letter = 'a'): Promise<void> {
  await page.keyboard.press(letter);
  await expect(
    page.getByRole('button', { name: new RegExp(`^${letter.toUpperCase()}\\b`) }),
  ).toHaveAttribute('aria-pressed', 'true');
  if (parts > 1 && letter < 'c') await page.keyboard.press('c');
  await page.keyboard.press('Enter');
}

/**
 * A chart or tide exercise's field (issue #22), when the question on screen has one, and a value
 * of the form it asks (right or not): the server reads it and moves on.
 */
export async function typedAnswerOnScreen(page: Page) {
  const field = page.getByRole('textbox', { name: /^Votre réponse/ });
  if (!(await field.isVisible())) return null;
  const asked = (await page.getByText(/^Votre réponse, /).textContent()) ?? '';
  return { field, value: typedValue(asked) };
}

/** A value of the form a field labelled `asked` (« Votre réponse, en mètres »…) takes. */
export const typedValue = (asked: string) =>
  asked.includes('heure')
    ? '12 h 00'
    : asked.includes('latitude')
      ? '47 01,0'
      : asked.includes('longitude')
        ? '3 01,0'
        : '12';

/** After a resize, two frames: the picture or the chart has taken the room left (fit-to-screen). */
export const settled = (page: Page) =>
  page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );

/**
 * Skips to the end of each moving scene once it plays, for the tests that look at each
 * question's layout or an exam's format rather than at a scene (e2e/scenes.spec.ts plays them
 * as they are): a scene still ends, which starts the question, at once instead of after up to
 * 12 s. The banks' 85 scenes held a worker for about 14 minutes; played 16 times faster, as
 * before, they still took 0.8 s each (player-fit: 16 s of its 50 on one bank's theme).
 */
export const playScenesFast = (page: Page) =>
  page.addInitScript(() => {
    document.addEventListener(
      'playing',
      (event) => {
        const media = event.target;
        if (media instanceof HTMLMediaElement && Number.isFinite(media.duration))
          media.currentTime = media.duration;
      },
      true,
    );
  });
