import type { Kysely } from 'kysely';

// Frozen: never import app code here (ADR 0004). The content stamp (issue #23, point 1): a
// counter every import bumps in its transaction, which the nodes' content caches compare with
// what they hold. It was max(content_banks.imported_at): an import run on a machine whose clock
// was behind the last one left that maximum unchanged, and every node kept serving old content.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_stamp')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('stamp', 'bigint', (col) => col.notNull())
    .execute();
  // One row, there from the start: an import only ever updates it.
  await (db as Kysely<{ content_stamp: { id: number; stamp: number } }>)
    .insertInto('content_stamp')
    .values({ id: 1, stamp: 0 })
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_stamp').execute();
}
