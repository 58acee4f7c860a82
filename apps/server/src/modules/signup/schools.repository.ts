import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';

// What a sign-up reads of the school a learner joins.

export const schoolExists = async (db: Kysely<Database>, id: string) =>
  (await db.selectFrom('structures').select('id').where('id', '=', id).executeTakeFirst()) !==
  undefined;

export const findSchoolName = async (db: Kysely<Database>, id: string) =>
  (await db.selectFrom('structures').select('name').where('id', '=', id).executeTakeFirst())?.name;
