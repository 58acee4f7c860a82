import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../../db/database.js';

// A network's schools' queries (issue #19, point 9): the operator's page and the admin command
// `school-create`.

const COLUMNS = ['id', 'name', 'address', 'email', 'phone', 'brand', 'version'] as const;

/** The schools of a network, by name. */
export const schoolsOfNetwork = (db: Kysely<Database>, networkId: string) =>
  db
    .selectFrom('structures')
    .select(COLUMNS)
    .where('network_id', '=', networkId)
    .orderBy('name')
    .execute();

export const schoolById = (db: Kysely<Database>, id: string) =>
  db.selectFrom('structures').select(COLUMNS).where('id', '=', id).executeTakeFirstOrThrow();

export const insertSchool = (db: Kysely<Database>, row: Insertable<Database['structures']>) =>
  db.insertInto('structures').values(row).execute();

/** Saves the values if the school is still at `version`; answers how many rows changed. */
export const updateSchoolAt = async (
  db: Kysely<Database>,
  id: string,
  version: number,
  values: {
    name: string;
    address: string | null;
    email: string | null;
    phone: string | null;
    brand: string | null;
  },
) =>
  Number(
    (
      await db
        .updateTable('structures')
        .set({ ...values, version: version + 1 })
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst()
    ).numUpdatedRows,
  );
