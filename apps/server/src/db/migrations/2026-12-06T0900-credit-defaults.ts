import type { Kysely } from 'kysely';

// Frozen: never import app code here (ADR 0004). Issue #41, point 5: each school's mock-exam
// credits by licence, given to a new learner by « Nouvel élève », the import and the activation
// codes. A licence without a row gives none.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('credit_defaults')
    .addColumn('structure_id', 'varchar(40)', (col) =>
      col.notNull().references('structures.id').onDelete('cascade'),
    )
    .addColumn('licence_code', 'varchar(16)', (col) => col.notNull())
    .addColumn('credits', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('credit_defaults_pk', ['structure_id', 'licence_code'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('credit_defaults').execute();
}
