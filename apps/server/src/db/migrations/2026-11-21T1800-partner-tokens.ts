import type { Kysely } from 'kysely';

// Frozen: never import app code here (ADR 0004). Partner sign-on tokens already used, kept
// until they expire, so that a token cannot be replayed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('partner_tokens')
    .addColumn('partner', 'varchar(60)', (col) => col.notNull())
    .addColumn('jti', 'varchar(200)', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('partner_tokens_pk', ['partner', 'jti'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('partner_tokens').execute();
}
