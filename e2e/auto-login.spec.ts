import { expect, test } from './support/fixtures';
import { SignJWT } from 'jose';
import { randomUUID } from 'node:crypto';
import { E2E_PARTNER } from './playwright.config';

const partnerToken = (email: string) =>
  new SignJWT({ email, given_name: 'Léa', family_name: 'Martin' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('ext-1')
    .setIssuer(E2E_PARTNER.issuer)
    .setAudience('prepacode')
    .setIssuedAt()
    .setExpirationTime('2m')
    .setJti(randomUUID())
    .sign(new TextEncoder().encode(E2E_PARTNER.secret));

test.describe('partner auto-login', () => {
  test('a partner’s signed link signs its learner in', async ({ page }) => {
    await page.goto(`/auto-login/${E2E_PARTNER.id}?jwt=${await partnerToken('eleve@demo.test')}`);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Bonjour Léa !')).toBeVisible();
  });

  test('a link used twice leads to the login-error page', async ({ page }) => {
    const url = `/auto-login/${E2E_PARTNER.id}?jwt=${await partnerToken('bateau@demo.test')}`;
    await page.goto(url);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.evaluate(() => localStorage.clear());
    await page.goto(url);
    await expect(page).toHaveURL(/\/home\/prepacode\/login\?error=true$/);
  });
});
