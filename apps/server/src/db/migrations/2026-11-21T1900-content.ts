import type { Kysely } from 'kysely';

// Frozen: never import app code here (ADR 0004). Content imported from content/ by stable ids.
// A question's text lives in versions: a changed question gets a new version, so answers
// given to an older one stay readable; a question removed from the files is retired.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_banks')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('prefix', 'varchar(4)', (col) => col.notNull())
    .addColumn('name', 'varchar(120)', (col) => col.notNull())
    .addColumn('imported_at', 'bigint', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('content_bank_licences')
    .addColumn('licence_code', 'varchar(10)', (col) => col.primaryKey())
    .addColumn('bank_id', 'varchar(40)', (col) =>
      col.notNull().references('content_banks.id').onDelete('cascade'),
    )
    .execute();

  await db.schema
    .createTable('content_themes')
    .addColumn('bank_id', 'varchar(40)', (col) =>
      col.notNull().references('content_banks.id').onDelete('cascade'),
    )
    .addColumn('letter', 'varchar(1)', (col) => col.notNull())
    .addColumn('label', 'varchar(120)', (col) => col.notNull())
    .addColumn('short_label', 'varchar(40)')
    .addColumn('color', 'varchar(7)', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('content_themes_pk', ['bank_id', 'letter'])
    .execute();

  await db.schema
    .createTable('questions')
    .addColumn('id', 'varchar(20)', (col) => col.primaryKey())
    .addColumn('bank_id', 'varchar(40)', (col) =>
      col.notNull().references('content_banks.id').onDelete('cascade'),
    )
    .addColumn('theme', 'varchar(1)', (col) => col.notNull())
    .addColumn('current_version', 'integer', (col) => col.notNull())
    .addColumn('retired_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('questions_bank_theme')
    .on('questions')
    .columns(['bank_id', 'theme'])
    .execute();

  await db.schema
    .createTable('question_versions')
    .addColumn('question_id', 'varchar(20)', (col) =>
      col.notNull().references('questions.id').onDelete('cascade'),
    )
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('statement', 'text', (col) => col.notNull())
    .addColumn('statement_second', 'text')
    .addColumn('explanation', 'text', (col) => col.notNull())
    .addColumn('reference', 'varchar(200)', (col) => col.notNull())
    .addColumn('media_file', 'varchar(200)')
    .addColumn('media_alt', 'varchar(300)')
    .addColumn('content_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('question_versions_pk', ['question_id', 'version'])
    .execute();

  await db.schema
    .createTable('propositions')
    .addColumn('question_id', 'varchar(20)', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('letter', 'varchar(1)', (col) => col.notNull())
    .addColumn('text', 'varchar(200)', (col) => col.notNull())
    .addColumn('correct', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('propositions_pk', ['question_id', 'version', 'letter'])
    .addForeignKeyConstraint(
      'propositions_version_fk',
      ['question_id', 'version'],
      'question_versions',
      ['question_id', 'version'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'propositions',
    'question_versions',
    'questions',
    'content_themes',
    'content_bank_licences',
    'content_banks',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
