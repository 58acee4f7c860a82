import type { Insertable, Kysely } from 'kysely';
import type { QuestionReportsTable } from '../../db/account.table.js';
import type { Database } from '../../db/database.js';

// The learner self-service's queries (issue #18, point 11). Every one is scoped to one user id,
// taken from the session or from a link's token, never from the request.

export const emailTaken = async (db: Kysely<Database>, email: string) =>
  (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()) !==
  undefined;

export const insertEmailToken = (
  db: Kysely<Database>,
  row: { token_hash: string; user_id: string; new_email: string; expires_at: number },
  now: number,
) =>
  db
    .insertInto('email_change_tokens')
    .values({ ...row, used_at: null, created_at: now })
    .execute();

/** Whether a link for this learner left less than `sinceMs` ago: no mail bombing. */
export const emailLinkSentSince = async (db: Kysely<Database>, userId: string, since: number) =>
  (await db
    .selectFrom('email_change_tokens')
    .select('token_hash')
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('created_at', '>', since)
    .executeTakeFirst()) !== undefined;

export const findEmailToken = (db: Kysely<Database>, tokenHash: string) =>
  db
    .selectFrom('email_change_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();

/** Marks the link used; 1 only for the one call that wins when it is opened twice at once. */
export const useEmailToken = async (db: Kysely<Database>, tokenHash: string, now: number) =>
  Number(
    (
      await db
        .updateTable('email_change_tokens')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .executeTakeFirst()
    ).numUpdatedRows,
  );

export const deleteEmailToken = (db: Kysely<Database>, tokenHash: string) =>
  db.deleteFrom('email_change_tokens').where('token_hash', '=', tokenHash).execute();

/** The learner's other links die with the change: an older one must not move the address back. */
export const deleteUnusedEmailTokens = (db: Kysely<Database>, userId: string) =>
  db
    .deleteFrom('email_change_tokens')
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();

export const setEmail = (db: Kysely<Database>, userId: string, email: string) =>
  db.updateTable('users').set({ email }).where('id', '=', userId).execute();

export const findDeletionRequest = (db: Kysely<Database>, userId: string) =>
  db.selectFrom('deletion_requests').selectAll().where('user_id', '=', userId).executeTakeFirst();

export const insertDeletionRequest = (
  db: Kysely<Database>,
  row: { user_id: string; reason: string | null; created_at: number },
) => db.insertInto('deletion_requests').values(row).execute();

/** The attempt's question as it was asked, only if the attempt is this learner's and answered. */
export const findAnsweredQuestion = (
  db: Kysely<Database>,
  userId: string,
  attemptId: number,
  questionId: string,
) =>
  db
    .selectFrom('attempt_questions as aq')
    .innerJoin('attempts as a', 'a.id', 'aq.attempt_id')
    .select(['aq.attempt_id', 'aq.question_id', 'aq.version'])
    .where('a.id', '=', attemptId)
    .where('a.user_id', '=', userId)
    .where('aq.question_id', '=', questionId)
    .where('aq.answer', 'is not', null)
    .executeTakeFirst();

export const insertReport = (db: Kysely<Database>, row: Insertable<QuestionReportsTable>) =>
  db.insertInto('question_reports').values(row).execute();

/** Everything the export needs, each list oldest first. */
export async function learnerRecords(db: Kysely<Database>, userId: string) {
  const [inscriptions, attempts, answers, lessons, contacts, exams, deletion, reports] =
    await Promise.all([
      db
        .selectFrom('inscriptions')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute(),
      db
        .selectFrom('attempts')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),
      db
        .selectFrom('attempt_questions as aq')
        .innerJoin('attempts as a', 'a.id', 'aq.attempt_id')
        .selectAll('aq')
        .where('a.user_id', '=', userId)
        .orderBy('aq.attempt_id')
        .orderBy('aq.position')
        .execute(),
      db
        .selectFrom('lesson_completions')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('completed_at')
        .execute(),
      db
        .selectFrom('contact_messages')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute(),
      db
        .selectFrom('exam_requests')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute(),
      findDeletionRequest(db, userId),
      db
        .selectFrom('question_reports')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute(),
    ]);
  return { inscriptions, attempts, answers, lessons, contacts, exams, deletion, reports };
}
