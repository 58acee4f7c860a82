import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../../db/database.js';

// The banners' queries (issue #19, point 4). The callers have checked the staff member's
// schools (staff-access.ts); a banner of another school is never read or written here.

export const insertBanner = (db: Kysely<Database>, row: Insertable<Database['messages']>) =>
  db.insertInto('messages').values(row).execute();

/** The banners addressed to these schools, their groups or their learners, newest start first. */
export const bannersOfSchools = (db: Kysely<Database>, schoolIds: string[]) =>
  db
    .selectFrom('messages as m')
    .leftJoin('groups as g', 'g.id', 'm.group_id')
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .leftJoin('structures as s', 's.id', 'm.structure_id')
    .select([
      'm.id',
      'm.type',
      'm.content',
      'm.starts_at',
      'm.ends_at',
      'm.structure_id',
      'm.group_id',
      'm.user_id',
      's.name as school_name',
      'g.name as group_name',
      'u.first_name',
      'u.last_name',
    ])
    .where((eb) =>
      eb.or([
        eb('m.structure_id', 'in', schoolIds),
        eb('g.structure_id', 'in', schoolIds),
        eb('u.structure_id', 'in', schoolIds),
      ]),
    )
    .orderBy('m.starts_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(300)
    .execute();

/** Ends a live banner now; answers how many rows changed (0 when it had already ended). */
export const endBanner = async (db: Kysely<Database>, id: string, now: number) =>
  Number(
    (
      await db
        .updateTable('messages')
        .set({ ends_at: now })
        .where('id', '=', id)
        .where('ends_at', '>', now)
        .executeTakeFirst()
    ).numUpdatedRows,
  );
