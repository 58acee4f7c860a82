import type { Kysely } from 'kysely';

// Frozen: never import app code here (ADR 0004). A counter of each inscription's learning
// writes (attempt made, answer given): the dashboard data is kept in memory while it holds
// (issue #6, bench/README.md), on every node alike since the counter lives here.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('learner_totals')
    .addColumn('changes', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('learner_totals').dropColumn('changes').execute();
}
