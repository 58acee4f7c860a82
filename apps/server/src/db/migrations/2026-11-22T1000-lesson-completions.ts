import type { Kysely } from 'kysely';

// Frozen: never import app code here (ADR 0004). Lessons a learner marked as read (issue #8).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lesson_completions')
    .addColumn('user_id', 'varchar(40)', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('lesson_id', 'varchar(60)', (col) => col.notNull())
    .addColumn('completed_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('lesson_completions_pk', ['user_id', 'lesson_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('lesson_completions').execute();
}
