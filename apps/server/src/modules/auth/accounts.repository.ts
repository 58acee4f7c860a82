import type { Insertable, Kysely, Selectable } from 'kysely';
import type { ApplicationsTable, InscriptionsTable, UsersTable } from '../../db/accounts.table.js';
import type { Database } from '../../db/database.js';

export type UserRow = Selectable<UsersTable>;
export type InscriptionRow = Selectable<InscriptionsTable>;
export type ApplicationRow = Selectable<ApplicationsTable>;

export const findUserByEmail = (db: Kysely<Database>, email: string) =>
  db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();

export const findUserById = (db: Kysely<Database>, id: string) =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

export const findUserEmail = (db: Kysely<Database>, id: string) =>
  db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirst();

export const insertUser = (db: Kysely<Database>, row: Insertable<UsersTable>) =>
  db.insertInto('users').values(row).execute();

/** Nothing when the address is taken: the unique index decides between two at once. */
export const insertUserUnlessEmailTaken = (db: Kysely<Database>, row: Insertable<UsersTable>) =>
  db
    .insertInto('users')
    .values(row)
    .onConflict((conflict) => conflict.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();

export const subscribeToNewsletter = (db: Kysely<Database>, userId: string) =>
  db.updateTable('users').set({ newsletter: 1 }).where('id', '=', userId).execute();

export const inscriptionsOf = (db: Kysely<Database>, userId: string) =>
  db
    .selectFrom('inscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();

export const applicationsOf = (db: Kysely<Database>, userId: string) =>
  db
    .selectFrom('applications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('label')
    .execute();

/** A new password: the learner's own change, or a reset link's. */
export const updatePasswordHash = (db: Kysely<Database>, userId: string, hash: string) =>
  db.updateTable('users').set({ password_hash: hash }).where('id', '=', userId).execute();
