import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from '../../src/db/database.js';
import { createDatabase } from '../../src/db/dialect.js';
import { migrateToLatest } from '../../src/db/migrate.js';

export type TestEngine = 'sqlite' | 'postgres';

/**
 * The engines the API suites run on: SQLite always, PostgreSQL when `TEST_PG_URL` points to a
 * server (scripts/test.mjs starts a throwaway one). `TEST_DB_ENGINES` narrows the list.
 */
export function testEngines(): TestEngine[] {
  const wanted =
    process.env.TEST_DB_ENGINES ?? (process.env.TEST_PG_URL ? 'sqlite,postgres' : 'sqlite');
  const engines = wanted.split(',').map((name) => name.trim());
  for (const engine of engines) {
    if (engine !== 'sqlite' && engine !== 'postgres')
      throw new Error(`Unknown test engine: ${engine}`);
    if (engine === 'postgres' && !process.env.TEST_PG_URL)
      throw new Error('TEST_PG_URL is not set');
  }
  return engines as TestEngine[];
}

export interface TestDatabase {
  url: string;
  drop: () => Promise<void>;
}

/** A database of its own for one test file: in memory for SQLite, a new database for PostgreSQL. */
export async function createTestDatabase(engine: TestEngine): Promise<TestDatabase> {
  if (engine === 'sqlite') return { url: 'sqlite::memory:', drop: async () => {} };
  const adminUrl = process.env.TEST_PG_URL;
  if (!adminUrl) throw new Error('TEST_PG_URL is not set');
  const name = `t_${randomBytes(6).toString('hex')}`;
  await withClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await withClient(adminUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}

/** A test file's own database (`createTestDatabase`) with every migration, and how to close it. */
export async function migratedTestDatabase(
  engine: TestEngine,
): Promise<{ db: Kysely<Database>; close: () => Promise<void> }> {
  const database = await createTestDatabase(engine);
  const db = createDatabase(database.url);
  await migrateToLatest(db);
  return {
    db,
    close: async () => {
      await db.destroy();
      await database.drop();
    },
  };
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
