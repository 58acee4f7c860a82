import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';

// The activation codes a school hands out. A code is used once: every write that uses it up
// names it still unused and unrevoked, so of two uses at once exactly one updates a row.

export const findActivationCode = (db: Kysely<Database>, code: string) =>
  db.selectFrom('activation_codes').selectAll().where('code', '=', code).executeTakeFirst();

/**
 * The brand a code's school sells under (its `structures.brand`), null when it has none: the
 * codes made before schools had a brand are the tyre-maker's.
 */
export const schoolBrandOfCode = async (db: Kysely<Database>, code: string) =>
  (
    await db
      .selectFrom('activation_codes as c')
      .innerJoin('structures as s', 's.id', 'c.structure_id')
      .select('s.brand')
      .where('c.code', '=', code)
      .executeTakeFirst()
  )?.brand ?? null;

export const findActivationCodeByToken = (db: Kysely<Database>, tokenHash: string) =>
  db
    .selectFrom('activation_codes')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();

export const findCodeRevocation = (db: Kysely<Database>, code: string) =>
  db
    .selectFrom('activation_codes')
    .select('revoked_at')
    .where('code', '=', code)
    .executeTakeFirst();

/** Hands the sign-up form's token to an unused code, for this address. */
export const setSignUpToken = (
  db: Kysely<Database>,
  code: string,
  token: { email: string; token_hash: string; token_expires_at: number },
) =>
  db
    .updateTable('activation_codes')
    .set(token)
    .where('code', '=', code)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();

/** Uses the code up for an existing account: 1 for the one use that wins. */
export const useCodeFor = async (db: Kysely<Database>, code: string, userId: string, now: number) =>
  Number(
    (
      await db
        .updateTable('activation_codes')
        .set({ used_at: now, user_id: userId, token_hash: null, token_expires_at: null })
        .where('code', '=', code)
        .where('used_at', 'is', null)
        .where('revoked_at', 'is', null)
        .executeTakeFirst()
    ).numUpdatedRows,
  );

/**
 * Uses the code up with the sign-up token it was given, before its account exists: 1 for the
 * one use that wins, whose transaction then holds the row.
 */
export const claimCodeWithToken = async (
  db: Kysely<Database>,
  code: string,
  tokenHash: string,
  now: number,
) =>
  Number(
    (
      await db
        .updateTable('activation_codes')
        .set({ used_at: now, token_hash: null, token_expires_at: null })
        .where('code', '=', code)
        .where('used_at', 'is', null)
        .where('revoked_at', 'is', null)
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst()
    ).numUpdatedRows,
  );

export const setCodeOwner = (db: Kysely<Database>, code: string, userId: string) =>
  db.updateTable('activation_codes').set({ user_id: userId }).where('code', '=', code).execute();

/** The account a used code belongs to, if any. */
export const findCodeOwner = (db: Kysely<Database>, code: string) =>
  db
    .selectFrom('activation_codes')
    .innerJoin('users', 'users.id', 'activation_codes.user_id')
    .select(['users.id', 'users.email', 'users.first_name'])
    .where('activation_codes.code', '=', code)
    .where('activation_codes.used_at', 'is not', null)
    .executeTakeFirst();
