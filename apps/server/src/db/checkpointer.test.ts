import SQLite from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHECKPOINT_EVERY_MS, CHECKPOINT_IDLE_MS, startCheckpointer } from './checkpointer.js';
import type { Database } from './database.js';
import { createDatabase } from './dialect.js';
import { sqliteConnectionOf } from './sqlite-direct.js';

const require = createRequire(import.meta.url);

// Issue #37: the checkpoints ran on the event loop, inside the commit that crossed 1,000 pages.
describe('the SQLite checkpointer thread', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'checkpointer-'));
    file = path.join(dir, 'db.sqlite');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const until = async (done: () => boolean) => {
    for (let waited = 0; !done(); waited += 20) {
      if (waited > 5_000) throw new Error('still waiting after 5 s');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  /** Runs `work` on a server's database in the file, closed afterwards whatever happens. */
  const onFile = async (work: (db: Kysely<Database>, sqlite: SQLite.Database) => Promise<void>) => {
    const db = createDatabase(`sqlite:${file}`);
    try {
      await work(db, sqliteConnectionOf(db)?.sqlite as SQLite.Database);
    } finally {
      await db.destroy();
    }
  };

  it('copies the log into the database file while the server only commits', () =>
    onFile(async (db) => {
      await sql`create table blobs (body blob not null)`.execute(db);
      const before = statSync(file).size;
      // 256 pages: a quarter of what SQLite's own automatic checkpoint waits for.
      await sql`insert into blobs (body) values (zeroblob(${1 << 20}))`.execute(db);
      await until(() => statSync(file).size > before + (1 << 20));
    }));

  // A passive checkpoint on another thread may never catch up with steady commits: with one
  // every 100 ms and none of the connection's own, a log grew to 129 MB in 4 s (issue #37).
  it('keeps the log within a few MB under steady writes', () =>
    onFile(async (db, sqlite) => {
      sqlite.exec('create table notes (body text not null)');
      const insert = sqlite.prepare('insert into notes (body) values (?)');
      let largest = 0;
      for (const end = Date.now() + 1_500; Date.now() < end;) {
        for (let row = 0; row < 3; row += 1) insert.run('x'.repeat(3_000));
        largest = Math.max(largest, statSync(`${file}-wal`).size);
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
      expect(largest).toBeLessThan(8 << 20);
    }));

  // A listener added to the worker after `unref` held its port, and the process, open.
  it('lets the process end once the database is closed', async () => {
    const ports = () => process.getActiveResourcesInfo().filter((r) => r === 'MessagePort').length;
    const before = ports();
    await onFile(async (db) => {
      await sql`create table notes (body text not null)`.execute(db);
      await sql`insert into notes (body) values ('un')`.execute(db);
    });
    expect(ports()).toBe(before);
  });

  it('closes its connection first, so that the server’s close removes the log', async () => {
    await onFile(async (db) => {
      await sql`create table notes (body text not null)`.execute(db);
      const before = statSync(file).size;
      await sql`insert into notes (body) values (${'x'.repeat(100_000)})`.execute(db);
      // The thread has its connection open once it has copied something.
      await until(() => statSync(file).size > before);
      expect(existsSync(`${file}-wal`)).toBe(true);
    });
    expect(existsSync(`${file}-wal`)).toBe(false);
  });

  it('tells a failing checkpoint once, not at each try', async () => {
    writeFileSync(file, 'pas une base SQLite, mais assez longue pour en avoir l’air'.repeat(100));
    const errors: Error[] = [];
    const checkpointer = startCheckpointer(file, (error) => errors.push(error));
    try {
      await until(() => errors.length > 0);
      await new Promise((resolve) => setTimeout(resolve, 20 * CHECKPOINT_EVERY_MS));
      expect(errors.map((error) => error.message)).toEqual([
        'SQLite checkpoint: file is not a database',
      ]);
    } finally {
      await checkpointer.stop();
    }
  });

  // Session 63: the thread woke every 10 ms whatever happened: 2.2–2.4 % of a core, idle.
  // Linux counts each thread's turns on a core (`schedstat`): a slower machine gives fewer.
  it.runIf(existsSync('/proc/self/task'))(
    'sleeps longer while nothing is committed, and copies again at the next commit',
    () =>
      onFile(async (db) => {
        const threads = () => new Set(readdirSync('/proc/self/task'));
        await sql`create table notes (body text not null)`.execute(db);
        // Its own checkpointer's thread has ended once it is closed.
        await db.destroy();
        const before = threads();
        const checkpointer = startCheckpointer(file, (error) => {
          throw error;
        });
        const writer = new SQLite(file);
        try {
          await new Promise((resolve) => setTimeout(resolve, 4 * CHECKPOINT_IDLE_MS));
          const started = [...threads()].filter((thread) => !before.has(thread));
          const turns = () =>
            started.reduce((sum, thread) => {
              const stat = readFileSync(`/proc/self/task/${thread}/schedstat`, 'utf8');
              return sum + Number(stat.trim().split(' ')[2]);
            }, 0);
          const first = turns();
          await new Promise((resolve) => setTimeout(resolve, 1_000));
          // Every 10 ms, it was a hundred; every 160 ms, about seven.
          expect(turns() - first).toBeLessThan(30);
          const size = statSync(file).size;
          writer.prepare('insert into notes (body) values (?)').run('x'.repeat(1 << 20));
          await until(() => statSync(file).size > size + (1 << 19));
        } finally {
          writer.close();
          await checkpointer.stop();
        }
      }),
  );

  // Session 64: a checkpoint that could not run (busy, -1 for both counts) counted as a full
  // copy, and the thread slept on a log it had not copied until the next commit.
  it('tries again after a checkpoint that another connection kept from running', async () => {
    await onFile(async (db) => {
      await sql`create table notes (body text not null)`.execute(db);
    });
    const errors: Error[] = [];
    const checkpointer = startCheckpointer(file, (error) => errors.push(error));
    const writer = new SQLite(file);
    const reader = new SQLite(file);
    try {
      const insert = writer.prepare('insert into notes (body) values (?)');
      insert.run('un');
      // A reader on that snapshot keeps anything later from being copied.
      reader.exec('begin');
      reader.prepare('select count(*) from notes').get();
      insert.run('x'.repeat(1 << 20));
      // A full checkpoint holds the checkpoint lock while it waits for that reader, 1 s at
      // most: every passive checkpoint of the thread meanwhile reports busy.
      const blocker = new Worker(
        `const { parentPort, workerData } = require('node:worker_threads');
        const db = new (require(workerData.driver))(workerData.file, { timeout: 1000 });
        parentPort.postMessage(db.pragma('wal_checkpoint(FULL)')[0].busy);
        db.close();`,
        { eval: true, workerData: { driver: require.resolve('better-sqlite3'), file } },
      );
      const exited = once(blocker, 'exit');
      const [busy] = (await once(blocker, 'message')) as [number];
      expect(busy).toBe(1);
      await exited;
      const size = statSync(file).size;
      reader.exec('commit');
      await until(() => statSync(file).size > size + (1 << 19));
      expect(errors).toEqual([]);
    } finally {
      reader.close();
      writer.close();
      await checkpointer.stop();
    }
  });

  it('leaves the data version alone: the node keeps its copies', () =>
    onFile(async (db, sqlite) => {
      await sql`create table notes (body text not null)`.execute(db);
      await sql`insert into notes (body) values (${'x'.repeat(100_000)})`.execute(db);
      const version = sqlite.pragma('data_version', { simple: true });
      const before = statSync(file).size;
      await until(() => statSync(file).size > before);
      expect(sqlite.pragma('data_version', { simple: true })).toBe(version);
    }));
});
