import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';

// The exam clock's reads and writes (exam-clock.ts): each question's deadline, an ended exam's
// result.

/**
 * Sets a question's deadline: `unset`, only if it has none yet, so two tabs or a reload keep
 * the first one; `later`, only if it is later, so it is brought forward, never back (issue
 * #40). No row back when the condition did not hold (another request won).
 */
export const setDeadline = (
  db: Kysely<Database>,
  attemptId: number,
  position: number,
  deadline: number,
  where: 'unset' | 'later',
) =>
  db
    .updateTable('attempt_questions')
    .set({ deadline_at: deadline })
    .where('attempt_id', '=', attemptId)
    .where('position', '=', position)
    .where((eb) =>
      where === 'unset' ? eb('deadline_at', 'is', null) : eb('deadline_at', '>', deadline),
    )
    .returning('deadline_at')
    .execute();

export const findDeadline = (db: Kysely<Database>, attemptId: number, position: number) =>
  db
    .selectFrom('attempt_questions')
    .select('deadline_at')
    .where('attempt_id', '=', attemptId)
    .where('position', '=', position)
    .executeTakeFirst();

/** Each question of an attempt: its theme and whether it was answered right. */
export const attemptAnswers = (db: Kysely<Database>, attemptId: number) =>
  db
    .selectFrom('attempt_questions')
    .select(['theme', 'correct'])
    .where('attempt_id', '=', attemptId)
    .execute();

/** Keeps an ended exam's result on its attempt: parts passed and points scored. */
export const setExamResult = (
  db: Kysely<Database>,
  attemptId: number,
  result: { parts_passed: number | null; score: number | null },
) => db.updateTable('attempts').set(result).where('id', '=', attemptId).execute();
