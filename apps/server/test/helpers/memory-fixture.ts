import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/database.js';

const DAY = 86_400_000;

/**
 * A learner the memory model (issue #44) says knows every question of every bank for months:
 * what a learner made ready by inserted mock exams and theme counts also needs, since readiness
 * asks the model's chance of passing too.
 */
export async function knowsEveryQuestion(db: Kysely<Database>, inscription: number) {
  const now = Date.now();
  const questions = await db.selectFrom('questions').select('id').execute();
  await db.deleteFrom('learner_question_stats').where('inscription_id', '=', inscription).execute();
  await db
    .insertInto('learner_question_stats')
    .values(
      questions.map(({ id }) => ({
        inscription_id: inscription,
        question_id: id,
        answered: 4,
        last_correct: 1,
        last_answered_at: now,
        due_at: now + 200 * DAY,
        stability: 400,
        difficulty: 3,
        reviews: 4,
        lapses: 0,
        reviewed_at: now,
      })),
    )
    .execute();
}
