import { sql, SqliteAdapter, type Kysely, type Transaction } from 'kysely';
import type { Database } from './database.js';
import { perDatabase } from './per-database.js';
import {
  endSqliteTransaction,
  registerSqliteTransaction,
  sqliteConnectionOf,
} from './sqlite-direct.js';
import { runCounting } from './wal-sync.js';

type Work<T> = (trx: Transaction<Database>) => Promise<T>;

interface Pending {
  work: Work<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

interface Queue {
  pending: Pending[];
  scheduled: boolean;
  running: boolean;
}

const queues = perDatabase<Queue>(() => ({ pending: [], scheduled: false, running: false }));

/**
 * How long the first work of a batch waits for others on SQLite. Learners' answers come one at
 * a time, a fraction of a millisecond apart: waiting this long lets a few share each commit,
 * whose frames and system calls cost more than the writes themselves (issue #37: 8 to 11 % less
 * of a core at 15,000 learners, bench/CHANGELOG.md). An answer's reply waits for its sync
 * anyway; it waits this much more at most.
 */
const WINDOW_MS = 2;

/**
 * Runs `work` in a transaction and resolves once it is committed, like
 * `db.transaction().execute(work)`.
 *
 * On SQLite the works that arrive within `WINDOW_MS` share one transaction (group commit, ADR
 * 0012): one commit, and one sync of the log, which runs off the event loop
 * and which the request's answer waits for (ADR 0024, plugins/db.ts). Each runs in its own
 * savepoint, in arrival order, so one that throws undoes only its own writes and gets its own
 * error; none resolves before the shared commit. PostgreSQL already groups the syncs of
 * concurrent commits: there each work is its own transaction. `work` must use only `trx`:
 * SQLite has one connection, which the shared transaction holds until the batch ends.
 */
export function sharedCommit<T>(db: Kysely<Database>, work: Work<T>): Promise<T> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return db.transaction().execute(work);
  const queue = queues(db);
  return new Promise<T>((resolve, reject) => {
    queue.pending.push({ work, resolve: resolve as (value: unknown) => void, reject });
    schedule(db, queue);
  });
}

function schedule(db: Kysely<Database>, queue: Queue): void {
  if (queue.scheduled || queue.running || queue.pending.length === 0) return;
  queue.scheduled = true;
  // The batch's transaction opens only when the window ends, and its works then run without a
  // pause: reads never wait for a transaction that is waiting for writes.
  setTimeout(() => {
    queue.scheduled = false;
    queue.running = true;
    const batch = queue.pending;
    queue.pending = [];
    void commitTogether(db, batch).finally(() => {
      queue.running = false;
      schedule(db, queue);
    });
  }, WINDOW_MS);
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

const SAVEPOINT = {
  open: 'savepoint shared_commit',
  undo: 'rollback to savepoint shared_commit',
  close: 'release savepoint shared_commit',
};

/**
 * Each work's savepoint, run on the connection the transaction holds: through Kysely, each was
 * a query built, compiled and queued again, two or three for every answer (issue #37). A
 * database that is another's with a plugin added (a test's) has no connection of its own
 * known: its savepoints go through Kysely.
 */
const savepoints = perDatabase((db) => {
  const connection = sqliteConnectionOf(db);
  if (!connection) {
    return async (step: keyof typeof SAVEPOINT, trx: Kysely<Database>) => {
      await sql.raw(SAVEPOINT[step]).execute(trx);
    };
  }
  const { sqlite, walSync } = connection;
  const statements = {
    open: sqlite.prepare(SAVEPOINT.open),
    undo: sqlite.prepare(SAVEPOINT.undo),
    close: sqlite.prepare(SAVEPOINT.close),
  };
  return (step: keyof typeof SAVEPOINT) => {
    runCounting(sqlite, statements[step], [], walSync);
  };
});

async function commitTogether(db: Kysely<Database>, batch: Pending[]): Promise<void> {
  const outcomes: Outcome[] = [];
  try {
    const trx = await db.startTransaction().execute();
    registerSqliteTransaction(trx, db);
    const step = savepoints(db);
    try {
      for (const item of batch) {
        await step('open', trx);
        try {
          outcomes.push({ ok: true, value: await item.work(trx) });
        } catch (error) {
          await step('undo', trx);
          outcomes.push({ ok: false, error });
        }
        await step('close', trx);
      }
      await trx.commit().execute();
    } catch (error) {
      await trx.rollback().execute();
      throw error;
    } finally {
      endSqliteTransaction(trx);
    }
  } catch (error) {
    // Nothing of this batch is stored: every work gets the failure.
    for (const item of batch) item.reject(error);
    return;
  }
  batch.forEach((item, index) => {
    const outcome = outcomes[index] as Outcome;
    if (outcome.ok) item.resolve(outcome.value);
    else item.reject(outcome.error);
  });
}
