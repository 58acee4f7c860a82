import { sql, type Kysely } from 'kysely';

// Frozen: never import app code here (ADR 0004). Issue #40: sorting the history by score sorts
// what it shows. An attempt under way shows « En cours », not a score: the ended come first, in
// either order, and the rate is the one shown, the points out of the total for an exam marked
// that way (hauturier), else the right answers out of the questions.
const SHOWN_RATE = sql`coalesce(score * 1000 / max_score, nb_correct * 1000 / nb_questions)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('attempts_inscription_shown_rate')
    .on('attempts')
    .expression(sql`inscription_id, ended, ${SHOWN_RATE}, id`)
    .execute();
  await db.schema.dropIndex('attempts_inscription_rate').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('attempts_inscription_rate')
    .on('attempts')
    .expression(sql`inscription_id, (nb_correct * 1000 / nb_questions), id`)
    .execute();
  await db.schema.dropIndex('attempts_inscription_shown_rate').execute();
}
