import type { Kysely } from 'kysely';

// Frozen: never import app code here (ADR 0004). The messages learners sent their school through
// « Nous contacter » (issue #8), kept once the school's mail has left.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(40)', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('structure_id', 'varchar(40)', (col) =>
      col.notNull().references('structures.id').onDelete('cascade'),
    )
    .addColumn('brand', 'varchar(40)', (col) => col.notNull())
    .addColumn('subject', 'varchar(40)', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('phone', 'varchar(20)')
    .addColumn('ip', 'varchar(64)')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('contact_messages_user')
    .on('contact_messages')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('contact_messages_structure')
    .on('contact_messages')
    .columns(['structure_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('contact_messages').execute();
}
