import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
} from 'kysely';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { sqliteFile } from '../config.js';
import type { Database } from './database.js';
import { PipelinedPool } from './pg-pipeline.js';
import { startCheckpointer } from './checkpointer.js';
import { shareReads } from './shared-read.js';
import { registerSqlite } from './sqlite-direct.js';
import { withStatementCache } from './statement-cache.js';
import { SteadyLimits } from './steady-limits.js';
import { WalSync } from './wal-sync.js';
import { oncePerTurn, WriteWatch, type Unseen } from './write-watch.js';

export type Engine = 'sqlite' | 'postgres';

export function engineOf(databaseUrl: string): Engine {
  return databaseUrl.startsWith('sqlite:') ? 'sqlite' : 'postgres';
}

// Timestamps are epoch milliseconds in BIGINT columns (ADR 0004); they fit a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

// Kysely hides its pool; the metrics read the pool's counts (plugins/metrics.ts).
const pools = new WeakMap<Kysely<Database>, PipelinedPool>();

/** The pg pool behind a PostgreSQL database made by `createDatabase`; none for SQLite. */
export function poolOf(db: Kysely<Database>): PipelinedPool | undefined {
  return pools.get(db);
}

/**
 * The writes that change no session a node keeps (modules/auth/session-cache.ts, which would
 * otherwise be emptied all the time): a new session (its token is new), a session's last-seen
 * time (written once a minute per learner, and checked against the idle timeout from the clock),
 * an inscription's credits (spent at each mock exam) and exam day, which a session does not read
 * (`sessionByHash`; `session-cache.test.ts` checks it). PostgreSQL's notices leave out the same
 * writes (migration 2026-12-14T0900). A session deleted (a sign-out, a sign-in that replaces the
 * browser's session, an expiry) makes only its own copy stale: the deletes that return its id
 * name it, and only that copy goes; PostgreSQL names it too (migration 2026-12-15T0900).
 */
export const UNSEEN_BY_SESSIONS = {
  sessions: { inserts: true, columns: ['last_seen_at'], ended: 'id' },
  inscriptions: { columns: ['total_credits', 'remaining_credits', 'exam_day'] },
} as const satisfies Record<string, Unseen>;

const watch = (othersVersion?: () => number) => [new WriteWatch(UNSEEN_BY_SESSIONS, othersVersion)];

/**
 * SQLite with transactions that take the write lock as they begin (`begin immediate`). Another
 * process may write to the file (an admin command, an operator's script): a transaction begun
 * deferred that read before writing is then refused at its first write, SQLITE_BUSY_SNAPSHOT,
 * which no busy wait cures, and an answer that reads the question's memory first would fail.
 * Begun immediate, it waits its turn like any writer and its snapshot cannot go stale. In the
 * process itself nothing changes: its one connection runs one transaction at a time anyway.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  constructor(
    settings: SqliteDialectConfig,
    private readonly beforeClose: () => Promise<void>,
  ) {
    super(settings);
  }
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
  override async destroy(): Promise<void> {
    await this.beforeClose();
    await super.destroy();
  }
}
class ImmediateSqliteDialect extends SqliteDialect {
  constructor(
    private readonly settings: SqliteDialectConfig,
    private readonly beforeClose: () => Promise<void>,
  ) {
    super(settings);
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.settings, this.beforeClose);
  }
}

/**
 * `onBackgroundError` hears about what fails outside any request: PostgreSQL connections that
 * die while idle (a server restart, an administrator's kill), which pg removes from the pool
 * (pg-pipeline.ts) and which would crash the process without a listener; SQLite's checkpoints
 * (checkpointer.ts).
 */
export function createDatabase(
  databaseUrl: string,
  onBackgroundError: (error: Error) => void = () => {},
): Kysely<Database> {
  if (engineOf(databaseUrl) === 'postgres') {
    const pool = new PipelinedPool(databaseUrl, onBackgroundError);
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: pool.asKyselyPool() }),
      plugins: watch(),
    });
    pools.set(db, pool);
    return db;
  }
  const file = sqliteFile(databaseUrl);
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL lets readers work while one writer commits. The log is synced after each commit, off
  // the event loop, and no answer says a write is done before its sync (ADR 0024, after 0010):
  // an acknowledged answer survives a power cut too, as on PostgreSQL.
  sqlite.pragma('journal_mode = WAL');
  const walSync = file === ':memory:' ? undefined : new WalSync(`${file}-wal`);
  sqlite.pragma(walSync ? 'synchronous = NORMAL' : 'synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  if (walSync) shareReads(sqlite, onBackgroundError);
  const checkpointer = walSync ? startCheckpointer(file, onBackgroundError) : undefined;
  // Moves whenever another process (the admin command, an import) commits to the file: this
  // node's copies of sessions and content see it from the next turn of the event loop (ADR 0024,
  // amended: read once a turn, as each read takes the log's shared lock).
  const dataVersion = sqlite.prepare<[], number>('pragma data_version').pluck();
  const db = new Kysely<Database>({
    dialect: new ImmediateSqliteDialect(
      {
        database: withStatementCache(sqlite, undefined, walSync),
      },
      async () => checkpointer?.stop(),
    ),
    plugins: [...watch(oncePerTurn(() => dataVersion.get() ?? 0)), new SteadyLimits()],
  });
  registerSqlite(db, sqlite, walSync);
  return db;
}
