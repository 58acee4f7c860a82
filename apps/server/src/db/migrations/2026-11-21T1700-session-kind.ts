import type { Kysely } from 'kysely';

// Frozen: never import app code here (ADR 0004). Staff sign in on the central site with a
// session of their own kind, which the learner API refuses.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('sessions')
    .addColumn('kind', 'varchar(20)', (col) => col.notNull().defaultTo('learner'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('kind').execute();
}
