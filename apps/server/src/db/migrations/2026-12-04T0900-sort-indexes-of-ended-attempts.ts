import { sql, type Kysely } from 'kysely';

// Frozen: never import app code here (ADR 0004). Issue #37: an answer moves its attempt's
// counts and time, and each index holding one of them had an entry moved at every answer, a page
// of the log each at the commit (8 of an answer's 15). The indexes that sort or pick ended
// attempts (by right answers, questions answered, series, type, shown rate) now hold ended
// attempts only, which no answer moves; a learner's unfinished attempts, one per series at most,
// are read through `attempts_one_unfinished`. The time's index and the label's stay whole: every
// read of a learner's attempts by their time or by the inscription alone goes through them.
const SHOWN_RATE = sql`coalesce(score * 1000 / max_score, nb_correct * 1000 / nb_questions)`;
/** Each index of ended attempts, after `inscription_id`: the columns it sorts or picks by. */
const ENDED_ONLY = [
  ['nb_correct', ['nb_correct', 'id']],
  ['nb_answered', ['nb_answered', 'id']],
  ['slug', ['slug', 'updated_at']],
  ['type', ['type', 'updated_at']],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, columns] of ENDED_ONLY) {
    await db.schema.dropIndex(`attempts_inscription_${name}`).execute();
    await db.schema
      .createIndex(`attempts_inscription_${name}`)
      .on('attempts')
      .columns(['inscription_id', ...columns])
      .where(sql.ref('ended'), '=', 1)
      .execute();
  }
  await db.schema.dropIndex('attempts_inscription_ended').execute();
  await db.schema.dropIndex('attempts_inscription_shown_rate').execute();
  await db.schema
    .createIndex('attempts_inscription_shown_rate')
    .on('attempts')
    .expression(sql`inscription_id, ${SHOWN_RATE}, id`)
    .where(sql.ref('ended'), '=', 1)
    .execute();
}

/** Back to the indexes of 2026-11-27T0900 and 2026-12-03T1000. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name, columns] of ENDED_ONLY) {
    await db.schema.dropIndex(`attempts_inscription_${name}`).execute();
    await db.schema
      .createIndex(`attempts_inscription_${name}`)
      .on('attempts')
      .columns(
        columns[1] === 'id'
          ? ['inscription_id', ...columns]
          : ['inscription_id', columns[0], 'ended', 'updated_at'],
      )
      .execute();
  }
  await db.schema
    .createIndex('attempts_inscription_ended')
    .on('attempts')
    .columns(['inscription_id', 'ended', 'updated_at'])
    .execute();
  await db.schema.dropIndex('attempts_inscription_shown_rate').execute();
  await db.schema
    .createIndex('attempts_inscription_shown_rate')
    .on('attempts')
    .expression(sql`inscription_id, ended, ${SHOWN_RATE}, id`)
    .execute();
}
