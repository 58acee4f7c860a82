import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { MEMORY_COLUMNS, memoryOfRow } from './memory.js';
import type { MemoryState } from './memory.js';

// The reads and the one write of the learner's preparation (issue #44): the exam's day and the
// memory of every question the model knows.

/**
 * The exam's day: the next exam the school booked (confirmed, no result yet, from today on),
 * else the day the learner gave, if it is not past.
 */
export async function examDayOf(
  db: Kysely<Database>,
  inscriptionId: number,
  today: string,
): Promise<{ day: string; source: 'ecole' | 'eleve' } | null> {
  const booked = await db
    .selectFrom('exam_requests')
    .select('exam_day')
    .where('inscription_id', '=', inscriptionId)
    .where('status', '=', 'confirmee')
    .where('result', 'is', null)
    .where('exam_day', '>=', today)
    .orderBy('exam_day')
    .limit(1)
    .executeTakeFirst();
  if (booked?.exam_day) return { day: booked.exam_day, source: 'ecole' };
  const own = await db
    .selectFrom('inscriptions')
    .select('exam_day')
    .where('id', '=', inscriptionId)
    .executeTakeFirst();
  return own?.exam_day && own.exam_day >= today ? { day: own.exam_day, source: 'eleve' } : null;
}

export const setOwnExamDay = (db: Kysely<Database>, inscriptionId: number, day: string | null) =>
  db.updateTable('inscriptions').set({ exam_day: day }).where('id', '=', inscriptionId).execute();

/** The memory of each question the model knows for this learner (reviewed at least once). */
export async function memoriesOf(
  db: Kysely<Database>,
  inscriptionId: number,
): Promise<Map<string, MemoryState>> {
  const rows = await db
    .selectFrom('learner_question_stats')
    .select(['question_id', ...MEMORY_COLUMNS])
    .where('inscription_id', '=', inscriptionId)
    .where('reviews', '>', 0)
    .execute();
  return new Map(rows.map((row) => [row.question_id, memoryOfRow(row) as MemoryState]));
}

// The same reads for many learners at once (the school space's list, ADR 0034): one query each.

/** Each inscription's exam day, the school's booking before the learner's own, from `today`. */
export async function examDaysOf(
  db: Kysely<Database>,
  inscriptionIds: readonly number[],
  today: string,
): Promise<Map<number, string>> {
  const days = new Map<number, string>();
  if (inscriptionIds.length === 0) return days;
  const own = await db
    .selectFrom('inscriptions')
    .select(['id', 'exam_day'])
    .where('id', 'in', [...inscriptionIds])
    .where('exam_day', '>=', today)
    .execute();
  for (const row of own) if (row.exam_day) days.set(Number(row.id), row.exam_day);
  const booked = await db
    .selectFrom('exam_requests')
    .select(['inscription_id', 'exam_day'])
    .where('inscription_id', 'in', [...inscriptionIds])
    .where('status', '=', 'confirmee')
    .where('result', 'is', null)
    .where('exam_day', '>=', today)
    .orderBy('exam_day', 'desc')
    .execute();
  // The earliest booking is set last, over the learner's own day.
  for (const row of booked) if (row.exam_day) days.set(Number(row.inscription_id), row.exam_day);
  return days;
}

/** The memories of many learners, by inscription. */
export async function memoriesOfMany(
  db: Kysely<Database>,
  inscriptionIds: readonly number[],
): Promise<Map<number, Map<string, MemoryState>>> {
  const byLearner = new Map<number, Map<string, MemoryState>>();
  if (inscriptionIds.length === 0) return byLearner;
  const rows = await db
    .selectFrom('learner_question_stats')
    .select(['inscription_id', 'question_id', ...MEMORY_COLUMNS])
    .where('inscription_id', 'in', [...inscriptionIds])
    .where('reviews', '>', 0)
    .execute();
  for (const row of rows) {
    const id = Number(row.inscription_id);
    const memories = byLearner.get(id) ?? new Map<string, MemoryState>();
    memories.set(row.question_id, memoryOfRow(row) as MemoryState);
    byLearner.set(id, memories);
  }
  return byLearner;
}

/** The answers per theme of many learners, by inscription. */
export async function themeRatesOfMany(
  db: Kysely<Database>,
  inscriptionIds: readonly number[],
): Promise<Map<number, Map<string, { answered: number; correct: number }>>> {
  const byLearner = new Map<number, Map<string, { answered: number; correct: number }>>();
  if (inscriptionIds.length === 0) return byLearner;
  const rows = await db
    .selectFrom('learner_theme_stats')
    .select(['inscription_id', 'theme', 'answered', 'correct'])
    .where('inscription_id', 'in', [...inscriptionIds])
    .execute();
  for (const row of rows) {
    const id = Number(row.inscription_id);
    const rates = byLearner.get(id) ?? new Map<string, { answered: number; correct: number }>();
    rates.set(row.theme, { answered: Number(row.answered), correct: Number(row.correct) });
    byLearner.set(id, rates);
  }
  return byLearner;
}
