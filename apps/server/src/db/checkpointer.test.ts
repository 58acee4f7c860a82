import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startCheckpointer } from './checkpointer.js';
import { createDatabase } from './dialect.js';
import { sqliteConnectionOf } from './sqlite-direct.js';

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

  it('copies the log into the database file while the server only commits', async () => {
    const db = createDatabase(`sqlite:${file}`);
    try {
      const connection = sqliteConnectionOf(db);
      expect(connection?.sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
      await sql`create table blobs (body blob not null)`.execute(db);
      const before = statSync(file).size;
      // 256 pages: a quarter of what SQLite's own automatic checkpoint would wait for.
      await sql`insert into blobs (body) values (zeroblob(${1 << 20}))`.execute(db);
      await until(() => statSync(file).size > before + (1 << 20));
    } finally {
      await db.destroy();
    }
  });

  it('closes its connection first, so that the server’s close removes the log', async () => {
    const db = createDatabase(`sqlite:${file}`);
    await sql`create table notes (body text not null)`.execute(db);
    const before = statSync(file).size;
    await sql`insert into notes (body) values (${'x'.repeat(100_000)})`.execute(db);
    // The thread has its connection open once it has copied something.
    await until(() => statSync(file).size > before);
    expect(existsSync(`${file}-wal`)).toBe(true);
    await db.destroy();
    expect(existsSync(`${file}-wal`)).toBe(false);
  });

  it('gives the connection its automatic checkpoints back once stopped', async () => {
    const sqlite = new SQLite(file);
    try {
      sqlite.pragma('journal_mode = WAL');
      const checkpointer = startCheckpointer(sqlite, file, (error) => {
        throw error;
      });
      expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
      await checkpointer.stop();
      expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
    } finally {
      sqlite.close();
    }
  });

  it('leaves the data version alone: the node keeps its copies', async () => {
    const db = createDatabase(`sqlite:${file}`);
    try {
      const sqlite = sqliteConnectionOf(db)?.sqlite as SQLite.Database;
      await sql`create table notes (body text not null)`.execute(db);
      await sql`insert into notes (body) values (${'x'.repeat(100_000)})`.execute(db);
      const version = sqlite.pragma('data_version', { simple: true });
      const before = statSync(file).size;
      await until(() => statSync(file).size > before);
      expect(sqlite.pragma('data_version', { simple: true })).toBe(version);
    } finally {
      await db.destroy();
    }
  });
});
