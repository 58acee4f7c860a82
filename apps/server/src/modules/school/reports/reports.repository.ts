import type { ReportStatus } from '@prepacode/domain/contracts/reports.contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.js';

// The question reports' queries (issue #19, point 8): only the reports of learners of the
// schools given by the caller are read or decided.

/** The reports made by learners of `schoolIds`, with who decided them. */
export function reportsOf(db: Kysely<Database>, schoolIds: readonly string[]) {
  return db
    .selectFrom('question_reports as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .innerJoin('structures as s', 's.id', 'u.structure_id')
    .leftJoin('users as d', 'd.id', 'r.decided_by')
    .select([
      'r.id',
      'r.question_id',
      'r.version',
      'r.reason',
      'r.comment',
      'r.created_at',
      'r.status',
      'r.status_version',
      'r.decided_at',
      'd.first_name as decider_first',
      'd.last_name as decider_last',
      'u.first_name as learner_first',
      'u.last_name as learner_last',
      's.name as school_name',
    ])
    .where('u.structure_id', 'in', schoolIds.length > 0 ? schoolIds : [''])
    .where('u.role', '=', 'learner');
}

/** The reports of these schools, newest first, optionally of one status. */
export function listReports(
  db: Kysely<Database>,
  schoolIds: readonly string[],
  status: ReportStatus | undefined,
) {
  let query = reportsOf(db, schoolIds).orderBy('r.created_at', 'desc').orderBy('r.id');
  if (status) query = query.where('r.status', '=', status);
  return query.execute();
}

export const reportOf = (db: Kysely<Database>, schoolIds: readonly string[], id: string) =>
  reportsOf(db, schoolIds).where('r.id', '=', id).executeTakeFirst();

export const reportsWithIds = (
  db: Kysely<Database>,
  schoolIds: readonly string[],
  ids: readonly string[],
) =>
  reportsOf(db, schoolIds)
    .where('r.id', 'in', [...ids])
    .execute();

/**
 * Decides a report of these schools' learners if its status is still at `version`; answers how
 * many rows changed (0: someone decided it since, or it is not theirs).
 */
export const decideReport = async (
  db: Kysely<Database>,
  schoolIds: readonly string[],
  report: { id: string; version: number },
  decision: { status: ReportStatus; by: string },
  now: number,
) =>
  Number(
    (
      await db
        .updateTable('question_reports')
        .set({
          status: decision.status,
          decided_by: decision.by,
          decided_at: now,
          status_version: report.version + 1,
        })
        .where('id', '=', report.id)
        .where('status_version', '=', report.version)
        .where((eb) =>
          eb(
            'user_id',
            'in',
            eb
              .selectFrom('users')
              .select('id')
              .where('structure_id', 'in', schoolIds.length > 0 ? schoolIds : [''])
              .where('role', '=', 'learner'),
          ),
        )
        .executeTakeFirst()
    ).numUpdatedRows,
  );
