import type { TeamRole } from '@prepacode/domain/contracts/team.contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/database.js';

// A school's team: its staff accounts (issue #41, point 7).

/** The school's managers then instructors, by name. */
export const teamOf = (db: Kysely<Database>, schoolId: string) =>
  db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'email', 'staff_role'])
    .select(sql<number>`case when password_hash is null then 1 else 0 end`.as('pending'))
    .where('role', '=', 'staff')
    .where('structure_id', '=', schoolId)
    .orderBy('staff_role')
    .orderBy('last_name')
    .orderBy('first_name')
    .execute();

/** A staff account with its school, to check it is the caller's to change. */
export const findMember = (db: Kysely<Database>, id: string) =>
  db
    .selectFrom('users')
    .select(['id', 'first_name', 'email', 'role', 'staff_role', 'structure_id'])
    .where('id', '=', id)
    .executeTakeFirst();

/**
 * Takes the school's row for the transaction: two team changes of one school then run one after
 * the other on PostgreSQL (SQLite runs every write so), and the count of managers each reads
 * is the one its change will leave.
 */
export const lockSchool = (db: Kysely<Database>, schoolId: string) =>
  db
    .updateTable('structures')
    .set((eb) => ({ name: eb.ref('name') }))
    .where('id', '=', schoolId)
    .execute();

/** How many managers the school has besides `exceptId`. */
export const otherManagers = async (db: Kysely<Database>, schoolId: string, exceptId: string) =>
  Number(
    (
      await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('role', '=', 'staff')
        .where('structure_id', '=', schoolId)
        .where('staff_role', '=', 'gestionnaire')
        .where('id', '<>', exceptId)
        .executeTakeFirstOrThrow()
    ).count,
  );

export const setStaffRole = (db: Kysely<Database>, id: string, role: TeamRole) =>
  db.updateTable('users').set({ staff_role: role }).where('id', '=', id).execute();

/** The account goes, its sessions and links with it (foreign keys); what it wrote stays. */
export const deleteMember = (db: Kysely<Database>, id: string) =>
  db.deleteFrom('users').where('id', '=', id).where('role', '=', 'staff').execute();
