import { type Kysely } from 'kysely';

// Frozen: never import app code here (ADR 0004). Issue #19, points 8 and 9: a school's contact
// details and the brand it sells under, and the operator's decision on a question report. Both
// carry a version so that two operators writing at once cannot silently overwrite each other.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('structures').addColumn('address', 'varchar(300)').execute();
  await db.schema.alterTable('structures').addColumn('phone', 'varchar(20)').execute();
  await db.schema.alterTable('structures').addColumn('brand', 'varchar(30)').execute();
  await db.schema
    .alterTable('structures')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  // 'a_voir' (not looked at yet), 'corrigee' or 'rejetee'.
  await db.schema
    .alterTable('question_reports')
    .addColumn('status', 'varchar(20)', (col) => col.notNull().defaultTo('a_voir'))
    .execute();
  await db.schema
    .alterTable('question_reports')
    .addColumn('decided_by', 'varchar(40)', (col) =>
      col.references('users.id').onDelete('set null'),
    )
    .execute();
  await db.schema.alterTable('question_reports').addColumn('decided_at', 'bigint').execute();
  await db.schema
    .alterTable('question_reports')
    .addColumn('status_version', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['status_version', 'decided_at', 'decided_by', 'status']) {
    await db.schema.alterTable('question_reports').dropColumn(column).execute();
  }
  for (const column of ['version', 'brand', 'phone', 'address']) {
    await db.schema.alterTable('structures').dropColumn(column).execute();
  }
}
