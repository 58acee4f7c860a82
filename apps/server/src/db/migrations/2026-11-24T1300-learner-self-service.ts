import type { Kysely } from 'kysely';

// Frozen: never import app code here (ADR 0004). The learner's self-service (issue #18, point
// 11): e-mail change links, deletion requests for the school, and error reports on questions.
export async function up(db: Kysely<unknown>): Promise<void> {
  // A link sent to the new address; only the token's hash is kept, like password links.
  await db.schema
    .createTable('email_change_tokens')
    .addColumn('token_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(40)', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('new_email', 'varchar(254)', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('email_change_tokens_user')
    .on('email_change_tokens')
    .column('user_id')
    .execute();

  // One request per learner, held by the database: of two sent at once, one is refused.
  await db.schema
    .createTable('deletion_requests')
    .addColumn('user_id', 'varchar(40)', (col) =>
      col.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('reason', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();

  // The question's version is the one the learner was shown (attempt_questions.version).
  await db.schema
    .createTable('question_reports')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(40)', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('attempt_id', 'bigint', (col) =>
      col.notNull().references('attempts.id').onDelete('cascade'),
    )
    .addColumn('question_id', 'varchar(40)', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('reason', 'varchar(30)', (col) => col.notNull())
    .addColumn('comment', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('question_reports_question')
    .on('question_reports')
    .columns(['question_id', 'version'])
    .execute();
  await db.schema
    .createIndex('question_reports_user')
    .on('question_reports')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('question_reports').execute();
  await db.schema.dropTable('deletion_requests').execute();
  await db.schema.dropTable('email_change_tokens').execute();
}
