import type { LicenceCode } from '@prepacode/domain/licences';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { newId } from '../lib/tokens.js';
import { completeLesson } from '../modules/courses/courses.repository.js';
import { createAttempt, type Learner } from '../modules/series/create.service.js';
import type { AttemptRow } from '../modules/series/attempts.repository.js';
import { questionVersion, typedAnswerOf } from '../modules/content/questions.repository.js';
import { replayAllMemories } from '../modules/series/memory.repository.js';
import { memoryModelOf } from '../modules/series/memory-parameters.repository.js';
import { recordAnswer } from '../modules/series/player.service.js';
import { replyTo } from '../modules/series/typed-answer.js';

const DAY = 86_400_000;

/**
 * What Léa, the demo learner, has already done, so that `npm start` shows a lived-in dashboard
 * and history, and a school's page for her worth reading (issue #19, point 2: mock exams under
 * and over the pass mark over six weeks, practice in several weeks): played through the real
 * engine (attempts, answers, aggregates), then dated back, answers included.
 */
const PLAN: readonly DemoStep[] = [
  { slug: 'code-route-bienvenue', parcours: 'entrainement', right: 4, daysAgo: 40 },
  { slug: 'code-route-examen-4', parcours: 'examen', right: 28, daysAgo: 38 },
  { slug: 'code-route-theme-c', parcours: 'entrainement', right: 21, daysAgo: 33 },
  { slug: 'code-route-examen-5', parcours: 'examen', right: 33, daysAgo: 31 },
  { slug: 'code-route-theme-r', parcours: 'entrainement', right: 22, daysAgo: 26 },
  { slug: 'code-route-examen-6', parcours: 'examen', right: 36, daysAgo: 24 },
  { slug: 'code-route-theme-u', parcours: 'entrainement', right: 25, daysAgo: 17 },
  { slug: 'code-route-examen-1', parcours: 'examen', right: 31, daysAgo: 10 },
  { slug: 'code-route-theme-l', parcours: 'entrainement', right: 20, daysAgo: 7 },
  { slug: 'code-route-personnalise', parcours: 'entrainement', right: 16, daysAgo: 4 },
  { slug: 'code-route-examen-2', parcours: 'examen', right: 36, daysAgo: 2 },
  // Left unfinished: the history offers « Continuer ».
  { slug: 'code-route-examen-3', parcours: 'examen', right: 11, stopAfter: 12, daysAgo: 1 },
];

/** One series of a demo plan: `right` answers, or all but `mistakes`, then dated back. */
interface DemoStep {
  slug: string;
  parcours: 'examen' | 'entrainement';
  right?: number;
  mistakes?: number;
  stopAfter?: number;
  daysAgo: number;
}

/**
 * The demo accounts of the other licences (issue #22, point 4), each with a little history: a
 * thematic series, then a mock exam in exam conditions, on the bank's own format.
 */
export const LICENCE_DEMOS = [
  { email: 'fluvial@demo.test', licence: 'ei', bank: 'eaux-interieures', theme: 's', mistakes: 3 },
  { email: 'crr@demo.test', licence: 'crr', bank: 'crr', theme: 'p', mistakes: 4 },
  { email: 'hauturier@demo.test', licence: 'ha', bank: 'hauturier', theme: 'h', mistakes: 4 },
  { email: 'moto-a2@demo.test', licence: 'a2', bank: 'moto', theme: 'l', mistakes: 6 },
] as const;

/** The licence demos' plans: the same two steps on each bank. */
export async function seedLicenceDemos(db: Kysely<Database>): Promise<void> {
  for (const demo of LICENCE_DEMOS) {
    await playDemoPlan(db, demo.email, demo.licence, demo.bank, [
      {
        slug: `${demo.bank}-theme-${demo.theme}`,
        parcours: 'entrainement',
        mistakes: 2,
        daysAgo: 6,
      },
      { slug: `${demo.bank}-examen-1`, parcours: 'examen', mistakes: demo.mistakes, daysAgo: 2 },
    ]);
  }
}

/** Léa's plan, then the lessons she read and her exchanges with the school. */
export async function seedDemoHistory(db: Kysely<Database>, email: string): Promise<void> {
  const played = await playDemoPlan(db, email, 'b', 'code-route', PLAN);
  if (!played) return;
  const { learner, anchor } = played;
  await completeDemoLessons(db, learner.userId, learner.bankId, anchor);
  await seedDemoExchanges(db, learner, anchor);
}

/**
 * Plays a plan for `email`'s inscription to `licence`, resuming where a crashed first start
 * stopped (issue #20, point 6): a step whose attempt exists goes on from its last answer, and is
 * dated back unless it is. The dates hang on the learner's account creation, so a start that
 * resumes days later dates the same way, and « dated back » reads as « last touched before the
 * account existed ».
 */
async function playDemoPlan(
  db: Kysely<Database>,
  email: string,
  licence: LicenceCode,
  bankId: string,
  plan: readonly DemoStep[],
): Promise<{ learner: Learner; anchor: number } | undefined> {
  const row = await db
    .selectFrom('users')
    .innerJoin('inscriptions', 'inscriptions.user_id', 'users.id')
    .innerJoin('content_bank_licences as b', 'b.licence_code', 'inscriptions.licence_code')
    .select([
      'users.id as userId',
      'users.created_at as createdAt',
      'inscriptions.id as inscriptionId',
      'b.bank_id as bankId',
    ])
    .where('users.email', '=', email)
    .where('inscriptions.licence_code', '=', licence)
    // Only with our own banks: the plan names their series (tests load other content).
    .where('b.bank_id', '=', bankId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { createdAt: anchor, ...rest } = row;
  const learner: Learner = { ...rest, licence };
  for (const step of plan) {
    const attempt = await stepAttempt(db, learner, step);
    if (attempt.updated_at < anchor) continue;
    const count = step.stopAfter ?? attempt.nb_questions;
    const right = step.right ?? count - (step.mistakes ?? 0);
    await answerFrom(db, attempt, count, count - right);
    await dateBack(db, attempt.id, count, anchor - step.daysAgo * DAY);
  }
  // Played now, dated back since: the memory model learns the answers at their dates (issue
  // #44), so that the demo's chances and plan are those of weeks of practice.
  const model = await memoryModelOf(db, learner.bankId);
  await replayAllMemories(db, model, learner.inscriptionId, { datedBack: true });
  return { learner, anchor };
}

/** The step's attempt: the learner's first on that series (made by an earlier start), or a new one. */
async function stepAttempt(db: Kysely<Database>, learner: Learner, step: DemoStep) {
  const made = await db
    .selectFrom('attempts')
    .selectAll()
    .where('user_id', '=', learner.userId)
    .where('slug', '=', step.slug)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (made) return made;
  const { attempt } = await createAttempt(db, learner, {
    slug: step.slug,
    parcours: step.parcours,
    ordreLettrage: 'fixe',
  });
  return attempt;
}

/** What the demo learner sends: the right letters or value, or a wrong one. */
async function demoReponse(
  db: Kysely<Database>,
  question: { question_id: string; version: number; lettering: string; correct_letters: string },
  miss: boolean,
): Promise<string> {
  const expected = typedAnswerOf((await questionVersion(db, question)).typed_answer);
  if (expected) return replyTo(expected, !miss);
  const right = question.correct_letters.split(',');
  const wrong = [...question.lettering].filter((letter) => !right.includes(letter));
  return (miss ? wrong.slice(0, 1) : right).join(',');
}

/**
 * Answers the first `count` questions with `mistakes` wrong ones spread evenly (a fixed
 * pattern), skipping those an earlier start already answered.
 */
async function answerFrom(
  db: Kysely<Database>,
  attempt: AttemptRow,
  count: number,
  mistakes: number,
) {
  const questions = await db
    .selectFrom('attempt_questions')
    .select(['question_id', 'version', 'lettering', 'correct_letters'])
    .where('attempt_id', '=', attempt.id)
    .orderBy('position')
    .execute();
  const wrongEvery = Math.max(1, Math.floor(count / Math.max(1, mistakes)));
  let left = mistakes;
  let rightSoFar = attempt.nb_correct;
  for (const [index, question] of questions.slice(0, count).entries()) {
    const miss = left > 0 && index % wrongEvery === wrongEvery - 1;
    if (miss) left -= 1;
    if (index < attempt.nb_answered) continue;
    // The attempt as it stands before this answer, as the route would read it.
    const current = { ...attempt, nb_answered: index, nb_correct: rightSoFar };
    await recordAnswer(db, current, question.question_id, await demoReponse(db, question, miss));
    if (!miss) rightSoFar += 1;
  }
}

/**
 * Dates an attempt's answers back, the last one at `at`: 20 to 44 seconds apart (a fixed
 * pattern, so the demo is the same at each start), the attempt created just before the first.
 */
async function dateBack(db: Kysely<Database>, attemptId: number, answered: number, at: number) {
  const gaps = Array.from({ length: answered }, (_, index) => (20 + ((index * 13) % 25)) * 1000);
  const start = at - gaps.reduce((sum, gap) => sum + gap, 0);
  await db.transaction().execute(async (trx) => {
    let time = start;
    for (const [position, gap] of gaps.entries()) {
      time += gap;
      await trx
        .updateTable('attempt_questions')
        .set({ answered_at: time })
        .where('attempt_id', '=', attemptId)
        .where('position', '=', position)
        .execute();
    }
    await trx
      .updateTable('attempts')
      .set({ created_at: start, updated_at: at })
      .where('id', '=', attemptId)
      .execute();
  });
}

/** Two lessons of the bank read, three weeks and a few days ago. */
async function completeDemoLessons(
  db: Kysely<Database>,
  userId: string,
  bankId: string,
  anchor: number,
) {
  const lessons = await db
    .selectFrom('content_lessons')
    .select('id')
    .where('bank_id', '=', bankId)
    .where('retired_at', 'is', null)
    .orderBy('position')
    .limit(2)
    .execute();
  for (const [index, lesson] of lessons.entries()) {
    await completeLesson(db, userId, lesson.id, anchor - (20 - 14 * index) * DAY);
  }
}

/**
 * A question to the school, answered, and an exam request refused for want of passed mock
 * exams, long enough ago that neither counts in Léa's own contact limit nor blocks a new request.
 */
async function seedDemoExchanges(db: Kysely<Database>, learner: Learner, anchor: number) {
  const [school, manager] = await Promise.all([
    db
      .selectFrom('users')
      .select('structure_id')
      .where('id', '=', learner.userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('users')
      .select(['id', 'first_name', 'last_name'])
      .where('email', '=', 'gerant@demo.test')
      .executeTakeFirst(),
  ]);
  if (!school.structure_id || !manager) return;
  const made = await db
    .selectFrom('contact_messages')
    .select('id')
    .where('user_id', '=', learner.userId)
    .executeTakeFirst();
  if (made) return;
  const now = anchor;
  const structureId = school.structure_id;
  const messageId = newId();
  // One transaction: the next start sees both or neither.
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('contact_messages')
      .values({
        id: messageId,
        user_id: learner.userId,
        structure_id: structureId,
        brand: 'prepacode',
        subject: 'code',
        message:
          'Bonjour, combien d’examens blancs faut-il réussir avant de s’inscrire au code\u202f?',
        phone: null,
        ip: null,
        created_at: now - 9 * DAY,
        read_at: now - 8 * DAY,
      })
      .execute();
    await trx
      .insertInto('contact_answers')
      .values({
        id: newId(),
        message_id: messageId,
        author_id: manager.id,
        author_name: `${manager.first_name} ${manager.last_name}`,
        text: 'Bonjour Léa, trois d’affilée à 35/40 au moins, et tous les thèmes à l’objectif.',
        created_at: now - 8 * DAY,
      })
      .execute();
    await trx
      .insertInto('exam_requests')
      .values({
        id: newId(),
        user_id: learner.userId,
        inscription_id: learner.inscriptionId,
        licence_code: 'b',
        neph: null,
        period: 'des_que_possible',
        centre: 'La Poste, Nantes Centre',
        phone: null,
        comment: null,
        status: 'refusee',
        reason: 'Réussissez d’abord trois examens blancs d’affilée.',
        school_notified: 1,
        created_at: now - 9 * DAY,
        updated_at: now - 8 * DAY,
      })
      .execute();
  });
}
