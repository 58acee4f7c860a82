import type { Kysely } from 'kysely';

// Frozen: never import app code here (ADR 0004). The school space's groups and the learners'
// anonymisation (issue #19, points 7 and 3; ADR 0017).
export async function up(db: Kysely<unknown>): Promise<void> {
  // Two groups of one school never share a name: the unique index settles two creations at once.
  // Names already doubled (none in the demo data) get a number first, so the index can be built.
  const groups = db as unknown as Kysely<{
    groups: { id: string; structure_id: string; name: string };
  }>;
  const rows = await groups
    .selectFrom('groups')
    .select(['id', 'structure_id', 'name'])
    .orderBy('id')
    .execute();
  const seen = new Set<string>();
  for (const row of rows) {
    let name = row.name;
    for (let n = 2; seen.has(`${row.structure_id}\n${name}`); n += 1) name = `${row.name} (${n})`;
    seen.add(`${row.structure_id}\n${name}`);
    if (name !== row.name) {
      await groups.updateTable('groups').set({ name }).where('id', '=', row.id).execute();
    }
  }
  await db.schema
    .createIndex('groups_school_name')
    .on('groups')
    .columns(['structure_id', 'name'])
    .unique()
    .execute();
  await db.schema.createIndex('users_group').on('users').column('group_id').execute();

  // When the learner's personal data was erased; null for everyone else.
  await db.schema.alterTable('users').addColumn('anonymised_at', 'bigint').execute();

  // A learner's deletion request, once the school acted on it: who and when.
  await db.schema.alterTable('deletion_requests').addColumn('handled_at', 'bigint').execute();
  await db.schema
    .alterTable('deletion_requests')
    .addColumn('handled_by', 'varchar(40)', (col) =>
      col.references('users.id').onDelete('set null'),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('deletion_requests').dropColumn('handled_by').execute();
  await db.schema.alterTable('deletion_requests').dropColumn('handled_at').execute();
  await db.schema.alterTable('users').dropColumn('anonymised_at').execute();
  await db.schema.dropIndex('users_group').execute();
  await db.schema.dropIndex('groups_school_name').execute();
}
