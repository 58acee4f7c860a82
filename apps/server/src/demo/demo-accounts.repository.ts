import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';

/** Those of these addresses that have an account (start-banner.ts: the demo accounts present). */
export const emailsWithAccount = async (db: Kysely<Database>, emails: string[]) =>
  (await db.selectFrom('users').select('email').where('email', 'in', emails).execute()).map(
    (row) => row.email,
  );
