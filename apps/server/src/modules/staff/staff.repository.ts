import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';

// What decides the reach of a staff member (staff-access.ts): their network's schools, and the
// school a group or an inscription belongs to.

export const schoolIdsOfNetwork = async (db: Kysely<Database>, networkId: string) =>
  (
    await db
      .selectFrom('structures')
      .select('id')
      .where('network_id', '=', networkId)
      .orderBy('name')
      .execute()
  ).map((row) => row.id);

export const findGroup = (db: Kysely<Database>, groupId: string) =>
  db
    .selectFrom('groups')
    .select(['id', 'structure_id'])
    .where('id', '=', groupId)
    .executeTakeFirst();

/** An inscription with what its learner's account says of who may see it. */
export const findInscriptionWithLearner = (db: Kysely<Database>, inscriptionId: number) =>
  db
    .selectFrom('inscriptions as i')
    .innerJoin('users as u', 'u.id', 'i.user_id')
    .select(['i.id', 'i.user_id', 'u.structure_id', 'u.role', 'u.anonymised_at'])
    .where('i.id', '=', inscriptionId)
    .executeTakeFirst();

/** Several inscriptions with their learner, as `findInscriptionWithLearner` reads one. */
export const findInscriptionsWithLearners = (db: Kysely<Database>, ids: readonly number[]) =>
  db
    .selectFrom('inscriptions as i')
    .innerJoin('users as u', 'u.id', 'i.user_id')
    .select(['i.id', 'i.user_id', 'u.structure_id', 'u.role', 'u.anonymised_at'])
    .where('i.id', 'in', ids)
    .execute();

/** Several users by id, with what a mail to them needs. */
export const findUsersByIds = (db: Kysely<Database>, ids: readonly string[]) =>
  db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'role', 'structure_id', 'anonymised_at'])
    .where('id', 'in', ids)
    .execute();

/**
 * Deletes a staff account: its sessions and links go with it (foreign keys), what it wrote
 * (banners, decisions) stays, without its author. The number of accounts deleted.
 */
export const deleteStaffAccount = async (db: Kysely<Database>, email: string) =>
  Number(
    (
      await db
        .deleteFrom('users')
        .where('email', '=', email)
        .where('role', '=', 'staff')
        .executeTakeFirst()
    ).numDeletedRows,
  );
