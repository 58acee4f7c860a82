import SQLite from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from './database.js';
import { createDatabase } from './dialect.js';
import { sharedCommit } from './shared-commit.js';
import { sqliteConnectionOf } from './sqlite-direct.js';

const dir = mkdtempSync(path.join(tmpdir(), 'prepacode-shared-read-'));
const opened: Kysely<Database>[] = [];
afterAll(async () => {
  for (const db of opened) await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

/** The server's connection to a new file, with a table of values. */
async function fileDatabase() {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.sqlite`);
  const db = createDatabase(`sqlite:${file}`);
  opened.push(db);
  await sql`create table t (n integer)`.execute(db);
  const sqlite = sqliteConnectionOf(db)?.sqlite as SQLite.Database;
  const values = async (on: Kysely<Database> = db) =>
    (await sql<{ n: number }>`select n from t order by n`.execute(on)).rows.map(({ n }) => n);
  return { db, file, sqlite, values };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('shared reads on a SQLite file', () => {
  it('lets the reads of one turn share a transaction, ended when the turn ends', async () => {
    const { sqlite, values } = await fileDatabase();
    await nextTurn();
    expect(sqlite.inTransaction).toBe(false);
    expect(await values()).toEqual([]);
    expect(sqlite.inTransaction).toBe(true);
    expect(await values()).toEqual([]);
    await nextTurn();
    expect(sqlite.inTransaction).toBe(false);
  });

  it('ends the shared read before a write, which is seen at once and synced as before', async () => {
    const { db, sqlite, values } = await fileDatabase();
    expect(await values()).toEqual([]);
    await sql`insert into t values (1)`.execute(db);
    // The write ran outside any transaction: committed, counted, its sync awaited by the answer.
    expect(sqlite.inTransaction).toBe(false);
    expect(sqliteConnectionOf(db)?.walSync?.isDurable).toBe(false);
    expect(await values()).toEqual([1]);
    await db.transaction().execute(async (trx) => {
      expect(await values(trx)).toEqual([1]);
      await sql`insert into t values (2)`.execute(trx);
    });
    expect(await values()).toEqual([1, 2]);
    await sharedCommit(db, (trx) => sql`insert into t values (3)`.execute(trx));
    expect(await values()).toEqual([1, 2, 3]);
  });

  it('sees what another process commits from the next turn, and never blocks its writes', async () => {
    const { file, values } = await fileDatabase();
    const other = new SQLite(file);
    other.pragma('busy_timeout = 100');
    expect(await values()).toEqual([]);
    // The turn's reads hold a snapshot; in WAL mode the other writer does not wait for them.
    other.prepare('insert into t values (7)').run();
    await nextTurn();
    expect(await values()).toEqual([7]);
    other.close();
  });
});
