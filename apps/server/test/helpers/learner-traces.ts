import type { App } from '../../src/app.js';
import { newId, newNumericId } from '../../src/lib/tokens.js';
import { signIn } from './sign-on.js';

// Issue #19, point 3 (GDPR, ADR 0017): what a learner leaves behind, in every table that holds
// a learner's data, so that anonymisation.test.ts can show that none of it stays.

export const PHONE = '06 98 76 54 32';
export const BIRTH = '2001-02-03';

/** Everything a learner leaves behind, in every table that holds a learner's data. */
export async function fillLearnerData(
  app: App,
  learner: { id: string; email: string; inscription: number; school: string },
  staffId: string,
) {
  const { db } = app;
  const now = Date.now();
  await db
    .updateTable('users')
    .set({ phone: PHONE, birth_date: BIRTH, photo_url: 'https://photos.exemple.fr/anouk.jpg' })
    .where('id', '=', learner.id)
    .execute();
  await signIn(app, learner.email);
  const attempt = newNumericId();
  await db
    .insertInto('attempts')
    .values({
      id: attempt,
      user_id: learner.id,
      inscription_id: learner.inscription,
      licence_code: 'b',
      bank_id: 'code',
      slug: 'examen-1',
      type: 'examen',
      label: 'Examen blanc n° 1',
      series_position: 1,
      theme: null,
      parcours: 'examen',
      timed: 1,
      nb_questions: 2,
      nb_answered: 2,
      nb_correct: 1,
      ended: 1,
      created_at: now,
      updated_at: now,
      time_extension: null,
    })
    .execute();
  await db
    .insertInto('attempt_questions')
    .values(
      [0, 1].map((position) => ({
        attempt_id: attempt,
        position,
        question_id: `q${position}`,
        version: 1,
        theme: 'A',
        lettering: 'ABCD',
        correct_letters: 'A',
        answer: position === 0 ? 'A' : 'B',
        correct: position === 0 ? 1 : 0,
        answered_at: now,
        deadline_at: null,
      })),
    )
    .execute();
  await db
    .insertInto('learner_theme_stats')
    .values({ inscription_id: learner.inscription, theme: 'A', answered: 2, correct: 1 })
    .execute();
  // Its row was made by the writes above (their triggers bump `changes`).
  await db
    .updateTable('learner_totals')
    .set({ attempts: 1 })
    .where('inscription_id', '=', learner.inscription)
    .execute();
  await db
    .insertInto('learner_preferences')
    .values({
      user_id: learner.id,
      time_extension: 'x2',
      read_aloud: 1,
      reading_speed: 'normale',
      shortcuts: 1,
      updated_at: now,
    })
    .execute();
  const contactId = newId();
  await db
    .insertInto('contact_messages')
    .values({
      id: contactId,
      user_id: learner.id,
      structure_id: learner.school,
      brand: 'prepacode',
      subject: 'autre',
      message: 'Bonjour, ici Anouk Effaçable, rappelez-moi.',
      phone: PHONE,
      ip: '203.0.113.7',
      created_at: now,
    })
    .execute();
  // The school's answer names the learner too (the inbox, point 5).
  await db
    .insertInto('contact_answers')
    .values({
      id: newId(),
      message_id: contactId,
      author_id: staffId,
      author_name: 'Gérante',
      text: 'Bonjour Anouk, je vous rappelle demain.',
      created_at: now,
    })
    .execute();
  await db
    .insertInto('exam_requests')
    .values({
      id: newId(),
      user_id: learner.id,
      inscription_id: learner.inscription,
      licence_code: 'b',
      neph: '123456789012',
      period: 'des_que_possible',
      centre: 'Centre de Nantes',
      phone: PHONE,
      comment: 'Anouk préfère le matin',
      status: 'refusee',
      reason: 'Anouk doit encore réussir deux examens blancs.',
      school_notified: 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto('question_reports')
    .values({
      id: newId(),
      user_id: learner.id,
      attempt_id: attempt,
      question_id: 'q1',
      version: 1,
      reason: 'question_ambigue',
      comment: 'Signé Anouk Effaçable',
      created_at: now,
    })
    .execute();
  await db
    .insertInto('email_change_tokens')
    .values({
      token_hash: newId(),
      user_id: learner.id,
      new_email: 'anouk.nouvelle@exemple.fr',
      expires_at: now + 60_000,
      used_at: null,
      created_at: now,
    })
    .execute();
  await db
    .insertInto('password_reset_tokens')
    .values({ token_hash: newId(), user_id: learner.id, expires_at: now + 60_000, used_at: null })
    .execute();
  await db
    .insertInto('activation_codes')
    .values({
      code: `RGPD-${newId().slice(0, 4)}-0001`,
      structure_id: learner.school,
      licence_code: 'b',
      access_days: 90,
      batch: 'rgpd',
      expires_at: now + 60_000,
      created_at: now,
      email: learner.email,
      token_hash: null,
      token_expires_at: null,
      user_id: learner.id,
      used_at: now,
    })
    .execute();
  await db
    .insertInto('messages')
    .values({
      id: newId(),
      structure_id: null,
      user_id: learner.id,
      type: 'info',
      content: 'Anouk, pensez à votre examen.',
      starts_at: now,
      ends_at: now + 60_000,
    })
    .execute();
  await db
    .insertInto('audit_log')
    .values({
      id: newId(),
      at: now,
      actor_id: learner.id,
      action: 'email_change',
      subject_id: learner.id,
      ip: '203.0.113.7',
      details: JSON.stringify({ ancien: 'anouk@ancien.fr', nouveau: learner.email }),
    })
    .execute();
  await db
    .insertInto('rate_limit')
    .values({ key: `login-fail:account:${learner.email}`, hits: 1, reset_at: now + 60_000 })
    .execute();
  await db
    .insertInto('deletion_requests')
    .values({
      user_id: learner.id,
      reason: 'Je suis Anouk et je déménage',
      created_at: now,
      handled_at: null,
      handled_by: null,
    })
    .execute();
}
