import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.js';

// The learners' own queries beside the list and the erasure: the import's address check and an
// inscription's state after a manager's action.

/** The addresses among these that already have an account. */
/** The addresses among these of the school's own learners (not those of other accounts). */
export const learnerEmailsAt = async (
  db: Kysely<Database>,
  school: string,
  emails: readonly string[],
) =>
  (
    await db
      .selectFrom('users')
      .select('email')
      .where('email', 'in', [...emails])
      .where('role', '=', 'learner')
      .where('structure_id', '=', school)
      .execute()
  ).map((row) => row.email);

export const inscriptionState = (db: Kysely<Database>, id: number) =>
  db
    .selectFrom('inscriptions')
    .select(['expiration_date', 'remaining_credits', 'status'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** The status of the learner's inscription to a licence, if they have one (open or closed). */
export const licenceStatusOf = async (db: Kysely<Database>, learnerId: string, licence: string) =>
  (
    await db
      .selectFrom('inscriptions')
      .select('status')
      .where('user_id', '=', learnerId)
      .where('licence_code', '=', licence)
      .executeTakeFirst()
  )?.status ?? null;

/** The learner's name as their school corrects it (issue #41, point 6). */
export const setLearnerName = (
  db: Kysely<Database>,
  id: string,
  firstName: string,
  lastName: string,
) =>
  db
    .updateTable('users')
    .set({ first_name: firstName, last_name: lastName })
    .where('id', '=', id)
    .where('role', '=', 'learner')
    .execute();

/**
 * Takes the learner's row for the caller's transaction: two changes of their formations run one
 * after the other on PostgreSQL (SQLite runs every write so), each reading what the other left.
 */
export const lockLearner = (db: Kysely<Database>, id: string) =>
  db
    .updateTable('users')
    .set((eb) => ({ structure_id: eb.ref('structure_id') }))
    .where('id', '=', id)
    .execute();
