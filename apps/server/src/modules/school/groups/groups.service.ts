import type { GroupWire } from '@prepacode/domain/contracts/groups.contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.js';
import { AppError } from '../../../plugins/errors.js';
import { newId } from '../../../lib/tokens.js';
import {
  deleteGroupBanners,
  deleteGroupRow,
  emptyGroup,
  groupNamesOf,
  groupsWithCounts,
  insertGroup,
  liveLearners,
  setGroupName,
  setUsersGroup,
} from './groups.repository.js';

// A school's groups (issue #19, point 7: the spec's groupId). The school space and any command
// run these same functions; the callers have already checked the staff member's role and
// schools (staff-access.ts). A group's name is unique in its school: the database's unique
// index settles two creations at once (groups.test.ts, PostgreSQL), and names that differ only
// by their capitals are refused here first, because a manager would not tell them apart.

/** Spaces as typed are not part of a name: « Code  du mardi » is « Code du mardi ». */
export const groupName = (name: string) => name.trim().replace(/\s+/g, ' ');

const sameName = (a: string, b: string) =>
  a.localeCompare(b, 'fr', { sensitivity: 'accent' }) === 0;

const nameTaken = (name: string) =>
  new AppError(
    409,
    'groupe_existant',
    `Un groupe «\u202f${name}\u202f» existe déjà dans cette école.`,
  );

/** The staff member's groups, by school then name, each with its learners (anonymised ones are nobody). */
export async function listGroups(
  db: Kysely<Database>,
  schoolIds: readonly string[],
  only?: string,
): Promise<GroupWire[]> {
  const rows = await groupsWithCounts(db, schoolIds, only);
  return rows.map((row) => ({
    id: row.id,
    nom: row.name,
    ecole: row.structure_id,
    ecole_nom: row.school,
    eleves: Number(row.learners),
  }));
}

async function checkFree(
  db: Kysely<Database>,
  schoolId: string,
  name: string,
  except?: string,
): Promise<void> {
  const names = await groupNamesOf(db, schoolId);
  if (names.some((row) => row.id !== except && sameName(row.name, name))) throw nameTaken(name);
}

/** Runs a write the unique index may refuse: a name taken meanwhile answers 409, not 500. */
async function guarded<T>(
  db: Kysely<Database>,
  schoolId: string,
  name: string,
  write: () => Promise<T>,
  except?: string,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await checkFree(db, schoolId, name, except);
    throw error;
  }
}

export async function createGroup(
  db: Kysely<Database>,
  schoolId: string,
  typed: string,
): Promise<string> {
  const name = groupName(typed);
  await checkFree(db, schoolId, name);
  const id = newId();
  await guarded(db, schoolId, name, () => insertGroup(db, { id, structure_id: schoolId, name }));
  return id;
}

export async function renameGroup(
  db: Kysely<Database>,
  group: { id: string; structure_id: string },
  typed: string,
): Promise<string> {
  const name = groupName(typed);
  await checkFree(db, group.structure_id, name, group.id);
  await guarded(db, group.structure_id, name, () => setGroupName(db, group.id, name), group.id);
  return name;
}

/**
 * Deletes a group; its learners stay, without a group. Its banners go with it (they had no one
 * left to show to; the foreign key would cascade anyway): said here so the manager is told.
 * Answers how many learners and banners there were.
 */
export async function deleteGroup(
  db: Kysely<Database>,
  groupId: string,
): Promise<{ learners: number; banners: number }> {
  return db.transaction().execute(async (trx) => {
    const learners = await emptyGroup(trx, groupId);
    const banners = await deleteGroupBanners(trx, groupId);
    await deleteGroupRow(trx, groupId);
    return { learners, banners };
  });
}

/**
 * Puts learners into a group of their school, or out of any group (null). Every learner must
 * be one of `schoolIds` (else 404, like an unknown one) and of the group's school (else 400).
 * Two managers moving the same learner at once: each write is one statement, the last one
 * stays.
 */
export async function setLearnersGroup(
  db: Kysely<Database>,
  schoolIds: readonly string[],
  learnerIds: readonly string[],
  group: { id: string; structure_id: string } | null,
): Promise<number> {
  const ids = [...new Set(learnerIds)];
  const learners = await liveLearners(db, ids);
  if (
    learners.length !== ids.length ||
    learners.some((row) => row.structure_id === null || !schoolIds.includes(row.structure_id))
  ) {
    throw new AppError(404, 'eleve_introuvable', 'Un de ces élèves n’existe pas dans vos écoles.');
  }
  if (group && learners.some((row) => row.structure_id !== group.structure_id)) {
    throw new AppError(
      400,
      'groupe_autre_ecole',
      'Un groupe ne réunit que des élèves de son école\u202f: choisissez des élèves de la même école.',
    );
  }
  return setUsersGroup(db, ids, group ? group.id : null);
}
