import type { Kysely } from 'kysely';

// Frozen: never import app code here (ADR 0004). The school space's inbox (issue #19, point 5):
// when a contact message was first read, the staff's answers (each kept: two staff answering at
// once both stay), and the school's decision on an exam request (reason of a refusal, result
// and score out of 40, who decided). And the banners of point 4: one may address a group.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('messages')
    .addColumn('group_id', 'varchar(40)', (col) => col.references('groups.id').onDelete('cascade'))
    .execute();
  await db.schema.alterTable('contact_messages').addColumn('read_at', 'bigint').execute();
  await db.schema
    .createTable('contact_answers')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('message_id', 'varchar(40)', (col) =>
      col.notNull().references('contact_messages.id').onDelete('cascade'),
    )
    .addColumn('author_id', 'varchar(40)', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('author_name', 'varchar(120)', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('contact_answers_message')
    .on('contact_answers')
    .columns(['message_id', 'created_at'])
    .execute();
  await db.schema.alterTable('exam_requests').addColumn('reason', 'text').execute();
  await db.schema.alterTable('exam_requests').addColumn('result', 'varchar(12)').execute();
  await db.schema.alterTable('exam_requests').addColumn('score', 'integer').execute();
  await db.schema.alterTable('exam_requests').addColumn('decided_by', 'varchar(40)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('exam_requests').dropColumn('decided_by').execute();
  await db.schema.alterTable('exam_requests').dropColumn('score').execute();
  await db.schema.alterTable('exam_requests').dropColumn('result').execute();
  await db.schema.alterTable('exam_requests').dropColumn('reason').execute();
  await db.schema.dropTable('contact_answers').execute();
  await db.schema.alterTable('contact_messages').dropColumn('read_at').execute();
  await db.schema.alterTable('messages').dropColumn('group_id').execute();
}
