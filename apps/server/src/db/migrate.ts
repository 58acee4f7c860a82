import { Migrator, sql, type Kysely } from 'kysely';
import type { Database } from './database.js';
import { migrations } from './migrations/index.js';

const migratorOf = (db: Kysely<Database>) =>
  new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) } });

/** Brings the schema to the latest migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = migratorOf(db);
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result) => result.status === 'Error');
  if (error !== undefined) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Migration impossible${name}`, { cause: error });
  }
  return results.map((result) => result.migrationName);
}

/**
 * The migrations this code knows that the database has not run (readiness, issue #20.5): one
 * read of Kysely's table, not the Migrator's checks, since a probe calls it every few seconds.
 */
export async function pendingMigrations(db: Kysely<Database>): Promise<string[]> {
  const ran = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const done = new Set(ran.rows.map((row) => row.name));
  return Object.keys(migrations).filter((name) => !done.has(name));
}
