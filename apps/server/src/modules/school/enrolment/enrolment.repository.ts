import { OPEN_STATUS } from '@prepacode/domain/auth';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.js';

// The accounts a school holds for an address that already had one (ADR 0030): the invitation
// rows, and the moves that join a held account to its owner's once they consent.

const STAND_IN = '@rattachement.invalid';

/** The address of a held account, never a real one (RFC 2606 keeps `.invalid` for that). */
export const heldAccountEmail = (heldId: string) => `${heldId}${STAND_IN}`;

export const insertInvitation = (
  db: Kysely<Database>,
  row: { user_id: string; joins_user_id: string; email: string; created_at: number },
) => db.insertInto('enrolment_invitations').values(row).execute();

/** A held account's invitation with what its consent page says: the school and the account. */
export const findInvitation = (db: Kysely<Database>, heldId: string) =>
  db
    .selectFrom('enrolment_invitations as ei')
    .innerJoin('users as held', 'held.id', 'ei.user_id')
    .innerJoin('users as owner', 'owner.id', 'ei.joins_user_id')
    .leftJoin('structures as s', 's.id', 'held.structure_id')
    .select([
      'ei.user_id',
      'ei.joins_user_id',
      'ei.email',
      'held.structure_id',
      'held.group_id',
      'held.anonymised_at as held_anonymised_at',
      's.name as school_name',
      's.brand as school_brand',
      'owner.role as owner_role',
      'owner.first_name as owner_first_name',
      'owner.password_hash as owner_password_hash',
      'owner.anonymised_at as owner_anonymised_at',
    ])
    .where('ei.user_id', '=', heldId)
    .executeTakeFirst();

/** The held account this school already has for a typed address, if any. */
export const heldAccountAt = (db: Kysely<Database>, school: string, email: string) =>
  db
    .selectFrom('enrolment_invitations as ei')
    .innerJoin('users as held', 'held.id', 'ei.user_id')
    .select('ei.user_id')
    .where('ei.email', '=', email)
    .where('held.structure_id', '=', school)
    .where('held.anonymised_at', 'is', null)
    .executeTakeFirst();

/** The typed addresses of this school's held accounts among these. */
export const heldAddressesAt = async (
  db: Kysely<Database>,
  school: string,
  emails: readonly string[],
) =>
  (
    await db
      .selectFrom('enrolment_invitations as ei')
      .innerJoin('users as held', 'held.id', 'ei.user_id')
      .select('ei.email')
      .where('ei.email', 'in', [...emails])
      .where('held.structure_id', '=', school)
      .where('held.anonymised_at', 'is', null)
      .execute()
  ).map((row) => row.email);

/** A held account's invitation now points at another account, under another typed address. */
export const retargetInvitation = (
  db: Kysely<Database>,
  heldId: string,
  to: { joins_user_id: string; email: string },
) => db.updateTable('enrolment_invitations').set(to).where('user_id', '=', heldId).execute();

/** A held account becomes an ordinary one: its address is now its own, its invitation goes. */
export async function releaseHeldAccount(db: Kysely<Database>, heldId: string, email: string) {
  await db.deleteFrom('enrolment_invitations').where('user_id', '=', heldId).execute();
  await db.updateTable('users').set({ email }).where('id', '=', heldId).execute();
}

const inscriptionsOf = (db: Kysely<Database>, userId: string) =>
  db
    .selectFrom('inscriptions')
    .select(['id', 'licence_code', 'expiration_date', 'total_credits', 'remaining_credits'])
    .where('user_id', '=', userId)
    .where('status', '=', OPEN_STATUS)
    .execute();

/**
 * Joins a held account to its owner's, inside the caller's transaction: each held inscription
 * moves to the owner, or, where the owner has one open for the same licence, lengthens it and
 * adds its credits; the staff's notes and messages follow; the owner's account now belongs to
 * the school (and its group), and the held account is deleted with its invitation.
 */
export async function joinHeldAccount(
  db: Kysely<Database>,
  held: { id: string; structureId: string; groupId: string | null },
  ownerId: string,
) {
  const owners = new Map((await inscriptionsOf(db, ownerId)).map((row) => [row.licence_code, row]));
  for (const moved of await inscriptionsOf(db, held.id)) {
    const kept = owners.get(moved.licence_code);
    if (!kept) {
      await db
        .updateTable('inscriptions')
        .set({ user_id: ownerId })
        .where('id', '=', moved.id)
        .execute();
      continue;
    }
    const later =
      kept.expiration_date !== null &&
      (moved.expiration_date === null || kept.expiration_date > moved.expiration_date)
        ? kept.expiration_date
        : moved.expiration_date;
    await db
      .updateTable('inscriptions')
      .set((eb) => ({
        expiration_date: later,
        total_credits: eb('total_credits', '+', moved.total_credits),
        remaining_credits: eb('remaining_credits', '+', moved.remaining_credits),
      }))
      .where('id', '=', kept.id)
      .execute();
    await db
      .updateTable('exam_requests')
      .set({ inscription_id: kept.id })
      .where('inscription_id', '=', moved.id)
      .execute();
    await db.deleteFrom('inscriptions').where('id', '=', moved.id).execute();
  }
  for (const table of ['learner_notes', 'messages', 'exam_requests'] as const) {
    await db.updateTable(table).set({ user_id: ownerId }).where('user_id', '=', held.id).execute();
  }
  await db
    .updateTable('users')
    .set({ structure_id: held.structureId, group_id: held.groupId })
    .where('id', '=', ownerId)
    .execute();
  await db.deleteFrom('users').where('id', '=', held.id).execute();
}

/**
 * These accounts with the address a person is shown: a held account's is the one its school
 * typed, never its stand-in (one query, and only when a held account is among them).
 */
export async function withShownAddress<Row extends { id: string; email: string }>(
  db: Kysely<Database>,
  rows: Row[],
): Promise<Row[]> {
  const held = rows.filter((row) => row.email.endsWith(STAND_IN)).map((row) => row.id);
  if (held.length === 0) return rows;
  const typed = await heldAddresses(db, held);
  return rows.map((row) => ({ ...row, email: typed.get(row.id) ?? row.email }));
}

/** The typed address of each held account among these ids. */
export const heldAddresses = async (db: Kysely<Database>, ids: readonly string[]) =>
  new Map(
    (
      await db
        .selectFrom('enrolment_invitations')
        .select(['user_id', 'email'])
        .where('user_id', 'in', ids.length > 0 ? [...ids] : [''])
        .execute()
    ).map((row) => [row.user_id, row.email]),
  );

/** The licences of a held account's open formations, what its offer is for. */
export const heldInscriptionLicences = async (db: Kysely<Database>, heldId: string) =>
  (await inscriptionsOf(db, heldId)).map((row) => row.licence_code);

/** The school an account belongs to now (null for none). */
export const schoolOfAccount = async (db: Kysely<Database>, userId: string) =>
  (await db.selectFrom('users').select('structure_id').where('id', '=', userId).executeTakeFirst())
    ?.structure_id ?? null;
