import type { Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test, type NewLearner } from './support/fixtures';
import { mailsTo } from './support/outbox';
import { DEMO_PASSWORD, signIn } from './support/sign-in';
import { accountDataSchema } from '@prepacode/domain/contracts/account.contract';
import { z } from 'zod/mini';
import { keepScreenshot } from './support/screenshot';

// The learner's self-service (issue #18, point 11), each test with a learner of its own whose
// password, address and requests no other test sees.

const NEW_PASSWORD = 'cheval batterie agrafe';

const ownLearner = (newLearner: NewLearner) =>
  newLearner({ licence: 'b', credits: 20, firstName: 'Inès', lastName: 'Garnier' });

/** Opens « Mon compte » from the header's menu, as a person does. */
async function openAccount(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Mon compte' }).click();
  const menu = page.locator(':popover-open');
  await expect(menu.getByRole('link', { name: 'Mon compte' })).toBeVisible();
  await keepScreenshot(page, { path: `/tmp/self-menu-${page.viewportSize()?.width}.png` });
  await menu.getByRole('link', { name: 'Mon compte' }).click();
  await expect(page).toHaveURL(/\/compte$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
}

/** The e-mail change link of the newest mail to `email`, as a path the page can open. */
function emailLinkTo(email: string): string | null {
  const match = /https?:\/\/[^\s"<]+\/compte\/confirmer-email\?jeton=[\w-]+/.exec(
    mailsTo(email).at(-1) ?? '',
  );
  if (!match) return null;
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

test.describe('the learner’s self-service', () => {
  test('a learner changes the password from the menu and signs in with the new one', async ({
    page,
    newLearner,
  }) => {
    // Five password hashes (sign-ins, the change) and as many pages: seconds when busy.
    test.setTimeout(60_000);
    const learner = await ownLearner(newLearner);
    await signIn(page, learner.email);
    await expect(page).toHaveURL(/\/welcome$/);
    await openAccount(page);
    await expectNoSeriousViolations(page);
    await keepScreenshot(page, { path: '/tmp/self-account-1280.png', fullPage: true });

    const section = page.getByRole('region', { name: 'Mot de passe' });
    await section.getByLabel('Mot de passe actuel').fill('pas-le-bon');
    await section.getByLabel('Nouveau mot de passe').fill(NEW_PASSWORD);
    await section.getByRole('button', { name: 'Changer mon mot de passe' }).click();
    await expect(section.getByText('Votre mot de passe actuel est incorrect.')).toBeVisible();
    await expect(section.getByLabel('Mot de passe actuel')).toBeFocused();

    await section.getByLabel('Mot de passe actuel').fill(DEMO_PASSWORD);
    await section.getByRole('button', { name: 'Changer mon mot de passe' }).click();
    // Two password hashes on a busy machine: seconds.
    await expect(section.getByRole('status')).toContainText('Votre mot de passe est changé', {
      timeout: 20_000,
    });

    // Signed out, the central sign-on page: the old password no longer opens the account.
    await page.getByRole('banner').getByRole('button', { name: 'Déconnexion' }).click();
    await expect(page.getByRole('heading', { name: 'Connexion à Prépacode' })).toBeVisible();
    const signInWith = async (password: string) => {
      await page.getByLabel('Adresse e‑mail').fill(learner.email);
      await page.getByLabel('Mot de passe').fill(password);
      await page.getByRole('button', { name: 'Se connecter' }).click();
    };
    await signInWith(DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/central\/login\?.*erreur=identifiants/);
    await signInWith(NEW_PASSWORD);
    await expect(page).toHaveURL(/\/welcome$/);
  });

  test('a learner changes the e‑mail through the link sent to the new address', async ({
    page,
    newLearner,
  }) => {
    const learner = await ownLearner(newLearner);
    const wanted = `nouvelle-${randomBytes(4).toString('hex')}@demo.test`;
    await signIn(page, learner.email);
    await openAccount(page);
    const section = page.getByRole('region', { name: 'Adresse e‑mail' });
    await expect(section).toContainText(learner.email);
    await section.getByLabel('Nouvelle adresse e‑mail').fill(wanted);
    await section.getByLabel('Mot de passe actuel').fill(DEMO_PASSWORD);
    await section.getByRole('button', { name: 'Recevoir le lien de confirmation' }).click();
    await expect(section.getByRole('status')).toContainText(
      `Un lien de confirmation vient d’être envoyé à ${wanted}.`,
    );

    await expect.poll(() => emailLinkTo(wanted)).not.toBeNull();
    const link = emailLinkTo(wanted) ?? '';
    await page.goto(link);
    await expect(page.getByRole('status')).toHaveText(
      `Votre adresse e‑mail est maintenant ${wanted}. Utilisez-la pour vous connecter.`,
    );
    await expectNoSeriousViolations(page);
    await keepScreenshot(page, { path: '/tmp/self-confirm-1280.png', fullPage: true });

    // The link works once.
    await page.goto(link);
    await expect(page.getByRole('alert')).toContainText('Ce lien n’est plus valable');

    await page.goto('/compte');
    await expect(page.getByRole('region', { name: 'Adresse e‑mail' })).toContainText(wanted);
    // The fixture erases the learner at the end by their address, now this one.
    learner.email = wanted;
  });

  test('a learner downloads their data and asks for the account’s deletion', async ({
    page,
    newLearner,
  }) => {
    const learner = await ownLearner(newLearner);
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, learner.email);
    await openAccount(page);
    await keepScreenshot(page, { path: '/tmp/self-account-390.png', fullPage: true });

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Télécharger mes données' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^mes-donnees-\d{4}-\d{2}-\d{2}\.json$/);
    const data = z.parse(accountDataSchema, JSON.parse(readFileSync(await file.path(), 'utf8')));
    expect(data.profil).toMatchObject({ id: learner.id, email: learner.email, prenom: 'Inès' });
    expect(data.inscriptions).toHaveLength(1);

    const section = page.getByRole('region', { name: 'Supprimer mon compte' });
    await section.getByRole('button', { name: 'Demander la suppression de mon compte' }).click();
    const dialog = page.getByRole('dialog', { name: 'Supprimer mon compte\u202f?' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Motif (facultatif)').fill('J’ai obtenu mon code.');
    await expectNoSeriousViolations(page);
    await keepScreenshot(page, { path: '/tmp/self-deletion-dialog-390.png' });
    await dialog.getByRole('button', { name: 'Confirmer la demande' }).click();
    await expect(dialog).toBeHidden();
    await expect(section.getByRole('status')).toContainText(
      'Votre demande de suppression est enregistrée depuis le',
    );
    await expect(section.getByRole('button', { name: /Demander la suppression/ })).toHaveCount(0);
    await keepScreenshot(page, { path: '/tmp/self-deletion-done-390.png', fullPage: true });

    // Kept: the page says so after a reload, and offers no second request.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Supprimer mon compte' })).toContainText(
      'Votre demande de suppression est enregistrée',
    );
  });

  test('a learner reports an error on a question’s correction', async ({ page, newLearner }) => {
    const learner = await ownLearner(newLearner);
    await signIn(page, learner.email);
    await page.getByRole('button', { name: 'Commencer la série de bienvenue' }).click();
    await expect(page).toHaveURL(/\/player\/\d+$/);
    await expect(page.getByText('Question 1 / 5', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: /^A\b/ }).click();
    await page.getByRole('button', { name: 'Valider' }).click();
    await expect(page.getByText('Explication', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Signaler une erreur' }).click();
    const dialog = page.getByRole('dialog', { name: 'Signaler une erreur' });
    await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
    await expect(
      dialog.getByText('Choisissez ce qui ne va pas dans cette question.'),
    ).toBeVisible();
    await dialog.getByRole('radio', { name: 'Question ambiguë' }).check();
    await dialog.getByLabel('En une ligne').fill('Deux réponses peuvent se défendre.');
    await expectNoSeriousViolations(page);
    await keepScreenshot(page, { path: '/tmp/self-report-dialog-1280.png' });
    await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Merci' })).toHaveText(
      'Merci : votre signalement est transmis à l’équipe qui rédige les questions.',
    );
    await keepScreenshot(page, { path: '/tmp/self-report-done-1280.png', fullPage: true });
    // On a phone the dialog fits, and Échap closes it without sending.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Signaler une erreur' }).click();
    await expect(dialog.getByRole('radio', { name: 'Image' })).toBeVisible();
    await keepScreenshot(page, { path: '/tmp/self-report-dialog-390.png' });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Stored once, as the learner's own data (« Télécharger mes données ») shows it.
    const data = (await (await page.request.get('/api/compte/donnees')).json()) as {
      signalements: unknown[];
    };
    expect(data.signalements).toEqual([
      expect.objectContaining({
        motif: 'question_ambigue',
        commentaire: 'Deux réponses peuvent se défendre.',
      }),
    ]);
  });

  test('a session the school opened shows « Mon compte » read-only', async ({ page }) => {
    await signIn(page, 'moniteur@demo.test');
    await page.getByRole('button', { name: 'Ouvrir sa session\u202f: Léa Martin' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await openAccount(page);
    await expect(page.getByText('seul l’élève peut modifier son compte.')).toBeVisible();
    for (const name of [
      'Changer mon mot de passe',
      'Recevoir le lien de confirmation',
      'Demander la suppression de mon compte',
    ]) {
      await expect(page.getByRole('button', { name })).toBeDisabled();
    }
    await expectNoSeriousViolations(page);
    await keepScreenshot(page, { path: '/tmp/self-account-staff-1280.png', fullPage: true });
  });
});
