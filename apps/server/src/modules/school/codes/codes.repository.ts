import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../../../db/database.js';

// The activation codes' queries (issue #19, point 3). A code is used up by
// signup/activation.service.ts; the revocation here is conditional the same way, so exactly one
// of the two wins.

/** The codes among these that the database already holds. */
export const existingCodes = async (db: Kysely<Database>, codes: readonly string[]) =>
  (await db.selectFrom('activation_codes').select('code').where('code', 'in', codes).execute()).map(
    (row) => row.code,
  );

export const insertCodes = (
  db: Kysely<Database>,
  rows: readonly Insertable<Database['activation_codes']>[],
) =>
  db
    .insertInto('activation_codes')
    .values([...rows])
    .execute();

/** Whether a school already has a batch of this name. */
export const batchExists = async (db: Kysely<Database>, school: string, batch: string) =>
  (await db
    .selectFrom('activation_codes')
    .select('code')
    .where('structure_id', '=', school)
    .where('batch', '=', batch)
    .executeTakeFirst()) !== undefined;

/** The batches of these schools with their counts, newest first. */
export const batchesOf = (db: Kysely<Database>, schoolIds: readonly string[], now: number) =>
  db
    .selectFrom('activation_codes as c')
    .innerJoin('structures as s', 's.id', 'c.structure_id')
    .where('c.structure_id', 'in', [...schoolIds])
    .groupBy(['c.structure_id', 's.name', 's.brand', 'c.batch'])
    .select((eb) => [
      'c.structure_id',
      's.name',
      's.brand',
      'c.batch',
      eb.fn.min('c.licence_code').as('licence'),
      eb.fn.min('c.access_days').as('access_days'),
      eb.fn.min('c.exam_credits').as('credits'),
      eb.fn.min('c.expires_at').as('expires_at'),
      eb.fn.min('c.created_at').as('created_at'),
      eb.fn.countAll().as('total'),
      eb.fn.count('c.used_at').as('used'),
      sql<number>`sum(case when c.used_at is null and c.revoked_at is not null then 1 else 0 end)`.as(
        'revoked',
      ),
      sql<number>`sum(case when c.used_at is null and c.revoked_at is null and c.expires_at > ${now} then 1 else 0 end)`.as(
        'available',
      ),
    ])
    .orderBy('created_at', 'desc')
    .orderBy('c.batch')
    .execute();

/** The codes of one batch of one school, in order, with who used each (#41, point 9). */
export const codesOfBatch = (db: Kysely<Database>, school: string, batch: string) =>
  db
    .selectFrom('activation_codes as c')
    .leftJoin('users as u', 'u.id', 'c.user_id')
    .select([
      'c.code',
      'c.used_at',
      'c.revoked_at',
      'c.expires_at',
      'c.user_id',
      'u.first_name',
      'u.last_name',
      'u.anonymised_at',
    ])
    .where('c.structure_id', '=', school)
    .where('c.batch', '=', batch)
    .orderBy('c.code')
    .execute();

export const findCode = (db: Kysely<Database>, code: string) =>
  db
    .selectFrom('activation_codes')
    .select(['code', 'structure_id', 'batch'])
    .where('code', '=', code)
    .executeTakeFirst();

/** Revokes the code while it is neither used nor revoked; answers how many rows changed. */
export const revokeUnusedCode = async (db: Kysely<Database>, code: string, now: number) =>
  Number(
    (
      await db
        .updateTable('activation_codes')
        .set({ revoked_at: now, token_hash: null, token_expires_at: null })
        .where('code', '=', code)
        .where('used_at', 'is', null)
        .where('revoked_at', 'is', null)
        .executeTakeFirst()
    ).numUpdatedRows,
  );

export const codeUse = (db: Kysely<Database>, code: string) =>
  db
    .selectFrom('activation_codes')
    .select(['used_at'])
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
