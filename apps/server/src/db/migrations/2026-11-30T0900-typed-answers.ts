import type { Kysely } from 'kysely';

// Frozen: never import app code here (ADR 0004). The offshore chart exam (issue #22, point 3):
// a question version may expect a typed answer instead of letters (JSON of the content's
// `reponse`: nature, value, tolerance); a bank may have a training chart its exercises are worked
// on (JSON: file, size, frame, declination); an exam may count points per theme instead of right
// answers (hauturier: out of 20), kept on the attempt with the points it scored once ended.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('question_versions').addColumn('typed_answer', 'text').execute();
  await db.schema.alterTable('content_banks').addColumn('chart', 'text').execute();
  await db.schema.alterTable('attempts').addColumn('exam_points', 'text').execute();
  // The exam's total, fixed at its start, and its points once ended: multiples of a half point,
  // exact in a float.
  await db.schema.alterTable('attempts').addColumn('max_score', 'real').execute();
  await db.schema.alterTable('attempts').addColumn('score', 'real').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('attempts').dropColumn('score').execute();
  await db.schema.alterTable('attempts').dropColumn('max_score').execute();
  await db.schema.alterTable('attempts').dropColumn('exam_points').execute();
  await db.schema.alterTable('content_banks').dropColumn('chart').execute();
  await db.schema.alterTable('question_versions').dropColumn('typed_answer').execute();
}
