import { sql, type Kysely } from 'kysely';

// Frozen: never import app code here (ADR 0004). The history sorts by score as a rate, so that
// 4/5 comes above 6/40 (issue #18, point 8): the rate in thousandths, with integer division on
// both engines, indexed as an expression so that a page stays one index range at any history
// length. The index on the raw count of right answers has no reader left.
const RATE = sql`(nb_correct * 1000 / nb_questions)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('attempts_inscription_rate')
    .on('attempts')
    .expression(sql`inscription_id, ${RATE}, id`)
    .execute();
  await db.schema.dropIndex('attempts_inscription_nb_correct').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('attempts_inscription_nb_correct')
    .on('attempts')
    .columns(['inscription_id', 'nb_correct', 'id'])
    .execute();
  await db.schema.dropIndex('attempts_inscription_rate').execute();
}
