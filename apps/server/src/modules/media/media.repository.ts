import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';

/** The bytes of an imported bank's picture (issue #46), or undefined for no such name. */
export const pictureBytes = async (db: Kysely<Database>, name: string) =>
  (await db.selectFrom('content_media').select('bytes').where('name', '=', name).executeTakeFirst())
    ?.bytes;
