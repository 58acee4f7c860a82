import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.js';

// A school's groups' queries (issue #19, point 7). The callers have checked the staff member's
// role and schools (staff-access.ts).

/** The groups of these schools, by school then name, each with its learners (anonymised ones are nobody). */
export const groupsWithCounts = (
  db: Kysely<Database>,
  schoolIds: readonly string[],
  only: string | undefined,
) =>
  db
    .selectFrom('groups as g')
    .innerJoin('structures as s', 's.id', 'g.structure_id')
    .leftJoin('users as u', (join) =>
      join
        .onRef('u.group_id', '=', 'g.id')
        .on('u.role', '=', 'learner')
        .on('u.anonymised_at', 'is', null),
    )
    .select(({ fn }) => [
      'g.id',
      'g.name',
      'g.structure_id',
      's.name as school',
      fn.count<number>('u.id').as('learners'),
    ])
    .where('g.structure_id', 'in', schoolIds.length > 0 ? [...schoolIds] : [''])
    .$if(only !== undefined, (qb) => qb.where('g.id', '=', only ?? ''))
    .groupBy(['g.id', 'g.name', 'g.structure_id', 's.name'])
    .orderBy('s.name')
    .orderBy('g.name')
    .execute();

export const groupNamesOf = (db: Kysely<Database>, schoolId: string) =>
  db.selectFrom('groups').select(['id', 'name']).where('structure_id', '=', schoolId).execute();

export const insertGroup = (
  db: Kysely<Database>,
  group: { id: string; structure_id: string; name: string },
) => db.insertInto('groups').values(group).execute();

export const setGroupName = (db: Kysely<Database>, id: string, name: string) =>
  db.updateTable('groups').set({ name }).where('id', '=', id).execute();

/** Takes the group's learners out of it; answers how many there were. */
export const emptyGroup = async (db: Kysely<Database>, groupId: string) =>
  Number(
    (
      await db
        .updateTable('users')
        .set({ group_id: null })
        .where('group_id', '=', groupId)
        .executeTakeFirst()
    ).numUpdatedRows,
  );

/** Deletes the group's banners; answers how many there were. */
export const deleteGroupBanners = async (db: Kysely<Database>, groupId: string) =>
  Number(
    (await db.deleteFrom('messages').where('group_id', '=', groupId).executeTakeFirst())
      .numDeletedRows,
  );

export const deleteGroupRow = (db: Kysely<Database>, groupId: string) =>
  db.deleteFrom('groups').where('id', '=', groupId).execute();

/** The learners among these ids that are still someone (not anonymised), with their school. */
export const liveLearners = (db: Kysely<Database>, ids: readonly string[]) =>
  db
    .selectFrom('users')
    .select(['id', 'structure_id'])
    .where('id', 'in', ids)
    .where('role', '=', 'learner')
    .where('anonymised_at', 'is', null)
    .execute();

/** Puts these users into the group (or none); answers how many rows changed. */
export const setUsersGroup = async (
  db: Kysely<Database>,
  ids: readonly string[],
  groupId: string | null,
) =>
  Number(
    (
      await db
        .updateTable('users')
        .set({ group_id: groupId })
        .where('id', 'in', ids)
        .executeTakeFirst()
    ).numUpdatedRows,
  );
