import { expect, test, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { E2E_DATABASE_FILE } from './playwright.config';
import { expectNoSeriousViolations } from './support/axe';
import { mailsTo } from './support/outbox';
import { seedLearner } from './support/seed-learner';
import { signInStaff, signInThroughCentral } from './support/sign-in';

// Issue #19, point 5: the school's inbox, as the instructor and the manager use it, and what the
// learner then sees. The learners are this spec's own (unique names in the demo school), their
// message and requests written straight into the database.

const run = randomBytes(3).toString('hex');

/** An ETM learner of this run (no welcome series) with an exam entry open, and their exam request waiting. */
function learnerWithRequest(lastName: string): string {
  const email = seedLearner({ licence: 'etm', firstName: 'Inès', lastName });
  const db = new Database(E2E_DATABASE_FILE);
  db.pragma('busy_timeout = 5000');
  const { id, inscription } = db
    .prepare(
      `select u.id as id, i.id as inscription from users u join inscriptions i on i.user_id = u.id
       where u.email = ?`,
    )
    .get(email) as { id: string; inscription: number };
  const now = Date.now();
  db.prepare(
    `insert into kopilote_entries (id, user_id, licence_code, status, created_at)
     values (?, ?, 'etm', 'ouvert', ?)`,
  ).run(randomBytes(12).toString('hex'), id, now);
  db.prepare(
    `insert into exam_requests (id, user_id, inscription_id, licence_code, neph, period, centre,
       phone, comment, status, school_notified, created_at, updated_at)
     values (?, ?, ?, 'etm', null, 'des_que_possible', 'La Poste, Lyon 3e', null, null, 'envoyee',
       1, ?, ?)`,
  ).run(randomBytes(12).toString('hex'), id, inscription, now, now);
  db.prepare(
    `insert into contact_messages (id, user_id, structure_id, brand, subject, message, phone, ip,
       created_at) values (?, ?, 'demo-auto-ecole', 'prepacode', 'code', ?, null, null, ?)`,
  ).run(randomBytes(12).toString('hex'), id, `Bonjour, une question de ${lastName}.`, now);
  db.close();
  return email;
}

const openInbox = async (page: Page) => {
  await page.getByRole('link', { name: 'Réception' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Réception' })).toBeVisible();
};

test('the instructor answers a message; the manager decides on exam requests; the learner sees it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const passed = `Reussite${run}`;
  const refused = `Refus${run}`;
  const passedEmail = learnerWithRequest(passed);
  const refusedEmail = learnerWithRequest(refused);

  // The instructor reads and answers a message, with the keyboard only.
  await signInStaff(page, 'moniteur@demo.test');
  await openInbox(page);
  await expectNoSeriousViolations(page);
  const summary = page.locator('summary').filter({ hasText: `Inès ${passed}` });
  await expect(summary).toContainText('Non lu');
  await summary.focus();
  await page.keyboard.press('Enter');
  const field = page.getByLabel(`Votre réponse à Inès ${passed} (envoyée par e‑mail)`);
  await expect(field).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(field).toBeFocused();
  await page.keyboard.type('Oui, passez nous voir mercredi.');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Réponse envoyée à ${passedEmail}.`)).toBeVisible();
  await expect(page.getByRole('list', { name: `Réponses à Inès ${passed}` })).toContainText(
    'Marc Lefèvre',
  );
  await expect(page.locator('summary').filter({ hasText: `Inès ${passed}` })).not.toContainText(
    'Non lu',
  );
  expect(mailsTo(passedEmail, 'passez nous voir mercredi')).toHaveLength(1);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: '/tmp/h-inbox-instructor-1280.png', fullPage: true });
  await page.getByRole('link', { name: 'Se déconnecter' }).click();

  // The manager confirms one request, records its result, and refuses the other with a reason.
  await signInStaff(page, 'gerant@demo.test');
  await openInbox(page);
  await page.getByRole('button', { name: `Confirmer l’inscription de Inès ${passed}` }).click();
  await expect(page.getByText('Inscription confirmée')).toBeVisible();
  const card = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: `Inès ${passed} · ETM` }),
  });
  await card.getByLabel('Résultat').selectOption('favorable');
  await card.getByLabel('Note sur 40').fill('36');
  await card.getByRole('button', { name: `Enregistrer le résultat de Inès ${passed}` }).click();
  await expect(card).toContainText('Résultat\u202f: favorable, 36/40');

  const other = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: `Inès ${refused} · ETM` }),
  });
  // The reason is required: the browser keeps the form until it is given.
  await other.getByRole('button', { name: `Refuser la demande de Inès ${refused}` }).click();
  await expect(other).toContainText('En attente');
  await other.getByLabel('Motif du refus').fill('Dossier ANTS incomplet');
  await other.getByRole('button', { name: `Refuser la demande de Inès ${refused}` }).click();
  await expect(other).toContainText('Refusée');
  await expect(other).toContainText('Motif du refus\u202f: Dossier ANTS incomplet');
  expect(mailsTo(refusedEmail, 'Dossier ANTS incomplet')).toHaveLength(1);
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: '/tmp/h-inbox-manager-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: '/tmp/h-inbox-manager-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('link', { name: 'Se déconnecter' }).click();

  // Each learner sees the school's decision on their exam page.
  await page.context().clearCookies();
  await signInThroughCentral(page, passedEmail);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('link', { name: 'S’inscrire à l’examen' }).click();
  const status = page.getByRole('region', { name: 'Ma demande d’inscription' });
  await expect(status).toContainText('Confirmée par votre auto-école');
  await expect(status).toContainText('Favorable, 36/40');
  await page.screenshot({ path: '/tmp/h-inbox-learner-result-1280.png', fullPage: true });

  await page.context().clearCookies();
  await signInThroughCentral(page, refusedEmail);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('link', { name: 'S’inscrire à l’examen' }).click();
  const refusal = page.getByRole('region', { name: 'Ma demande d’inscription' });
  await expect(refusal).toContainText('Refusée par votre auto-école');
  await expect(refusal).toContainText('Dossier ANTS incomplet');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: '/tmp/h-inbox-learner-refused-390.png', fullPage: true });
});

test('the manager posts a banner to a group, its learner sees it, then it is withdrawn', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // A group of this run in the demo school, with one learner of this run: no other spec's
  // learner sees the banner.
  const groupName = `Groupe ${run}`;
  const email = seedLearner({ licence: 'etm', firstName: 'Inès', lastName: `Bandeau${run}` });
  const db = new Database(E2E_DATABASE_FILE);
  db.pragma('busy_timeout = 5000');
  const groupId = `e2e-groupe-${run}`;
  db.prepare(`insert into groups (id, structure_id, name) values (?, 'demo-auto-ecole', ?)`).run(
    groupId,
    groupName,
  );
  db.prepare(`update users set group_id = ? where email = ?`).run(groupId, email);
  db.close();
  const text = `Code du ${run} déplacé au jeudi`;

  await signInStaff(page, 'gerant@demo.test');
  await page.getByRole('link', { name: 'Messages' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await page.getByLabel('Destinataires').selectOption({ label: `Groupe ${groupName}` });
  await page.getByLabel('Type').selectOption({ label: 'Avertissement' });
  await page.getByLabel('Message', { exact: true }).fill(text);
  const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('Dernier jour').fill(inAWeek);
  await page.getByRole('button', { name: 'Publier le message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Message publié' })).toBeVisible();
  const current = page.getByRole('region', { name: 'En cours' });
  await expect(current).toContainText(text);
  await expect(current).toContainText(`Groupe ${groupName}`);
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: '/tmp/h-inbox-banners-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: '/tmp/h-inbox-banners-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('link', { name: 'Se déconnecter' }).click();

  await page.context().clearCookies();
  await signInThroughCentral(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('region', { name: 'Notifications', exact: true })).toContainText(
    text,
  );
  await page.context().clearCookies();

  // Withdrawn: it moves to the past ones, and the learner no longer sees it.
  await signInStaff(page, 'gerant@demo.test');
  await page.getByRole('link', { name: 'Messages' }).click();
  await page
    .getByRole('region', { name: 'En cours' })
    .getByRole('button', { name: new RegExp(`^Retirer.*${run}`) })
    .click();
  await expect(page.getByRole('region', { name: 'Terminés' })).toContainText(text);
  await page.getByRole('link', { name: 'Se déconnecter' }).click();
  await page.context().clearCookies();
  await signInThroughCentral(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The school's own banner stays; this one is gone.
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const after = page.getByRole('region', { name: 'Notifications', exact: true });
  await expect(after).toContainText('Les séances de code en salle');
  await expect(after).not.toContainText(text);
});
