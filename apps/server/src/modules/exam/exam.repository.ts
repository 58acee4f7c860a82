import {
  OPEN_EXAM_REQUEST_STATUS,
  type ExamRequestStatus,
} from '@prepacode/domain/contracts/exam.contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database.js';
import type { ExamRequestsTable } from '../../db/exam.table.js';

export type ExamRequestRow = Selectable<ExamRequestsTable>;

/** The learner's most recent request, whatever its status. */
export const findLatestRequest = (db: Kysely<Database>, userId: string) =>
  db
    .selectFrom('exam_requests')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

export const findOpenRequest = (db: Kysely<Database>, userId: string) =>
  db
    .selectFrom('exam_requests')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', OPEN_EXAM_REQUEST_STATUS)
    .executeTakeFirst();

/** A request of this learner only: another learner's id finds nothing. */
export const findOwnRequest = (db: Kysely<Database>, id: string, userId: string) =>
  db
    .selectFrom('exam_requests')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();

export const insertRequest = (db: Kysely<Database>, row: ExamRequestRow) =>
  db.insertInto('exam_requests').values(row).execute();

export const markSchoolNotified = (db: Kysely<Database>, id: string) =>
  db.updateTable('exam_requests').set({ school_notified: 1 }).where('id', '=', id).execute();

/**
 * Sets a request's status (the admin command's way to record the school's confirmation).
 * Reopening a request while its learner has another open one breaks the one-open rule: the
 * database refuses it. Returns whether a request was changed.
 */
export async function setExamRequestStatus(
  db: Kysely<Database>,
  id: string,
  status: ExamRequestStatus,
  now = Date.now(),
): Promise<boolean> {
  const result = await db
    .updateTable('exam_requests')
    .set({ status, updated_at: now })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Cancels the learner's request if it is still open; of two cancellations, one wins. */
export async function cancelOpenRequest(
  db: Kysely<Database>,
  id: string,
  userId: string,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('exam_requests')
    .set({ status: 'annulee', updated_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('status', '=', OPEN_EXAM_REQUEST_STATUS)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The learner's selected inscription, if it is theirs. */
export const findInscription = (db: Kysely<Database>, id: number, userId: string) =>
  db
    .selectFrom('inscriptions')
    .select(['id', 'licence_code'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();

/** The learner and their school's name and address, for the mails. */
export const findLearnerAndSchool = (db: Kysely<Database>, userId: string) =>
  db
    .selectFrom('users')
    .leftJoin('structures', 'structures.id', 'users.structure_id')
    .select([
      'users.email',
      'users.first_name',
      'users.last_name',
      'structures.email as school_email',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();

/**
 * The booked exams from `today` to `lastDay` whose reminder has not gone yet, with their
 * learner's address and school's brand (issue #41).
 */
export const dueReminders = (db: Kysely<Database>, today: string, lastDay: string) =>
  db
    .selectFrom('exam_requests as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .leftJoin('structures as s', 's.id', 'u.structure_id')
    .select([
      'r.id',
      'r.exam_day',
      'r.exam_time',
      'r.exam_centre',
      'u.email',
      'u.first_name',
      's.brand',
    ])
    .where('r.reminded_at', 'is', null)
    .where('r.exam_day', '>=', today)
    .where('r.exam_day', '<=', lastDay)
    .where('r.status', '=', 'confirmee')
    .where('r.result', 'is', null)
    .execute();

/** Marks a booking's reminder sent if nobody did, for that day; answers whether this call did. */
export async function claimReminder(db: Kysely<Database>, id: string, day: string, now: number) {
  const result = await db
    .updateTable('exam_requests')
    .set({ reminded_at: now })
    .where('id', '=', id)
    .where('exam_day', '=', day)
    .where('reminded_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives back a reminder claimed at `claimedAt` whose mail failed, for the next sweep. */
export const releaseReminder = (db: Kysely<Database>, id: string, claimedAt: number) =>
  db
    .updateTable('exam_requests')
    .set({ reminded_at: null })
    .where('id', '=', id)
    .where('reminded_at', '=', claimedAt)
    .execute();
