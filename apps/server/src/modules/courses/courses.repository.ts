import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';

// The course application's reads and its one write (issue #8).

/** The learner's own open application of that label; another learner's answers like none. */
export const openApplication = (db: Kysely<Database>, userId: string, label: string) =>
  db
    .selectFrom('applications')
    .select(['label', 'title', 'is_max', 'licence_code'])
    .where('user_id', '=', userId)
    .where('label', '=', label)
    .where('status', '=', 'ouvert')
    .executeTakeFirst();

export const lessonsOfBank = (db: Kysely<Database>, bankId: string) =>
  db
    .selectFrom('content_lessons')
    .select(['id', 'theme', 'title', 'body', 'content_hash'])
    .where('bank_id', '=', bankId)
    .where('retired_at', 'is', null)
    .orderBy('position')
    .execute();

export const findLesson = (db: Kysely<Database>, id: string) =>
  db
    .selectFrom('content_lessons')
    .select(['id', 'bank_id', 'theme', 'title', 'body', 'content_hash'])
    .where('id', '=', id)
    .where('retired_at', 'is', null)
    .executeTakeFirst();

export const completedLessons = async (db: Kysely<Database>, userId: string) =>
  new Set(
    (
      await db
        .selectFrom('lesson_completions')
        .select('lesson_id')
        .where('user_id', '=', userId)
        .execute()
    ).map((row) => row.lesson_id),
  );

export const isLessonCompleted = async (db: Kysely<Database>, userId: string, lessonId: string) =>
  (await db
    .selectFrom('lesson_completions')
    .select('lesson_id')
    .where('user_id', '=', userId)
    .where('lesson_id', '=', lessonId)
    .executeTakeFirst()) !== undefined;

/** Idempotent: a lesson completed twice keeps its first date. */
export const completeLesson = (
  db: Kysely<Database>,
  userId: string,
  lessonId: string,
  now: number,
) =>
  db
    .insertInto('lesson_completions')
    .values({ user_id: userId, lesson_id: lessonId, completed_at: now })
    .onConflict((conflict) => conflict.columns(['user_id', 'lesson_id']).doNothing())
    .execute();

/** The banks whose lessons this learner may read: those of their open applications and inscriptions. */
export async function readableBanks(db: Kysely<Database>, userId: string): Promise<Set<string>> {
  const [applications, inscriptions] = await Promise.all([
    db
      .selectFrom('applications as a')
      .innerJoin('content_bank_licences as b', 'b.licence_code', 'a.licence_code')
      .select('b.bank_id')
      .where('a.user_id', '=', userId)
      .where('a.status', '=', 'ouvert')
      .execute(),
    db
      .selectFrom('inscriptions as i')
      .innerJoin('content_bank_licences as b', 'b.licence_code', 'i.licence_code')
      .select('b.bank_id')
      .where('i.user_id', '=', userId)
      .where('i.status', '=', 'ouvert')
      .execute(),
  ]);
  return new Set([...applications, ...inscriptions].map((row) => row.bank_id));
}

/** The learner's answers per theme over every inscription of theirs this bank serves. */
export const themeScores = (db: Kysely<Database>, userId: string, bankId: string) =>
  db
    .selectFrom('learner_theme_stats as s')
    .innerJoin('inscriptions as i', 'i.id', 's.inscription_id')
    .innerJoin('content_bank_licences as b', 'b.licence_code', 'i.licence_code')
    .select((eb) => [
      's.theme',
      eb.fn.sum<number>('s.answered').as('answered'),
      eb.fn.sum<number>('s.correct').as('correct'),
    ])
    .where('i.user_id', '=', userId)
    .where('b.bank_id', '=', bankId)
    .groupBy('s.theme')
    .execute();
