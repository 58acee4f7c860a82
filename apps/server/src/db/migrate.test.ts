import { sql } from 'kysely';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines } from '../../test/helpers/databases.js';
import { createDatabase } from './dialect.js';
import { migrateToLatest } from './migrate.js';
import { migrations } from './migrations/index.js';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);

/** The columns of an index, in order, on either engine. */
async function indexColumns(db: ReturnType<typeof createDatabase>, engine: string, name: string) {
  if (engine === 'sqlite') {
    const rows = await sql<{ name: string }>`select name from pragma_index_info(${name})`.execute(
      db,
    );
    return rows.rows.map((row) => row.name);
  }
  const definition = await indexDefinition(db, engine, name);
  return (/USING \w+ \((.*?)\)(?: WHERE |$)/.exec(definition)?.[1] ?? '').split(', ');
}

/** The index's statement as the database keeps it. */
async function indexDefinition(
  db: ReturnType<typeof createDatabase>,
  engine: string,
  name: string,
) {
  const rows =
    engine === 'sqlite'
      ? await sql<{ definition: string }>`
          select sql as definition from sqlite_master where type = 'index' and name = ${name}`.execute(
          db,
        )
      : await sql<{ definition: string }>`
          select indexdef as definition from pg_indexes where indexname = ${name}`.execute(db);
  return rows.rows[0]?.definition ?? '';
}

describe.each(testEngines())('migrations on %s', (engine) => {
  it('apply once, then find nothing left to do', async () => {
    const database = await createTestDatabase(engine);
    const db = createDatabase(database.url);
    try {
      expect(await migrateToLatest(db)).toEqual(Object.keys(migrations).sort());
      expect(await migrateToLatest(db)).toEqual([]);
      const tables = (await db.introspection.getTables()).map((table) => table.name);
      expect(tables).toContain('rate_limit');
    } finally {
      await db.destroy();
      await database.drop();
    }
  });

  it('give the attempts their sort indexes, ending with id (moved out of a landed file)', async () => {
    const database = await createTestDatabase(engine);
    const db = createDatabase(database.url);
    try {
      await migrateToLatest(db);
      expect(await indexColumns(db, engine, 'attempts_inscription_updated_at')).toEqual([
        'inscription_id',
        'updated_at',
        'id',
      ]);
      expect(await indexColumns(db, engine, 'attempts_inscription_slug')).toEqual([
        'inscription_id',
        'slug',
        'updated_at',
      ]);
    } finally {
      await db.destroy();
      await database.drop();
    }
  });

  // Issue #37: an answer moves its attempt's counts and time; only the time's index and the
  // table's page change with it, the indexes of ended attempts never.
  it('keep ended attempts only in the indexes that sort or pick by what an answer moves', async () => {
    const database = await createTestDatabase(engine);
    const db = createDatabase(database.url);
    try {
      await migrateToLatest(db);
      for (const name of ['nb_correct', 'nb_answered', 'slug', 'type', 'shown_rate']) {
        expect(await indexDefinition(db, engine, `attempts_inscription_${name}`)).toMatch(
          /where \(?"?ended"? = 1\)?$/i,
        );
      }
      for (const name of ['updated_at', 'label']) {
        expect(await indexDefinition(db, engine, `attempts_inscription_${name}`)).not.toMatch(
          /where/i,
        );
      }
      expect(await indexDefinition(db, engine, 'attempts_inscription_ended')).toBe('');
    } finally {
      await db.destroy();
      await database.drop();
    }
  });

  it('are named by timestamp so they run in the order they were written', () => {
    for (const name of Object.keys(migrations))
      expect(name).toMatch(/^\d{4}-\d{2}-\d{2}T\d{4}-[a-z-]+$/);
  });
});

// Issue #20, point 6: a landed migration never changes (databases that ran it would never see
// the change). Each file's hash is recorded by `node scripts/freeze-migrations.mjs`.
describe('landed migrations', () => {
  it('are frozen: each file is recorded, and unchanged since', () => {
    const recorded = JSON.parse(
      readFileSync(new URL('frozen.json', MIGRATIONS_DIR), 'utf8'),
    ) as Record<string, string>;
    const files = readdirSync(MIGRATIONS_DIR).filter((file) => /^\d{4}-.*\.ts$/.test(file));
    expect(files.length).toBe(Object.keys(migrations).length);
    for (const file of files) {
      const hash = createHash('sha256')
        .update(readFileSync(new URL(file, MIGRATIONS_DIR)))
        .digest('hex');
      expect(
        recorded[file],
        `${file}: not recorded (run node scripts/freeze-migrations.mjs) or changed after it landed (write a new migration instead)`,
      ).toBe(hash);
    }
  });
});
