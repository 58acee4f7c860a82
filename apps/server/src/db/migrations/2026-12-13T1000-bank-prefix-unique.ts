import type { Kysely } from 'kysely';

// Frozen: never import app code here (ADR 0004). A bank's prefix makes its questions' ids
// (`EO-L-001`): two imports at once (issue #46) picked the same free prefix and the second
// failed on a question's id. One bank per prefix, held by the database: the loser of the race
// takes the next free one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('content_banks_prefix')
    .on('content_banks')
    .column('prefix')
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('content_banks_prefix').execute();
}
