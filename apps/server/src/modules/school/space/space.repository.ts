import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.js';

// The school space's opening call: the staff member's schools and their groups, by name.

export const schoolsNamed = (db: Kysely<Database>, ids: string[]) =>
  db
    .selectFrom('structures')
    .select(['id', 'name'])
    .where('id', 'in', ids)
    .orderBy('name')
    .execute();

export const groupsOfSchools = (db: Kysely<Database>, ids: string[]) =>
  db
    .selectFrom('groups')
    .select(['id', 'name', 'structure_id'])
    .where('structure_id', 'in', ids)
    .orderBy('name')
    .execute();
