import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen: never import app code here (ADR 0004). Issue #46: banks imported from Moodle XML or
// GIFT live in the database, not in content/: a bank may belong to a network (its schools'
// learners alone see it) and serve a licence beside that licence's own bank, with a share of
// the mock exams; its questions arrive « à relire » and are played once accepted; its pictures
// are kept here too, by the name the media route serves them under.
export async function up(db: Kysely<unknown>): Promise<void> {
  const bytes = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';
  await db.schema
    .alterTable('content_banks')
    .addColumn('network_id', 'varchar(40)', (col) => col.references('networks.id'))
    .execute();
  await db.schema.alterTable('content_banks').addColumn('licence_code', 'varchar(10)').execute();
  await db.schema.alterTable('content_banks').addColumn('source', 'varchar(20)').execute();
  await db.schema
    .alterTable('content_banks')
    .addColumn('exam_share', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema.alterTable('questions').addColumn('review_status', 'varchar(10)').execute();
  await db.schema.alterTable('questions').addColumn('review_notes', 'text').execute();
  await db.schema.alterTable('questions').addColumn('reviewed_by', 'varchar(40)').execute();
  await db.schema.alterTable('questions').addColumn('reviewed_at', 'bigint').execute();
  await db.schema
    .alterTable('questions')
    .addColumn('review_version', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('content_media')
    .addColumn('name', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('bytes', bytes, (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_media').execute();
  for (const column of [
    'review_version',
    'reviewed_at',
    'reviewed_by',
    'review_notes',
    'review_status',
  ])
    await db.schema.alterTable('questions').dropColumn(column).execute();
  for (const column of ['exam_share', 'source', 'licence_code', 'network_id'])
    await db.schema.alterTable('content_banks').dropColumn(column).execute();
}
