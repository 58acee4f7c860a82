import type { Kysely } from 'kysely';
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

export const findStructure = (db: Kysely<Database>, id: string) =>
  db.selectFrom('structures').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
