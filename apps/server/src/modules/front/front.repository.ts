import { OPEN_STATUS } from '@prepacode/domain/auth';
import type { Insertable, Kysely } from 'kysely';
import type { KopiloteEntriesTable } from '../../db/accounts.table.js';
import type { Database } from '../../db/database.js';

/** Banners for a learner: their own, their group's and their school's, those not yet over. */
export const messagesFor = (
  db: Kysely<Database>,
  userId: string,
  structureId: string | null,
  now: number,
  groupId: string | null = null,
) =>
  db
    .selectFrom('messages')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('user_id', '=', userId),
        ...(structureId ? [eb('structure_id', '=', structureId)] : []),
        ...(groupId ? [eb('group_id', '=', groupId)] : []),
      ]),
    )
    .where('ends_at', '>', now)
    .orderBy('starts_at')
    .execute();

/** Oldest first: the app reads the first entry (spec §4). */
export const kopiloteEntriesOf = (db: Kysely<Database>, userId: string) =>
  db
    .selectFrom('kopilote_entries')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();

/** The learner's first exam entry, the one the app reads (admin/exam-entries.ts). */
export const firstKopiloteEntry = (db: Kysely<Database>, userId: string) =>
  db
    .selectFrom('kopilote_entries')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .executeTakeFirst();

/** Opens an exam entry again, for that licence. */
export const reopenKopiloteEntry = (db: Kysely<Database>, id: string, licence: string) =>
  db
    .updateTable('kopilote_entries')
    .set({ status: OPEN_STATUS, licence_code: licence })
    .where('id', '=', id)
    .execute();

export const insertKopiloteEntry = (db: Kysely<Database>, row: Insertable<KopiloteEntriesTable>) =>
  db.insertInto('kopilote_entries').values(row).execute();

/** The licence of the learner's inscription, if it is theirs. */
export const findInscriptionLicence = (db: Kysely<Database>, id: number, userId: string) =>
  db
    .selectFrom('inscriptions')
    .select('licence_code')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();

/** A school by its id (id and name), or undefined: the one read of a school that exists. */
export const findStructure = (db: Kysely<Database>, id: string) =>
  db.selectFrom('structures').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
