import type { Insertable, Kysely } from 'kysely';
import type { ContactMessagesTable } from '../../db/contact.table.js';
import type { Database } from '../../db/database.js';

/**
 * The learner named by both their id and their e-mail, with their school's name and address;
 * nothing when the pair does not match one learner.
 */
export const findLearnerWithSchool = (db: Kysely<Database>, id: string, email: string) =>
  db
    .selectFrom('users')
    .leftJoin('structures', 'structures.id', 'users.structure_id')
    .select([
      'users.id',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.structure_id',
      'structures.name as school_name',
      'structures.email as school_email',
    ])
    .where('users.id', '=', id)
    .where('users.email', '=', email.trim().toLowerCase())
    .where('users.role', '=', 'learner')
    .executeTakeFirst();

/** The send times of a learner's messages since `since`, oldest first. */
export const sentSince = async (db: Kysely<Database>, userId: string, since: number) =>
  (
    await db
      .selectFrom('contact_messages')
      .select('created_at')
      .where('user_id', '=', userId)
      .where('created_at', '>', since)
      .orderBy('created_at')
      .execute()
  ).map((row) => Number(row.created_at));

export const insertContactMessage = (db: Kysely<Database>, row: Insertable<ContactMessagesTable>) =>
  db.insertInto('contact_messages').values(row).execute();

/** The learner's last messages to their school, newest first (the app's thread, issue #41). */
export const learnerMessageRows = (db: Kysely<Database>, userId: string) =>
  db
    .selectFrom('contact_messages')
    .select(['id', 'subject', 'message', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
