import type { Kysely } from 'kysely';

// Frozen: never import app code here (ADR 0004). Mock exams true to each official test (issue
// #22, ADR 0019): the format a bank declares (JSON of bank.yaml's `examen`), and on each attempt
// what it was started with, so a result reads as it was scored even after the format changes:
// its pass mark, its parts with their own marks (CRR), whether every part passed (set when the
// attempt ends), and the whole exam's deadline when one clock counts for all of it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('content_banks').addColumn('exam_format', 'text').execute();
  // Null on attempts made before: their licence's rule of spec §9 (packages/domain).
  await db.schema.alterTable('attempts').addColumn('pass_mark', 'integer').execute();
  await db.schema.alterTable('attempts').addColumn('exam_parts', 'text').execute();
  await db.schema.alterTable('attempts').addColumn('parts_passed', 'integer').execute();
  await db.schema.alterTable('attempts').addColumn('deadline_at', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['deadline_at', 'parts_passed', 'exam_parts', 'pass_mark'])
    await db.schema.alterTable('attempts').dropColumn(column).execute();
  await db.schema.alterTable('content_banks').dropColumn('exam_format').execute();
}
