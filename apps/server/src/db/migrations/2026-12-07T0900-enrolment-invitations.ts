import type { Kysely } from 'kysely';

// Frozen: never import app code here (ADR 0004). Issue #41, point 6 (ADR 0030): a school enrols
// an address that already has an account. The school gets an account of its own at once, as for
// a new address, held for the owner's consent: this row says which account it joins and the
// address the school typed (the held account's own address is never a real one). Consent moves
// the held account's inscriptions to the owner's account and deletes it, and this row with it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('enrolment_invitations')
    .addColumn('user_id', 'varchar(40)', (col) =>
      col.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('joins_user_id', 'varchar(40)', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('enrolment_invitations_by_email')
    .on('enrolment_invitations')
    .column('email')
    .execute();
  await db.schema
    .createIndex('enrolment_invitations_by_account')
    .on('enrolment_invitations')
    .column('joins_user_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('enrolment_invitations').execute();
}
