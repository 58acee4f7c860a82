import type { Database as SQLiteDatabase } from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import { withFixedRows, type RowStatement } from './fixed-rows.js';
import { sharedReadOf } from './shared-read.js';
import { runCounting, type WalSync } from './wal-sync.js';

/** Kysely's use of a statement, its commits counted for `walSync` (ADR 0024). */
function counted(
  sqlite: SQLiteDatabase,
  statement: RowStatement,
  walSync: WalSync,
): SqliteStatement {
  return {
    reader: statement.reader,
    all: (parameters) => runCounting(sqlite, statement, parameters, walSync) as unknown[],
    run: (parameters) =>
      runCounting(sqlite, statement, parameters, walSync) as ReturnType<SqliteStatement['run']>,
    iterate: (parameters) => statement.iterate(parameters),
  };
}

/**
 * Kysely's SQLite driver prepares every query anew; preparing was 5 % of a hot route's CPU.
 * Reusing a statement is safe because that driver runs one query at a time on its single
 * connection. Least recently used statements are dropped past `size`. With `walSync`, each
 * statement's commit is counted, and what is committed is synced before the connection closes.
 */
export function withStatementCache(
  sqlite: SQLiteDatabase,
  size = 500,
  walSync?: WalSync,
): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => {
      sharedReadOf(sqlite)?.end();
      statements.clear();
      walSync?.close();
      sqlite.close();
    },
    prepare: (sql: string) => {
      let statement = statements.get(sql);
      if (statement) {
        statements.delete(sql);
      } else {
        const prepared = withFixedRows(sqlite.prepare(sql));
        statement = walSync ? counted(sqlite, prepared, walSync) : prepared;
        if (statements.size >= size) statements.delete(statements.keys().next().value as string);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}
