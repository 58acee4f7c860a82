import { describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines } from '../test/databases.js';
import { createDatabase } from './dialect.js';
import { migrateToLatest } from './migrate.js';
import { migrations } from './migrations/index.js';

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

  it('are named by timestamp so they run in the order they were written', () => {
    for (const name of Object.keys(migrations))
      expect(name).toMatch(/^\d{4}-\d{2}-\d{2}T\d{4}-[a-z-]+$/);
  });
});
