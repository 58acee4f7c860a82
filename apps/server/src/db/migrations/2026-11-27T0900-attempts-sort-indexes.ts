import type { Kysely } from 'kysely';

// Frozen: never import app code here (ADR 0004). The history's sort indexes end with `id`, which
// breaks ties, or the database sorts the whole history to find a page; the latest attempt of a
// series, of a type, or the unfinished one is read from an index's end. This change was first
// made by editing 2026-11-21T2200-attempts after it had landed, so a database created before
// that edit never got it (issue #20, point 6). That file stays as it landed since (frozen,
// migrations/frozen.json); this migration brings every database to the same indexes: dropping
// first makes it right on either kind, and a fresh one gets the same indexes again.
const SORTED = ['updated_at', 'label', 'nb_correct', 'nb_answered'] as const;
const LATEST = [
  ['slug', 'slug'],
  ['type', 'type'],
  ['ended', null],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of SORTED) {
    await db.schema.dropIndex(`attempts_inscription_${column}`).ifExists().execute();
    await db.schema
      .createIndex(`attempts_inscription_${column}`)
      .on('attempts')
      .columns(['inscription_id', column, 'id'])
      .execute();
  }
  for (const [name, column] of LATEST) {
    await db.schema.dropIndex(`attempts_inscription_${name}`).ifExists().execute();
    await db.schema
      .createIndex(`attempts_inscription_${name}`)
      .on('attempts')
      .columns(['inscription_id', ...(column ? [column] : []), 'ended', 'updated_at'])
      .execute();
  }
}

/** Back to the indexes a database created before that edit had. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of SORTED) {
    await db.schema.dropIndex(`attempts_inscription_${column}`).execute();
    await db.schema
      .createIndex(`attempts_inscription_${column}`)
      .on('attempts')
      .columns(['inscription_id', column])
      .execute();
  }
  await db.schema.dropIndex('attempts_inscription_ended').execute();
  for (const name of ['slug', 'type'] as const) {
    await db.schema.dropIndex(`attempts_inscription_${name}`).execute();
    await db.schema
      .createIndex(`attempts_inscription_${name}`)
      .on('attempts')
      .columns(['inscription_id', name, 'ended'])
      .execute();
  }
}
