import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { prepared } from '../../db/prepared.js';

// The writes of one answer, in the order `recordAnswer` runs them inside its shared commit. They
// are prepared (db/prepared.ts): built once per transaction, which on SQLite carries every answer
// of one event-loop turn, instead of once per answer. Each bumps the learner's
// `learner_totals.changes` through the database's triggers (migration 2026-12-01T1000).

/** Only the first answer to a question counts: no row back when it was already answered. */
export const storeAnswer = prepared(
  (
    db: Kysely<Database>,
    attemptId: number,
    position: number,
    answer: string,
    correct: number,
    now: number,
  ) =>
    db
      .updateTable('attempt_questions')
      .set({ answer, correct, answered_at: now })
      .where('attempt_id', '=', attemptId)
      .where('position', '=', position)
      .where('answer', 'is', null)
      .returning('position'),
);

export const countAnswer = prepared(
  (db: Kysely<Database>, attemptId: number, correct: number, ended: number, now: number) =>
    db
      .updateTable('attempts')
      .set((eb) => ({
        nb_answered: eb('nb_answered', '+', 1),
        nb_correct: eb('nb_correct', '+', correct),
        ended,
        updated_at: now,
      }))
      .where('id', '=', attemptId),
);

export const countThemeAnswer = prepared(
  (db: Kysely<Database>, inscriptionId: number, theme: string, correct: number) =>
    db
      .insertInto('learner_theme_stats')
      .values({ inscription_id: inscriptionId, theme, answered: 1, correct })
      .onConflict((c) =>
        c.columns(['inscription_id', 'theme']).doUpdateSet((eb) => ({
          answered: eb('learner_theme_stats.answered', '+', 1),
          correct: eb('learner_theme_stats.correct', '+', correct),
        })),
      ),
);

export const questionStreak = prepared(
  (db: Kysely<Database>, inscriptionId: number, questionId: string) =>
    db
      .selectFrom('learner_question_stats')
      .select(['streak'])
      .where('inscription_id', '=', inscriptionId)
      .where('question_id', '=', questionId),
);

/** When the question comes back in a personalised series (docs/series.md). */
export const scheduleQuestion = prepared(
  (
    db: Kysely<Database>,
    inscriptionId: number,
    questionId: string,
    streak: number,
    lastCorrect: number,
    now: number,
    dueAt: number,
  ) => {
    const stat = { streak, last_correct: lastCorrect, last_answered_at: now, due_at: dueAt };
    return db
      .insertInto('learner_question_stats')
      .values({ inscription_id: inscriptionId, question_id: questionId, answered: 1, ...stat })
      .onConflict((c) =>
        c.columns(['inscription_id', 'question_id']).doUpdateSet((eb) => ({
          ...stat,
          answered: eb('learner_question_stats.answered', '+', 1),
        })),
      );
  },
);

export const countSeriesDone = prepared(
  (db: Kysely<Database>, inscriptionId: number, slug: string, score: number) =>
    db
      .insertInto('learner_series_done')
      .values({ inscription_id: inscriptionId, slug, ended_count: 1, best_score: score })
      .onConflict((c) =>
        c.columns(['inscription_id', 'slug']).doUpdateSet((eb) => ({
          ended_count: eb('learner_series_done.ended_count', '+', 1),
          // CASE rather than max()/greatest(), which differ between SQLite and PostgreSQL.
          best_score: eb
            .case()
            .when('learner_series_done.best_score', '<', score)
            .then(score)
            .else(eb.ref('learner_series_done.best_score'))
            .end(),
        })),
      ),
);
