import type { Kysely } from 'kysely';

// Frozen: never import app code here (ADR 0004). Course lessons (content/banks/<bank>/cours).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_lessons')
    .addColumn('id', 'varchar(60)', (col) => col.primaryKey())
    .addColumn('bank_id', 'varchar(40)', (col) =>
      col.notNull().references('content_banks.id').onDelete('cascade'),
    )
    .addColumn('theme', 'varchar(1)', (col) => col.notNull())
    .addColumn('title', 'varchar(120)', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('content_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('retired_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('content_lessons_bank')
    .on('content_lessons')
    .columns(['bank_id', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_lessons').execute();
}
