import { randomBytes } from 'node:crypto';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { signIn } from './support/sign-in';
import { mailsTo } from './support/outbox';

test('a learner writes to the school through « Nous contacter », which mails it and acknowledges', async ({
  page,
  newLearner,
}) => {
  // A learner of the demo school of this test alone: the messages sent are theirs.
  const { email } = await newLearner({ licence: 'co' });
  // Words of this run only (ASCII, so the mail's encoding leaves them as they are).
  const text = `Bonjour, quand commence la prochaine session de code ? Ref ${randomBytes(4).toString('hex')}`;
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Nous contacter' })).toBeVisible();
  await expect(
    page.getByText('Votre message sera envoyé à votre auto-école : Auto-école de la Gare'),
  ).toBeVisible();
  await expectNoSeriousViolations(page);

  // Checked in the page first: the first problem gets the focus.
  await page.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(page.getByRole('combobox', { name: 'Sujet' })).toBeFocused();
  await expect(page.getByText('Choisissez le sujet de votre message.')).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('combobox', { name: 'Sujet' }).selectOption({ label: 'Examen du code' });
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('textbox', { name: 'Téléphone (facultatif)' }).fill('06.12.34.56.78');
  await page.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Votre message a été envoyé' }),
  ).toContainText('Auto-école de la Gare (démonstration)');
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  await expectNoSeriousViolations(page);

  await expect.poll(() => mailsTo('contact@demo.test', text).length).toBe(1);
  const [toSchool = ''] = mailsTo('contact@demo.test', text);
  expect(toSchool).toContain(`Reply-To: ${email}`);
  expect(toSchool).toContain('06 12 34 56 78');
  await expect.poll(() => mailsTo(email, text).length).toBe(1);

  // The same text again within 10 minutes: refused, the text kept, nothing mailed twice.
  await page.getByRole('combobox', { name: 'Sujet' }).selectOption({ label: 'Examen du code' });
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(page.getByRole('alert')).toContainText('Vous venez d’envoyer ce même message');
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(text);
  expect(mailsTo('contact@demo.test', text)).toHaveLength(1);
});
