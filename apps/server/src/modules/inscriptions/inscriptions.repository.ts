import { OPEN_STATUS } from '@prepacode/domain/auth';
import type { Insertable, Kysely } from 'kysely';
import type { InscriptionsTable } from '../../db/accounts.table.js';
import type { Database } from '../../db/database.js';
import { AppError } from '../../plugins/errors.js';
import { addDays, dayInFrance } from '@prepacode/domain/calendar';

// A school's actions on an inscription (issue #19, point 3): longer access, more exam credits,
// closing and reopening.
// The school space and the admin command run these same functions. Two managers acting at
// once both count: the credits are added by the database, the access end is moved only if it
// is still the one read (school.concurrency.test.ts, PostgreSQL).

const TRIES = 5;

/** What the admin's application-close writes too. */
const CLOSED_STATUS = 'ferme';

/** `days` more after the access end, or after today when it has passed: the new last day. */
export async function extendAccess(
  db: Kysely<Database>,
  inscriptionId: number,
  change: { days: number } | { until: string },
  now = Date.now(),
): Promise<string> {
  const today = dayInFrance(now);
  for (let attempt = 0; attempt < TRIES; attempt += 1) {
    const row = await db
      .selectFrom('inscriptions')
      .select('expiration_date')
      .where('id', '=', inscriptionId)
      .executeTakeFirstOrThrow();
    const current = row.expiration_date;
    const until =
      'until' in change
        ? change.until
        : addDays(current && current >= today ? current : today, change.days);
    const moved = await db
      .updateTable('inscriptions')
      .set({ expiration_date: until })
      .where('id', '=', inscriptionId)
      .where((eb) =>
        current === null ? eb('expiration_date', 'is', null) : eb('expiration_date', '=', current),
      )
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 1) return until;
  }
  throw new AppError(
    409,
    'modification_concurrente',
    'Cet accès vient d’être modifié par quelqu’un d’autre\u202f: rechargez la liste puis réessayez.',
  );
}

/** Credits given to the inscription: added to both the total and what remains. */
export async function addCredits(
  db: Kysely<Database>,
  inscriptionId: number,
  count: number,
): Promise<{ total: number; remaining: number }> {
  const row = await db
    .updateTable('inscriptions')
    .set((eb) => ({
      total_credits: eb('total_credits', '+', count),
      remaining_credits: eb('remaining_credits', '+', count),
    }))
    .where('id', '=', inscriptionId)
    .returning(['total_credits', 'remaining_credits'])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total_credits), remaining: Number(row.remaining_credits) };
}

/**
 * Closes an inscription, or opens it again: a closed one is not offered at sign-in nor
 * practised (spec §4 keeps only `ouvert`); its history stays.
 */
export async function setClosed(
  db: Kysely<Database>,
  inscriptionId: number,
  closed: boolean,
): Promise<void> {
  await db
    .updateTable('inscriptions')
    .set({ status: closed ? CLOSED_STATUS : OPEN_STATUS })
    .where('id', '=', inscriptionId)
    .execute();
}

/** The learner's latest-ending open inscription to a licence, if any. */
export const findOpenInscription = (db: Kysely<Database>, userId: string, licence: string) =>
  db
    .selectFrom('inscriptions')
    .select(['id', 'expiration_date'])
    .where('user_id', '=', userId)
    .where('licence_code', '=', licence)
    .where('status', '=', 'ouvert')
    .orderBy('expiration_date', 'desc')
    .executeTakeFirst();

export const setExpirationDate = (db: Kysely<Database>, inscriptionId: number, until: string) =>
  db
    .updateTable('inscriptions')
    .set({ expiration_date: until })
    .where('id', '=', inscriptionId)
    .execute();

export const insertInscription = (db: Kysely<Database>, row: Insertable<InscriptionsTable>) =>
  db.insertInto('inscriptions').values(row).execute();
