import type { Insertable, Kysely, Updateable } from 'kysely';
import type { ApplicationsTable } from '../../db/accounts.table.js';
import type { Database } from '../../db/database.js';

// The admin's writes to a learner's course applications (admin/applications.ts); the app's
// reads are in courses.repository.ts and auth/accounts.repository.ts.

/** The learner's application of that label, open or closed. */
export const findApplicationByLabel = (db: Kysely<Database>, userId: string, label: string) =>
  db
    .selectFrom('applications')
    .select('id')
    .where('user_id', '=', userId)
    .where('label', '=', label)
    .executeTakeFirst();

/** Opens an application again, with the changes given. */
export const reopenApplication = (
  db: Kysely<Database>,
  id: string,
  changes: Pick<Updateable<ApplicationsTable>, 'title' | 'is_max' | 'licence_code'>,
) =>
  db
    .updateTable('applications')
    .set({ status: 'ouvert', ...changes })
    .where('id', '=', id)
    .execute();

export const insertApplication = (db: Kysely<Database>, row: Insertable<ApplicationsTable>) =>
  db.insertInto('applications').values(row).execute();

/** Closes the learner's application of that label; false when they have none. */
export async function closeApplicationByLabel(
  db: Kysely<Database>,
  userId: string,
  label: string,
): Promise<boolean> {
  const result = await db
    .updateTable('applications')
    .set({ status: 'ferme' })
    .where('user_id', '=', userId)
    .where('label', '=', label)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) !== 0;
}
