import { KOPILOTE_LICENCES, OPEN_STATUS } from '@prepacode/domain/auth';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/database.js';

// The « Tableau de bord »'s reads (issue #41, point 3), each counted in SQL per school of the
// scope: a school's learners are one school's only, so the network's figures are the sums of
// its schools'. Each read starts from the scope's learners (users_structure), then their
// inscriptions and attempts by their own indexes, so a school's page reads its learners only.

/** The schools in scope, already checked (staff-access.ts `schoolsOf`); never empty in SQL. */
const inScope = (schoolIds: readonly string[]) => (schoolIds.length > 0 ? [...schoolIds] : ['']);

const scopeLearners = (db: Kysely<Database>, schoolIds: readonly string[]) =>
  db
    .selectFrom('users as u')
    .innerJoin('inscriptions as i', 'i.user_id', 'u.id')
    .where('u.structure_id', 'in', inScope(schoolIds))
    .where('u.role', '=', 'learner');

/** The schools' names, by id. */
export const schoolNames = (db: Kysely<Database>, schoolIds: readonly string[]) =>
  db
    .selectFrom('structures')
    .select(['id', 'name'])
    .where('id', 'in', inScope(schoolIds))
    .orderBy('name')
    .execute();

/** Learners with an open inscription, per school. */
export const openLearnerCounts = (db: Kysely<Database>, schoolIds: readonly string[]) =>
  scopeLearners(db, schoolIds)
    .where('i.status', '=', OPEN_STATUS)
    .where('u.anonymised_at', 'is', null)
    .select((eb) => [
      'u.structure_id as school',
      eb.fn.count<number>('u.id').distinct().as('learners'),
    ])
    .groupBy('u.structure_id')
    .execute();

/**
 * Learners who answered and mock exams ended, per school and per span: `starts` are the spans'
 * first instants, in increasing order, each span ending where the next starts (the last one:
 * now). An attempt counts in the span of its last answer.
 */
export async function activityBySpan(
  db: Kysely<Database>,
  schoolIds: readonly string[],
  starts: readonly number[],
) {
  const [first] = starts;
  if (first === undefined) return [];
  // The latest span whose start the attempt's last answer is not before. Written as literals
  // (whole numbers computed here): PostgreSQL groups by an expression only if it is the select's
  // own text, which parameters numbered apart are not.
  const span = sql<number>`case ${sql.join(
    starts
      .map(
        (start, index) =>
          sql`when a.updated_at >= ${sql.lit(Math.trunc(start))} then ${sql.lit(index)}`,
      )
      .reverse(),
    sql` `,
  )} end`;
  const rows = await scopeLearners(db, schoolIds)
    .innerJoin('attempts as a', 'a.inscription_id', 'i.id')
    .where('a.updated_at', '>=', first)
    .select((eb) => [
      'u.structure_id as school',
      span.as('span'),
      eb.fn.count<number>('a.user_id').distinct().as('learners'),
      sql<number>`sum(case when a.type = 'examen' and a.ended = 1 then 1 else 0 end)`.as(
        'mock_exams',
      ),
    ])
    .groupBy(['u.structure_id', span])
    .execute();
  return rows.map((row) => ({
    school: row.school ?? '',
    span: Number(row.span),
    learners: Number(row.learners),
    mockExams: Number(row.mock_exams),
  }));
}

/** Learners who answered since `start`, per school: a span's learners are not a sum of weeks'. */
export const activeLearnersSince = (
  db: Kysely<Database>,
  schoolIds: readonly string[],
  start: number,
) =>
  scopeLearners(db, schoolIds)
    .innerJoin('attempts as a', 'a.inscription_id', 'i.id')
    .where('a.updated_at', '>=', start)
    .select((eb) => [
      'u.structure_id as school',
      eb.fn.count<number>('a.user_id').distinct().as('learners'),
      sql<number>`sum(case when a.type = 'examen' and a.ended = 1 then 1 else 0 end)`.as(
        'mock_exams',
      ),
    ])
    .groupBy('u.structure_id')
    .execute();

/** The open inscriptions of the scope, for their readiness verdicts. */
export const openInscriptions = (db: Kysely<Database>, schoolIds: readonly string[]) =>
  scopeLearners(db, schoolIds)
    .where('i.status', '=', OPEN_STATUS)
    .where('u.anonymised_at', 'is', null)
    .select(['i.id as inscription', 'i.licence_code', 'u.structure_id as school'])
    .execute();

/**
 * Every exam result of the scope's learners (b and etm, the tests with registration): few per
 * learner, read whole so that each learner's first try is known whatever the months shown.
 */
export const examResults = (db: Kysely<Database>, schoolIds: readonly string[]) =>
  db
    .selectFrom('exam_requests as er')
    .innerJoin('users as u', 'u.id', 'er.user_id')
    .where('u.structure_id', 'in', inScope(schoolIds))
    .where('er.status', '=', 'confirmee')
    .where('er.result', 'is not', null)
    .where('er.licence_code', 'in', [...KOPILOTE_LICENCES])
    .select([
      'er.user_id',
      'u.structure_id as school',
      'er.licence_code',
      'er.result',
      'er.exam_day',
      'er.result_at',
      'er.updated_at',
    ])
    .execute();

/** Open inscriptions whose last day is between `from` and `to` (yyyy-MM-dd), per school. */
const endingAccess = (
  db: Kysely<Database>,
  schoolIds: readonly string[],
  from: string,
  to: string,
) =>
  scopeLearners(db, schoolIds)
    .where('i.status', '=', OPEN_STATUS)
    .where('u.anonymised_at', 'is', null)
    .where('i.expiration_date', '>=', from)
    .where('i.expiration_date', '<=', to);

export const endingAccessCounts = (
  db: Kysely<Database>,
  schoolIds: readonly string[],
  from: string,
  to: string,
) =>
  endingAccess(db, schoolIds, from, to)
    .select((eb) => ['u.structure_id as school', eb.fn.countAll<number>().as('inscriptions')])
    .groupBy('u.structure_id')
    .execute();

/** The first `limit` of them, the soonest first. */
export const endingAccessRows = (
  db: Kysely<Database>,
  schoolIds: readonly string[],
  from: string,
  to: string,
  limit: number,
) =>
  endingAccess(db, schoolIds, from, to)
    .innerJoin('structures as s', 's.id', 'u.structure_id')
    .select([
      'u.id as eleve',
      'i.id as inscription',
      'u.first_name',
      'u.last_name',
      's.name as ecole',
      'i.licence_code',
      'i.expiration_date',
    ])
    .orderBy('i.expiration_date')
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .orderBy('i.id')
    .limit(limit)
    .execute();

/** The answers per licence and theme of the scope's open inscriptions. */
export const themeAnswers = (db: Kysely<Database>, schoolIds: readonly string[]) =>
  scopeLearners(db, schoolIds)
    .innerJoin('learner_theme_stats as t', 't.inscription_id', 'i.id')
    .where('i.status', '=', OPEN_STATUS)
    .select((eb) => [
      'i.licence_code',
      't.theme',
      eb.fn.sum<number>('t.answered').as('answered'),
      eb.fn.sum<number>('t.correct').as('correct'),
    ])
    .groupBy(['i.licence_code', 't.theme'])
    .execute();
