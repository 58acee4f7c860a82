import type { Kysely } from 'kysely';

// Frozen: never import app code here (ADR 0004). Fair exam conditions (issue #18): each
// question's deadline, fixed when it is first served, so a reload does not give the time back;
// the extended time an attempt was started with; and each learner's own settings.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('attempt_questions').addColumn('deadline_at', 'bigint').execute();
  // Null: an attempt without extended time (and every attempt made before this migration).
  await db.schema.alterTable('attempts').addColumn('time_extension', 'varchar(12)').execute();
  await db.schema
    .createTable('learner_preferences')
    .addColumn('user_id', 'varchar(40)', (col) =>
      col.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('time_extension', 'varchar(12)', (col) => col.notNull())
    .addColumn('read_aloud', 'integer', (col) => col.notNull())
    .addColumn('reading_speed', 'varchar(12)', (col) => col.notNull())
    .addColumn('shortcuts', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('learner_preferences').execute();
  await db.schema.alterTable('attempts').dropColumn('time_extension').execute();
  await db.schema.alterTable('attempt_questions').dropColumn('deadline_at').execute();
}
