import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { signIn } from './support/sign-in';
import { mailsTo } from './support/outbox';

// Exam registration (issue #8) with the real server, database and mail outbox. The ETM learner
// is the test's own, their exam entry opened by the operator (spec §4); the demo B learner has
// none.

const EXAM_TAB = 'S’inscrire à l’examen';
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Navigation principale' });

test('the ETM learner asks to be registered for the exam and sees the status', async ({
  page,
  newLearner,
  operator,
}) => {
  // A NEPH of this run only, to find this run's mail among the outbox's.
  const neph = String(Date.now()).padStart(12, '0').slice(-12);
  const { email } = await newLearner({ licence: 'etm' });
  await operator.openExamEntry(email, 'etm');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await mainNav(page).getByRole('link', { name: EXAM_TAB }).click();
  await expect(page).toHaveURL(/\/examen$/);
  await expect(page.getByRole('heading', { level: 1, name: EXAM_TAB })).toBeVisible();
  const official = page.getByRole('region', { name: 'Épreuve théorique moto (ETM)' });
  await expect(official).toContainText('40 questions');
  await expect(official).toContainText('Au moins 35 bonnes réponses sur 40');
  await expect(page.getByRole('region', { name: 'Ma préparation à l’examen' })).toBeVisible();

  const form = page.getByRole('region', { name: 'Demander mon inscription' });
  await form.getByRole('button', { name: 'Envoyer ma demande' }).click();
  // The first wrong field takes the focus, its message tied to it.
  const period = form.getByLabel('Période souhaitée');
  await expect(period).toBeFocused();
  await expect(period).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousViolations(page);

  await form.getByLabel('Numéro NEPH (facultatif)').fill(neph);
  await period.selectOption({ index: 2 });
  await form.getByLabel('Centre d’examen souhaité').fill('La Poste, Lyon 3e');
  await form.getByLabel('Téléphone (facultatif)').fill('06 12 34 56 78');
  await form.getByRole('button', { name: 'Envoyer ma demande' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Votre demande' })).toHaveText(
    'Votre demande est envoyée à votre auto-école.',
  );
  const status = page.getByRole('region', { name: 'Ma demande d’inscription' });
  await expect(status).toContainText('Envoyée à votre auto-école');
  await expect(status).toContainText(neph);
  await expect(status.getByRole('heading', { name: 'Ma demande d’inscription' })).toBeFocused();
  await expectNoSeriousViolations(page);
  await expect.poll(() => mailsTo('contact@demo.test', neph).length).toBe(1);

  // The status stays after a reload: it comes from the server.
  await page.reload();
  await expect(status).toContainText('Envoyée à votre auto-école');
  await expect(page.getByRole('button', { name: 'Envoyer ma demande' })).toHaveCount(0);

  // Withdrawn, as a learner may.
  await status.getByRole('button', { name: 'Annuler ma demande' }).click();
  await status.getByRole('button', { name: 'Oui, annuler ma demande' }).click();
  await expect(status).toContainText('Annulée');
  await expect(page.getByRole('region', { name: 'Faire une nouvelle demande' })).toBeVisible();
});

test('the B learner without an exam entry has no exam tab, nor the page', async ({ page }) => {
  await signIn(page, 'eleve@demo.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(mainNav(page).getByRole('link', { name: 'Mon tableau de bord' })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: EXAM_TAB })).toHaveCount(0);
  await page.goto('/examen');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Mon tableau de bord' })).toBeVisible();
});
