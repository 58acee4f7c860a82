import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';

/** Those of these addresses that have an account (start-banner.ts: the demo accounts present). */
export const emailsWithAccount = async (db: Kysely<Database>, emails: string[]) =>
  (await db.selectFrom('users').select('email').where('email', 'in', emails).execute()).map(
    (row) => row.email,
  );

/** The ids of these addresses' accounts, by address. */
export const idsByEmail = async (db: Kysely<Database>, emails: string[]) =>
  new Map(
    (
      await db.selectFrom('users').select(['id', 'email']).where('email', 'in', emails).execute()
    ).map((row) => [row.email, row.id]),
  );

/** The school's first classroom session, if it has run one (the demo's is made once). */
export const firstClassroomSession = (db: Kysely<Database>, school: string) =>
  db
    .selectFrom('classroom_sessions')
    .selectAll()
    .where('structure_id', '=', school)
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
