import { HISTORY_SHOWN } from '@prepacode/domain/contracts/learner-file.contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/database.js';
import { ENDED, HISTORY_COLUMNS } from '../../series/history.repository.js';

// A learner's page's queries (issue #19, point 2). Reads only; the caller has checked that the
// learner is one of the staff member's (staff-access.ts).

/** The learner's inscriptions, newest first. */
export const inscriptionRows = (db: Kysely<Database>, learnerId: string) =>
  db
    .selectFrom('inscriptions')
    .select(['id', 'licence_code', 'expiration_date', 'status', 'remaining_credits'])
    .where('user_id', '=', learnerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();

/** The mock exams that count (domain `countsAsMockExam`): exam conditions, ended; oldest first. */
export const mockExams = (db: Kysely<Database>, inscriptionId: number) =>
  db
    .selectFrom('attempts')
    .select([
      'id',
      'updated_at',
      'nb_correct',
      'nb_questions',
      'pass_mark',
      'parts_passed',
      'score',
      'max_score',
    ])
    .where('inscription_id', '=', inscriptionId)
    .where('type', '=', 'examen')
    .where('ended', '=', ENDED)
    .where('parcours', '=', 'examen')
    .orderBy('updated_at')
    .orderBy('id')
    .execute();

/** The lessons of the bank the learner completed, newest first. */
export const lessonsDone = (db: Kysely<Database>, learnerId: string, bankId: string) =>
  db
    .selectFrom('lesson_completions as lc')
    .innerJoin('content_lessons as l', 'l.id', 'lc.lesson_id')
    .select(['l.id', 'l.title', 'lc.completed_at'])
    .where('lc.user_id', '=', learnerId)
    .where('l.bank_id', '=', bankId)
    .orderBy('lc.completed_at', 'desc')
    .orderBy('l.id')
    .execute();

/** The school and, if it is one of that school's, the group. */
export const placeOf = (db: Kysely<Database>, schoolId: string, groupId: string) =>
  db
    .selectFrom('structures as s')
    .leftJoin('groups as g', (join) =>
      join.on('g.id', '=', groupId).onRef('g.structure_id', '=', 's.id'),
    )
    .select(['s.id', 's.name', 'g.id as group_id', 'g.name as group_name'])
    .where('s.id', '=', schoolId)
    .executeTakeFirstOrThrow();

/** The last answer's time over these inscriptions, as the learners list reads it. */
export const lastActivityOf = (db: Kysely<Database>, inscriptionIds: number[]) =>
  db
    .selectFrom('attempts')
    .select((eb) => eb.fn.max('updated_at').as('last'))
    .where('inscription_id', 'in', inscriptionIds)
    .executeTakeFirst();

export const themeStats = (db: Kysely<Database>, inscriptionId: number) =>
  db
    .selectFrom('learner_theme_stats')
    .select(['theme', 'answered', 'correct'])
    .where('inscription_id', '=', inscriptionId)
    .execute();

/** The inscription's latest attempts, as the learner's own history lists them. */
export const latestAttempts = (db: Kysely<Database>, inscriptionId: number) =>
  db
    .selectFrom('attempts')
    .select(HISTORY_COLUMNS)
    .where('inscription_id', '=', inscriptionId)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(HISTORY_SHOWN)
    .execute();

export const attemptCount = (db: Kysely<Database>, inscriptionId: number) =>
  db
    .selectFrom('attempts')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('inscription_id', '=', inscriptionId)
    .executeTakeFirstOrThrow();

export const learnerAttemptRow = (db: Kysely<Database>, learnerId: string, attemptId: number) =>
  db
    .selectFrom('attempts')
    .selectAll()
    .where('id', '=', attemptId)
    .where('user_id', '=', learnerId)
    .executeTakeFirst();

/** An answer with the time since the previous one of its attempt (or the attempt's start). */
export interface TimedAnswer {
  answered_at: number | string;
  gap: number | string;
}

/**
 * The inscription's answers since `start`, each with its gap. Only attempts updated since then
 * are read (index attempts_inscription_updated_at: an answer updates its attempt), then their
 * answers by the primary key; the gap of an attempt's first answer in the window may reach back
 * to an answer before it.
 */
export const timedAnswers = async (db: Kysely<Database>, inscriptionId: number, start: number) =>
  (
    await sql<TimedAnswer>`
    select answered_at, gap from (
      select q.answered_at, q.answered_at - coalesce(
        lag(q.answered_at) over (partition by q.attempt_id order by q.answered_at, q.position),
        a.created_at) as gap
      from attempts a
      inner join attempt_questions q on q.attempt_id = a.id
      where a.inscription_id = ${inscriptionId} and a.updated_at >= ${start}
        and q.answered_at is not null
    ) answers
    where answered_at >= ${start}`.execute(db)
  ).rows;
