import type { Kysely } from 'kysely';

// Frozen: never import app code here (ADR 0004). Issue #40, point 2: propositions are shown in a
// random order by default, so that a right answer cannot be learnt by its letter; a learner may
// choose the bank's order in « Mes préférences ». Every learner who saved preferences before
// gets the new default, like those who never did.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('learner_preferences')
    .addColumn('proposition_order', 'text', (col) => col.notNull().defaultTo('aleatoire'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('learner_preferences').dropColumn('proposition_order').execute();
}
