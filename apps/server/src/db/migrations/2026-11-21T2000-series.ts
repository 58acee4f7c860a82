import type { Kysely } from 'kysely';

// Frozen: never import app code here (ADR 0004). The fixed series of the banks (series.yaml).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_series')
    .addColumn('slug', 'varchar(80)', (col) => col.primaryKey())
    .addColumn('bank_id', 'varchar(40)', (col) =>
      col.notNull().references('content_banks.id').onDelete('cascade'),
    )
    .addColumn('type', 'varchar(20)', (col) => col.notNull())
    .addColumn('label', 'varchar(120)', (col) => col.notNull())
    .addColumn('timed', 'integer', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('content_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('retired_at', 'bigint')
    .execute();

  await db.schema
    .createTable('content_series_licences')
    .addColumn('slug', 'varchar(80)', (col) =>
      col.notNull().references('content_series.slug').onDelete('cascade'),
    )
    .addColumn('licence_code', 'varchar(10)', (col) => col.notNull())
    .addPrimaryKeyConstraint('content_series_licences_pk', ['slug', 'licence_code'])
    .execute();
  await db.schema
    .createIndex('content_series_licences_licence')
    .on('content_series_licences')
    .column('licence_code')
    .execute();

  await db.schema
    .createTable('content_series_questions')
    .addColumn('slug', 'varchar(80)', (col) =>
      col.notNull().references('content_series.slug').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('question_id', 'varchar(20)', (col) => col.notNull().references('questions.id'))
    .addPrimaryKeyConstraint('content_series_questions_pk', ['slug', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['content_series_questions', 'content_series_licences', 'content_series']) {
    await db.schema.dropTable(table).execute();
  }
}
