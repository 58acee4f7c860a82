import type { Database as SQLiteDatabase } from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type { Database } from './database.js';
import type { WalSync } from './wal-sync.js';

/** The better-sqlite3 connection behind a Kysely database or one of its transactions. */
export interface SqliteConnection {
  /** The database the connection belongs to, whose compiled queries a transaction reuses. */
  root: Kysely<Database>;
  sqlite: SQLiteDatabase;
  /** True for a transaction, which holds the connection until it ends. */
  transaction: boolean;
  /** Counts the commits and syncs them off the event loop; none in memory (ADR 0024). */
  walSync: WalSync | undefined;
}

const connections = new WeakMap<Kysely<Database>, SqliteConnection>();

export function registerSqlite(
  db: Kysely<Database>,
  sqlite: SQLiteDatabase,
  walSync: WalSync | undefined,
): void {
  connections.set(db, { root: db, sqlite, transaction: false, walSync });
}

/** Marks `trx`, open on the SQLite database `db`, as holding its connection. */
export function registerSqliteTransaction(trx: Kysely<Database>, db: Kysely<Database>): void {
  const connection = connections.get(db);
  if (connection) connections.set(trx, { ...connection, transaction: true });
}

/**
 * Ends what `registerSqliteTransaction` began, once the transaction is committed or rolled back:
 * a prepared query given that handle afterwards goes through Kysely, which refuses an ended
 * transaction, instead of running on the connection outside any transaction (issue #23).
 */
export function endSqliteTransaction(trx: Kysely<Database>): void {
  connections.delete(trx);
}

/**
 * The SQLite connection behind `db`, if registered. A prepared query runs on it directly only
 * when `db` is a registered transaction or no transaction holds the connection: otherwise a read
 * would see that transaction's uncommitted writes, so it waits its turn through Kysely
 * (`prepared.ts`).
 */
export function sqliteConnectionOf(db: Kysely<Database>): SqliteConnection | undefined {
  return connections.get(db);
}
