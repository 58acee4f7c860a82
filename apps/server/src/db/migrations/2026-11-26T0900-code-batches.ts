import type { Kysely } from 'kysely';

// Frozen: never import app code here (ADR 0004). Activation codes made in the school space
// (issue #19, point 3): a batch can give exam credits with its access, and a code not used yet
// can be revoked (a lost card); a revoked code is refused like an unknown one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('activation_codes')
    .addColumn('exam_credits', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('activation_codes').addColumn('revoked_at', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('activation_codes').dropColumn('revoked_at').execute();
  await db.schema.alterTable('activation_codes').dropColumn('exam_credits').execute();
}
