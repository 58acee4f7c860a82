import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { createAttempt, type Learner } from './create.service.js';
import { recordAnswer } from './player.service.js';

const DAY = 86_400_000;

/**
 * What Léa, the demo learner, has already done, so that `npm start` shows a lived-in dashboard
 * and history: played through the real engine (attempts, answers, aggregates), then dated back.
 */
const PLAN = [
  { slug: 'code-route-bienvenue', parcours: 'entrainement', right: 4, daysAgo: 12 },
  { slug: 'code-route-examen-1', parcours: 'examen', right: 31, daysAgo: 10 },
  { slug: 'code-route-theme-l', parcours: 'entrainement', right: 20, daysAgo: 7 },
  { slug: 'code-route-personnalise', parcours: 'entrainement', right: 16, daysAgo: 4 },
  { slug: 'code-route-examen-2', parcours: 'examen', right: 36, daysAgo: 2 },
  // Left unfinished: the history offers « Continuer ».
  { slug: 'code-route-examen-3', parcours: 'examen', right: 11, stopAfter: 12, daysAgo: 1 },
] as const;

export async function seedDemoHistory(db: Kysely<Database>, email: string): Promise<void> {
  const row = await db
    .selectFrom('users')
    .innerJoin('inscriptions', 'inscriptions.user_id', 'users.id')
    .innerJoin('content_bank_licences as b', 'b.licence_code', 'inscriptions.licence_code')
    .select(['users.id as userId', 'inscriptions.id as inscriptionId', 'b.bank_id as bankId'])
    .where('users.email', '=', email)
    .where('inscriptions.licence_code', '=', 'b')
    // Only with our own banks: the plan names their series (tests load other content).
    .where('b.bank_id', '=', 'code-route')
    .executeTakeFirst();
  if (!row) return;
  const learner: Learner = { ...row, licence: 'b' };
  for (const step of PLAN) {
    const { attempt } = await createAttempt(db, learner, {
      slug: step.slug,
      parcours: step.parcours,
      ordreLettrage: 'fixe',
    });
    const questions = await db
      .selectFrom('attempt_questions')
      .select(['question_id', 'lettering', 'correct_letters'])
      .where('attempt_id', '=', attempt.id)
      .orderBy('position')
      .execute();
    const count = 'stopAfter' in step ? step.stopAfter : questions.length;
    const wrongEvery = Math.max(1, Math.floor(count / Math.max(1, count - step.right)));
    let mistakes = count - step.right;
    let rightSoFar = 0;
    for (const [index, question] of questions.slice(0, count).entries()) {
      const right = question.correct_letters.split(',');
      const miss = mistakes > 0 && index % wrongEvery === wrongEvery - 1;
      const wrong = [...question.lettering].filter((letter) => !right.includes(letter));
      // The attempt as it stands before this answer, as the route would read it.
      const current = { ...attempt, nb_answered: index, nb_correct: rightSoFar };
      await recordAnswer(db, current, question.question_id, miss ? wrong.slice(0, 1) : right);
      if (miss) mistakes -= 1;
      else rightSoFar += 1;
    }
    const at = Date.now() - step.daysAgo * DAY;
    await db
      .updateTable('attempts')
      .set({ created_at: at - 20 * 60_000, updated_at: at })
      .where('id', '=', attempt.id)
      .execute();
  }
}
