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

/** The themes of the bank that serves a licence, in the bank's order. */
export const themesForLicence = (db: Kysely<Database>, licenceCode: string) =>
  db
    .selectFrom('content_themes')
    .innerJoin('content_bank_licences', 'content_bank_licences.bank_id', 'content_themes.bank_id')
    .select([
      'content_themes.letter',
      'content_themes.color',
      'content_themes.label',
      'content_themes.short_label',
    ])
    .where('content_bank_licences.licence_code', '=', licenceCode)
    .orderBy('content_themes.position')
    .execute();

export const findStructure = (db: Kysely<Database>, id: string) =>
  db.selectFrom('structures').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
