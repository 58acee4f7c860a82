import type { Database as SQLiteDatabase, RunResult } from 'better-sqlite3';
import fs, { closeSync, fsyncSync, openSync } from 'node:fs';
import type { RowStatement } from './fixed-rows.js';
import { sharedReadOf } from './shared-read.js';

type Fsync = (fd: number, done: (error: Error | null) => void) => void;

interface Waiter {
  upTo: number;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * SQLite's commits made durable off the event loop (ADR 0024). The connection runs with
 * `synchronous=NORMAL`: a commit writes its frames to the write-ahead log and returns without
 * syncing it; this class syncs the log in libuv's thread pool, and whoever must not answer
 * before the data is on disk (plugins/db.ts) waits for `durable()`. Commits that
 * come while a sync runs share the next one, as a group commit does. SQLite's checkpoints sync
 * the log before copying it into the database file, so what a checkpoint copies is on disk.
 *
 * A sync of the file through a descriptor of our own reaches every write of the file, whichever
 * descriptor made it (fsync(2) syncs the file, not the descriptor).
 */
export class WalSync {
  private commits = 0;
  private synced = 0;
  private syncing = false;
  private waiters: Waiter[] = [];
  private fd: number | undefined;

  constructor(
    private readonly walFile: string,
    // Read at each call, so that a test can hold the sync back (durable-answers.test.ts).
    private readonly syncFile: Fsync = (fd, done) => fs.fsync(fd, done),
  ) {}

  /** True when every commit counted so far is on disk. */
  get isDurable(): boolean {
    return this.synced >= this.commits;
  }

  /** Called after each statement that may have ended a transaction with a commit. */
  committed(): void {
    this.commits += 1;
  }

  /** Resolves once every commit counted so far is on disk; rejects if the sync failed. */
  durable(): Promise<void> {
    const upTo = this.commits;
    if (this.synced >= upTo) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.waiters.push({ upTo, resolve, reject });
      this.next();
    });
  }

  /** Syncs what is left, on the calling thread: at close, when nothing may wait any more. */
  close(): void {
    if (this.fd === undefined) return;
    if (this.synced < this.commits) fsyncSync(this.fd);
    closeSync(this.fd);
    this.fd = undefined;
  }

  private next(): void {
    if (this.syncing || this.waiters.length === 0) return;
    this.syncing = true;
    // What is committed now is what this sync covers; later commits wait for the next one.
    const target = this.commits;
    let fd: number;
    try {
      fd = this.fd ??= openSync(this.walFile, 'r+');
    } catch (error) {
      this.settle(target, error);
      return;
    }
    this.syncFile(fd, (error) => this.settle(target, error ?? undefined));
  }

  private settle(target: number, error: unknown): void {
    this.syncing = false;
    if (error === undefined) this.synced = Math.max(this.synced, target);
    const waiting = this.waiters;
    this.waiters = [];
    for (const waiter of waiting) {
      if (waiter.upTo <= this.synced) waiter.resolve();
      // A failed sync fails those it was for: their data may not be on disk, so no answer
      // may say it is. Those who came later get a sync of their own.
      else if (error !== undefined && waiter.upTo <= target) waiter.reject(error);
      else this.waiters.push(waiter);
    }
    this.next();
  }
}

/**
 * Runs `statement` (all or run, as its kind asks) and counts the commit it made, if any: a write
 * outside any transaction, or the end of one (COMMIT, or RELEASE of the outermost savepoint; a
 * rollback counts too, which costs at most one needless sync). A plain read joins the turn's
 * shared read transaction, and anything else ends it first (shared-read.ts). Every statement of
 * the server's
 * SQLite connection runs through here: Kysely's (statement-cache.ts) and the prepared ones
 * (prepared.ts).
 */
export function runCounting<R>(
  sqlite: SQLiteDatabase,
  statement: RowStatement<R>,
  parameters: readonly unknown[],
  walSync: WalSync | undefined,
): R[] | RunResult {
  sharedReadOf(sqlite)?.before(statement);
  const wasInTransaction = sqlite.inTransaction;
  const result = statement.reader ? statement.all(parameters) : statement.run(parameters);
  if (walSync && !sqlite.inTransaction && (wasInTransaction || !statement.readonly)) {
    walSync.committed();
  }
  return result;
}
