import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.js';

/** The cheapest statement that proves the database answers. */
export const pingDatabase = (db: Kysely<Database>) => sql`select 1`.execute(db);
