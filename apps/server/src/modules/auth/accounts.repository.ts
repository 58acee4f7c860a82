import type { Kysely, Selectable } from 'kysely';
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
