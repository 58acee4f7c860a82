import type { Kysely } from 'kysely';

// Frozen: never import app code here (ADR 0004). Issue #45, point 3: the id a device made for
// the answer it sent (`id_reponse`), kept with the answer. The same id sent again is a retry of
// that answer (a request that failed, an answer kept offline and sent later), acknowledged as
// recorded; another id for an answered question is another tab or device, told that its answer
// was not the one recorded. Null for the answers sent without one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('attempt_questions').addColumn('answer_key', 'varchar(64)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('attempt_questions').dropColumn('answer_key').execute();
}
