import type { Kysely } from 'kysely';

// Frozen: never import app code here (ADR 0004). Issue #44 (ADR 0034): each question's memory
// for each learner, FSRS's state, replaces the streak of fixed intervals, and the learner may
// say when their exam is. `reviews` null marks a
// row written before this migration: its memory is made by replaying the learner's answers
// (`memory:replay`, or the next answer to that question), never guessed. `due_at` stays: it is
// now the model's due date.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('learner_question_stats')
    .addColumn('stability', 'double precision')
    .execute();
  await db.schema
    .alterTable('learner_question_stats')
    .addColumn('difficulty', 'double precision')
    .execute();
  await db.schema.alterTable('learner_question_stats').addColumn('reviews', 'integer').execute();
  await db.schema
    .alterTable('learner_question_stats')
    .addColumn('lapses', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('learner_question_stats').addColumn('reviewed_at', 'bigint').execute();
  await db.schema.alterTable('learner_question_stats').dropColumn('streak').execute();
  // The day the learner says their exam is ('yyyy-MM-dd', French time); a booking by the school
  // (exam_requests.exam_day) goes before it.
  await db.schema.alterTable('inscriptions').addColumn('exam_day', 'varchar(10)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('inscriptions').dropColumn('exam_day').execute();
  await db.schema
    .alterTable('learner_question_stats')
    .addColumn('streak', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  for (const column of ['reviewed_at', 'lapses', 'reviews', 'difficulty', 'stability']) {
    await db.schema.alterTable('learner_question_stats').dropColumn(column).execute();
  }
}
