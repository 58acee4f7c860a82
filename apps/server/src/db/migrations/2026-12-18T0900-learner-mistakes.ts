import { sql, type Kysely } from 'kysely';

// Frozen: never import app code here (ADR 0004). Issue #37, point 5: the dashboard counts the
// questions whose last answer was wrong (the review of mistakes), and the review picks them.
// Both walked every question the learner had answered, up to the whole bank, to find the wrong
// ones; this index holds the wrong ones alone. An answer moves an entry only when it turns a
// question from right to wrong or back.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('learner_question_stats_mistakes')
    .on('learner_question_stats')
    .columns(['inscription_id', 'question_id'])
    .where(sql.ref('last_correct'), '=', 0)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('learner_question_stats_mistakes').execute();
}
