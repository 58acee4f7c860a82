import type { Kysely } from 'kysely';

// Frozen: never import app code here (ADR 0004). Issue #41, point 6: the notes a school's staff
// keep on a learner, read by the staff only. A learner's account going takes its notes; an
// author's going leaves them, without a name.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('learner_notes')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(40)', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('author_id', 'varchar(40)', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('text', 'varchar(2000)', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('learner_notes_by_learner')
    .on('learner_notes')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('learner_notes').execute();
}
