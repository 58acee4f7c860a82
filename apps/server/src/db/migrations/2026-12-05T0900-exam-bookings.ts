import { sql, type Kysely } from 'kysely';

// Frozen: never import app code here (ADR 0004). Issue #41, points 1 and 2: a confirmed exam
// request carries its booking (the French day, the time, the centre), when the learner's
// reminder went out, and when its result was recorded and whether it was corrected since. The
// results recorded before this migration were recorded when their request last changed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('exam_requests').addColumn('exam_day', 'varchar(10)').execute();
  await db.schema.alterTable('exam_requests').addColumn('exam_time', 'varchar(5)').execute();
  await db.schema.alterTable('exam_requests').addColumn('exam_centre', 'varchar(120)').execute();
  await db.schema.alterTable('exam_requests').addColumn('reminded_at', 'bigint').execute();
  await db.schema.alterTable('exam_requests').addColumn('result_at', 'bigint').execute();
  await db.schema
    .alterTable('exam_requests')
    .addColumn('result_corrected', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`update exam_requests set result_at = updated_at where result is not null`.execute(db);
  // The reminders' sweep: the booked exams still to remind, by day.
  await db.schema
    .createIndex('exam_requests_to_remind')
    .on('exam_requests')
    .column('exam_day')
    .where(sql.ref('reminded_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('exam_requests_to_remind').execute();
  for (const column of [
    'result_corrected',
    'result_at',
    'reminded_at',
    'exam_centre',
    'exam_time',
    'exam_day',
  ]) {
    await db.schema.alterTable('exam_requests').dropColumn(column).execute();
  }
}
