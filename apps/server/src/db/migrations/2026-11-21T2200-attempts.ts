import type { Kysely } from 'kysely';

// Frozen: never import app code here (ADR 0004). A learner's attempts at series, their answers,
// and the aggregates kept up to date on each answer, so the dashboard's cost does not grow with
// the learner's history (issue #6).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('attempts')
    .addColumn('id', 'bigint', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(40)', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('inscription_id', 'bigint', (col) =>
      col.notNull().references('inscriptions.id').onDelete('cascade'),
    )
    .addColumn('licence_code', 'varchar(10)', (col) => col.notNull())
    .addColumn('bank_id', 'varchar(40)', (col) => col.notNull())
    .addColumn('slug', 'varchar(80)', (col) => col.notNull())
    .addColumn('type', 'varchar(20)', (col) => col.notNull())
    .addColumn('label', 'varchar(120)', (col) => col.notNull())
    .addColumn('series_position', 'integer', (col) => col.notNull())
    .addColumn('theme', 'varchar(1)')
    .addColumn('parcours', 'varchar(20)', (col) => col.notNull())
    .addColumn('timed', 'integer', (col) => col.notNull())
    .addColumn('nb_questions', 'integer', (col) => col.notNull())
    .addColumn('nb_answered', 'integer', (col) => col.notNull())
    .addColumn('nb_correct', 'integer', (col) => col.notNull())
    .addColumn('ended', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  // The history page sorts by each of these within one inscription, a page at a time; `id`
  // breaks ties, and must be in the index too, or the database sorts the whole history.
  for (const column of ['updated_at', 'label', 'nb_correct', 'nb_answered']) {
    await db.schema
      .createIndex(`attempts_inscription_${column}`)
      .on('attempts')
      .columns(['inscription_id', column, 'id'])
      .execute();
  }
  // The latest attempt of a series, of a type, or unfinished: read from the index's end.
  for (const [name, column] of [
    ['slug', 'slug'],
    ['type', 'type'],
    ['ended', null],
  ] as const) {
    await db.schema
      .createIndex(`attempts_inscription_${name}`)
      .on('attempts')
      .columns(['inscription_id', ...(column ? [column] : []), 'ended', 'updated_at'])
      .execute();
  }

  // One row per question of an attempt, its version and lettering fixed when the attempt
  // starts, so a question changed or retired later keeps this attempt readable.
  await db.schema
    .createTable('attempt_questions')
    .addColumn('attempt_id', 'bigint', (col) =>
      col.notNull().references('attempts.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('question_id', 'varchar(20)', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('theme', 'varchar(1)', (col) => col.notNull())
    .addColumn('lettering', 'varchar(4)', (col) => col.notNull())
    .addColumn('correct_letters', 'varchar(8)', (col) => col.notNull())
    .addColumn('answer', 'varchar(8)')
    .addColumn('correct', 'integer')
    .addColumn('answered_at', 'bigint')
    .addPrimaryKeyConstraint('attempt_questions_pk', ['attempt_id', 'position'])
    .execute();

  await db.schema
    .createTable('learner_theme_stats')
    .addColumn('inscription_id', 'bigint', (col) =>
      col.notNull().references('inscriptions.id').onDelete('cascade'),
    )
    .addColumn('theme', 'varchar(1)', (col) => col.notNull())
    .addColumn('answered', 'integer', (col) => col.notNull())
    .addColumn('correct', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('learner_theme_stats_pk', ['inscription_id', 'theme'])
    .execute();

  await db.schema
    .createTable('learner_question_stats')
    .addColumn('inscription_id', 'bigint', (col) =>
      col.notNull().references('inscriptions.id').onDelete('cascade'),
    )
    .addColumn('question_id', 'varchar(20)', (col) => col.notNull())
    .addColumn('answered', 'integer', (col) => col.notNull())
    .addColumn('streak', 'integer', (col) => col.notNull())
    .addColumn('last_correct', 'integer', (col) => col.notNull())
    .addColumn('last_answered_at', 'bigint', (col) => col.notNull())
    .addColumn('due_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('learner_question_stats_pk', ['inscription_id', 'question_id'])
    .execute();

  // Per inscription: attempts made, and each fixed series ended at least once.
  await db.schema
    .createTable('learner_totals')
    .addColumn('inscription_id', 'bigint', (col) =>
      col.primaryKey().references('inscriptions.id').onDelete('cascade'),
    )
    .addColumn('attempts', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('learner_series_done')
    .addColumn('inscription_id', 'bigint', (col) =>
      col.notNull().references('inscriptions.id').onDelete('cascade'),
    )
    .addColumn('slug', 'varchar(80)', (col) => col.notNull())
    .addColumn('ended_count', 'integer', (col) => col.notNull())
    .addColumn('best_score', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('learner_series_done_pk', ['inscription_id', 'slug'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'learner_series_done',
    'learner_totals',
    'learner_question_stats',
    'learner_theme_stats',
    'attempt_questions',
    'attempts',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
