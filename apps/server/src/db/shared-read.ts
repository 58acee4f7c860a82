import type { Database as SQLiteDatabase, Statement } from 'better-sqlite3';
// Not the global one, which a test's fake timers replace: the turn's end must come.
import { setImmediate } from 'node:timers';
import type { RowStatement } from './fixed-rows.js';

/**
 * One read transaction for the reads of an event-loop turn on a SQLite file (issue #37). Each
 * statement run outside a transaction opens and ends one of its own, and in WAL mode that takes
 * and releases the log's read lock and looks at the file: three system calls, 8–10 µs of the
 * 9–11 a one-row read costs on this machine (a row read inside a transaction: about 1 µs;
 * bench/CHANGELOG.md, session 68). Under load, a turn serves many requests: the reads of all of
 * them now share one lock.
 *
 * Only plain reads share it. Anything else (a write, `begin immediate`, a savepoint) ends it
 * first and runs as before, so what counts and syncs commits (wal-sync.ts) and a transaction's
 * isolation are as they were, and a snapshot read here never meets a write. What another
 * process commits (the admin command, an import) is seen from the next turn, as the caches
 * already see it (ADR 0024).
 */
export class SharedRead {
  private open = false;
  private scheduled = false;
  private readonly begin: Statement;
  private readonly commit: Statement;
  private readonly rollback: Statement;

  constructor(
    private readonly sqlite: SQLiteDatabase,
    private readonly onError: (error: Error) => void,
  ) {
    this.begin = sqlite.prepare('begin');
    this.commit = sqlite.prepare('commit');
    this.rollback = sqlite.prepare('rollback');
  }

  /** Called before each statement: a plain read joins the turn's transaction, opening it. */
  before(statement: RowStatement): void {
    if (!statement.reader || !statement.readonly) {
      this.end();
      return;
    }
    if (this.sqlite.inTransaction) return;
    this.begin.run();
    this.open = true;
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.end();
    });
  }

  /** True when a transaction other than the turn's reads holds the connection. */
  get held(): boolean {
    return this.sqlite.inTransaction && !this.open;
  }

  /** Ends the turn's read transaction, if open: at the turn's end, before a write, at close. */
  end(): void {
    if (!this.open) return;
    this.open = false;
    // Ending a transaction that only read loses nothing, and nothing waits on it; one that
    // cannot be committed is rolled back, or the next `begin immediate` would be refused.
    try {
      if (this.sqlite.inTransaction) this.commit.run();
    } catch (error) {
      this.onError(error as Error);
      if (this.sqlite.inTransaction) this.rollback.run();
    }
  }
}

const shared = new WeakMap<SQLiteDatabase, SharedRead>();

/** Makes the reads of each turn on `sqlite`, a file's connection, share one transaction. */
export function shareReads(sqlite: SQLiteDatabase, onError: (error: Error) => void): void {
  shared.set(sqlite, new SharedRead(sqlite, onError));
}

export const sharedReadOf = (sqlite: SQLiteDatabase): SharedRead | undefined => shared.get(sqlite);

/** True when a transaction holds the connection, the turn's shared reads aside. */
export const heldByTransaction = (sqlite: SQLiteDatabase): boolean =>
  sharedReadOf(sqlite)?.held ?? sqlite.inTransaction;
