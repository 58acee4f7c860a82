import type { Insertable, Kysely } from 'kysely';
import type { PasswordResetTokensTable } from '../../db/accounts.table.js';
import type { Database } from '../../db/database.js';

// The single-use links that set a password (forgotten password, welcome, school's resend). Only
// a token's hash is stored.

/** Whether an unused link for this account was made after `since`. */
export const passwordLinkSentSince = async (db: Kysely<Database>, userId: string, since: number) =>
  (await db
    .selectFrom('password_reset_tokens')
    .select('token_hash')
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('created_at', '>', since)
    .executeTakeFirst()) !== undefined;

export const insertPasswordLink = (
  db: Kysely<Database>,
  row: Insertable<PasswordResetTokensTable>,
) => db.insertInto('password_reset_tokens').values(row).execute();

export const findPasswordLink = (db: Kysely<Database>, tokenHash: string) =>
  db
    .selectFrom('password_reset_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();

/** Marks the link used; 1 only for the one call that wins when it is submitted twice at once. */
export const usePasswordLink = async (db: Kysely<Database>, tokenHash: string, now: number) =>
  Number(
    (
      await db
        .updateTable('password_reset_tokens')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .executeTakeFirst()
    ).numUpdatedRows,
  );

/** An account's links still unused: a link left in a mailbox must not undo a new password. */
export const deleteUnusedPasswordLinks = (db: Kysely<Database>, userId: string) =>
  db
    .deleteFrom('password_reset_tokens')
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
