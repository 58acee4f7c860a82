import { sql, type Kysely } from 'kysely';

// Frozen: never import app code here (ADR 0004). Learners' requests to their school to be
// registered for the theory test (issue #8, « S'inscrire à l'examen »).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('exam_requests')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(40)', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('inscription_id', 'bigint', (col) =>
      col.notNull().references('inscriptions.id').onDelete('cascade'),
    )
    .addColumn('licence_code', 'varchar(10)', (col) => col.notNull())
    .addColumn('neph', 'varchar(12)')
    .addColumn('period', 'varchar(20)', (col) => col.notNull())
    .addColumn('centre', 'varchar(120)', (col) => col.notNull())
    .addColumn('phone', 'varchar(30)')
    .addColumn('comment', 'text')
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('school_notified', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  // The learner's latest request, read from the index's end.
  await db.schema
    .createIndex('exam_requests_user')
    .on('exam_requests')
    .columns(['user_id', 'created_at'])
    .execute();
  // One open request per learner, held by the database: of two requests sent at once, one
  // is refused, whichever node serves it.
  await db.schema
    .createIndex('exam_requests_one_open')
    .on('exam_requests')
    .column('user_id')
    .unique()
    .where(sql.ref('status'), '=', 'envoyee')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('exam_requests').execute();
}
