import { OPEN_STATUS } from '@prepacode/domain/auth';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.js';

// The erasure's queries (issue #19, point 3; GDPR; ADR 0017), each run inside the caller's
// transaction (learner-anonymisation.service.ts) in the order it calls them.

export const learnerToErase = (trx: Kysely<Database>, learnerId: string) =>
  trx
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name', 'phone', 'anonymised_at'])
    .where('id', '=', learnerId)
    .where('role', '=', 'learner')
    .executeTakeFirst();

/**
 * Empties the user row of everything that names, reaches or describes the person, if it was not
 * already; answers how many rows changed, so of two requests at once only one sees 1.
 */
export const eraseUser = async (
  trx: Kysely<Database>,
  learnerId: string,
  placeholder: { email: string; firstName: string; lastName: string },
  now: number,
) =>
  Number(
    (
      await trx
        .updateTable('users')
        .set({
          email: placeholder.email,
          password_hash: null,
          first_name: placeholder.firstName,
          last_name: placeholder.lastName,
          photo_url: null,
          phone: null,
          birth_date: null,
          newsletter: 0,
          group_id: null,
          anonymised_at: now,
        })
        .where('id', '=', learnerId)
        .where('anonymised_at', 'is', null)
        .executeTakeFirst()
    ).numUpdatedRows,
  );

/** Ways in and ways to reach them: sessions, links, tokens, banners meant for them alone. */
export async function deleteWaysIn(trx: Kysely<Database>, learnerId: string, email: string) {
  // Returning their ids, so that nodes drop these sessions' copies only (db/dialect.ts).
  await trx.deleteFrom('sessions').where('user_id', '=', learnerId).returning('id').execute();
  await trx.deleteFrom('tickets').where('user_id', '=', learnerId).execute();
  await trx.deleteFrom('password_reset_tokens').where('user_id', '=', learnerId).execute();
  await trx.deleteFrom('email_change_tokens').where('user_id', '=', learnerId).execute();
  await trx.deleteFrom('messages').where('user_id', '=', learnerId).execute();
  // Extended time can reveal a disability: the settings go too.
  await trx.deleteFrom('learner_preferences').where('user_id', '=', learnerId).execute();
  await trx
    .deleteFrom('rate_limit')
    .where((eb) => eb.or([eb('key', 'like', `%${email}%`), eb('key', 'like', `%${learnerId}%`)]))
    .execute();
}

/** What they wrote: gone; that they wrote, when and about what, stays. */
export async function emptyWritings(trx: Kysely<Database>, learnerId: string, email: string) {
  // What the staff wrote about them is theirs too (#41, point 6).
  await trx.deleteFrom('learner_notes').where('user_id', '=', learnerId).execute();
  // A held account's typed address (ADR 0030): the account and its offer are gone.
  await trx.deleteFrom('enrolment_invitations').where('user_id', '=', learnerId).execute();
  await trx
    .updateTable('contact_messages')
    .set({ message: '', phone: null, ip: null })
    .where('user_id', '=', learnerId)
    .execute();
  await trx
    .updateTable('contact_answers')
    .set({ text: '' })
    .where('message_id', 'in', (eb) =>
      eb.selectFrom('contact_messages').select('id').where('user_id', '=', learnerId),
    )
    .execute();
  await trx
    .updateTable('question_reports')
    .set({ comment: '' })
    .where('user_id', '=', learnerId)
    .execute();
  await trx
    .updateTable('exam_requests')
    .set({ neph: null, phone: null, comment: null, reason: null })
    .where('user_id', '=', learnerId)
    .execute();
  await trx
    .updateTable('activation_codes')
    .set({ email: null, token_hash: null, token_expires_at: null })
    .where((eb) => eb.or([eb('user_id', '=', learnerId), eb('email', '=', email)]))
    .execute();
}

/**
 * Nothing left to practise: every inscription and course is closed, their history stays.
 * Answers how many open inscriptions were closed.
 */
export async function closeEverything(
  trx: Kysely<Database>,
  learnerId: string,
  closedStatus: string,
): Promise<number> {
  const closed = await trx
    .updateTable('inscriptions')
    .set({ status: closedStatus })
    .where('user_id', '=', learnerId)
    .where('status', '=', OPEN_STATUS)
    .executeTakeFirst();
  await trx
    .updateTable('applications')
    .set({ status: closedStatus })
    .where('user_id', '=', learnerId)
    .execute();
  // The dashboard's cache is keyed by this counter (ADR 0012): it must not serve the old data.
  await trx
    .updateTable('learner_totals')
    .set((eb) => ({ changes: eb('changes', '+', 1) }))
    .where('inscription_id', 'in', (eb) =>
      eb.selectFrom('inscriptions').select('id').where('user_id', '=', learnerId),
    )
    .execute();
  return Number(closed.numUpdatedRows);
}

/** The audit entries about the learner or made by them. */
export const auditEntriesOf = (trx: Kysely<Database>, learnerId: string) =>
  trx
    .selectFrom('audit_log')
    .select(['id', 'actor_id', 'details', 'ip'])
    .where((eb) => eb.or([eb('subject_id', '=', learnerId), eb('actor_id', '=', learnerId)]))
    .execute();

export const rewriteAuditEntry = (
  trx: Kysely<Database>,
  id: string,
  values: { details: string | null; ip: string | null },
) => trx.updateTable('audit_log').set(values).where('id', '=', id).execute();

/**
 * Marks the learner's pending deletion request handled and drops the words of every request;
 * answers whether one was pending.
 */
export async function closeDeletionRequests(
  trx: Kysely<Database>,
  learnerId: string,
  actorId: string | null,
  now: number,
): Promise<boolean> {
  const handled = await trx
    .updateTable('deletion_requests')
    .set({ reason: null, handled_at: now, handled_by: actorId })
    .where('user_id', '=', learnerId)
    .where('handled_at', 'is', null)
    .executeTakeFirst();
  // A request handled before (none today) keeps its date, but not its words.
  await trx
    .updateTable('deletion_requests')
    .set({ reason: null })
    .where('user_id', '=', learnerId)
    .execute();
  return Number(handled.numUpdatedRows) === 1;
}
