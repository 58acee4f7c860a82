import type { Kysely } from 'kysely';

// Frozen: never import app code here (ADR 0004). Partner sign-up (issue #7): what a learner
// gives when signing up, and the tyre-maker brand's activation codes.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('phone', 'varchar(20)').execute();
  await db.schema.alterTable('users').addColumn('birth_date', 'varchar(10)').execute();
  await db.schema
    .alterTable('users')
    .addColumn('newsletter', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  // When a password link was made: a second one within minutes is not sent (any validity).
  await db.schema.alterTable('password_reset_tokens').addColumn('created_at', 'bigint').execute();

  await db.schema
    .createTable('activation_codes')
    .addColumn('code', 'varchar(20)', (col) => col.primaryKey())
    .addColumn('structure_id', 'varchar(40)', (col) =>
      col.notNull().references('structures.id').onDelete('cascade'),
    )
    .addColumn('licence_code', 'varchar(10)', (col) => col.notNull())
    /** Days of access the inscription gets from the day of sign-up. */
    .addColumn('access_days', 'integer', (col) => col.notNull())
    .addColumn('batch', 'varchar(60)', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    // The e-mail the code was last submitted with, and the sign-up token handed out for it.
    .addColumn('email', 'varchar(254)')
    .addColumn('token_hash', 'varchar(64)')
    .addColumn('token_expires_at', 'bigint')
    // Set once, in the transaction that creates the account: the code's owner.
    .addColumn('user_id', 'varchar(40)', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('activation_codes_token')
    .on('activation_codes')
    .column('token_hash')
    .unique()
    .execute();
  await db.schema
    .createIndex('activation_codes_structure')
    .on('activation_codes')
    .columns(['structure_id', 'batch'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('activation_codes').execute();
  await db.schema.alterTable('password_reset_tokens').dropColumn('created_at').execute();
  await db.schema.alterTable('users').dropColumn('newsletter').execute();
  await db.schema.alterTable('users').dropColumn('birth_date').execute();
  await db.schema.alterTable('users').dropColumn('phone').execute();
}
