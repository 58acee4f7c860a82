import { sql, type Kysely } from 'kysely';

// Frozen: never import app code here (ADR 0004). The school space's roles (issue #19, ADR 0015):
// a staff account is a manager or an instructor of its school, or the operator of a network of
// schools.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('networks')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .alterTable('structures')
    .addColumn('network_id', 'varchar(40)', (col) => col.references('networks.id'))
    .execute();
  await db.schema.createIndex('structures_network').on('structures').column('network_id').execute();

  // 'gestionnaire', 'moniteur' or 'operateur' for staff accounts, null for learners. An
  // operator has a network and no school.
  await db.schema.alterTable('users').addColumn('staff_role', 'varchar(20)').execute();
  await db.schema
    .alterTable('users')
    .addColumn('network_id', 'varchar(40)', (col) => col.references('networks.id'))
    .execute();
  // The staff accounts made before roles existed did what an instructor does: look and help.
  await sql`update users set staff_role = 'moniteur' where role = 'staff'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('network_id').execute();
  await db.schema.alterTable('users').dropColumn('staff_role').execute();
  await db.schema.dropIndex('structures_network').execute();
  await db.schema.alterTable('structures').dropColumn('network_id').execute();
  await db.schema.dropTable('networks').execute();
}
