import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * After a navigation with the network cut: the new document knows it, as on a real device
 * (`navigator.onLine` false, the app's « Hors connexion »). Chromium 150's network emulation
 * (Debian bookworm's since December 2026) keeps refusing the requests of a document loaded
 * after `setOffline(true)` but tells it `navigator.onLine` is true (the specs that wait for
 * « Hors connexion » there passed on 156). There, the cut is announced again, which fires the
 * document's `offline` event.
 */
export async function offlineAfterNavigation(page: Page): Promise<void> {
  if (await page.evaluate(() => navigator.onLine)) {
    await page.context().setOffline(false);
    await page.context().setOffline(true);
  }
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}
