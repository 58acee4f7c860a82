import SQLite from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCounting, WalSync } from './wal-sync.js';

const dir = mkdtempSync(path.join(tmpdir(), 'prepacode-wal-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A WAL-mode file, with a sync that runs only when the test says so. */
function held() {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.sqlite`);
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.exec('create table t (n integer)');
  const syncs: ((error: Error | null) => void)[] = [];
  const walSync = new WalSync(`${file}-wal`, (_fd, done) => syncs.push(done));
  const settled = (promise: Promise<void>) => {
    const state = { done: false, error: undefined as unknown };
    promise.then(
      () => (state.done = true),
      (error: unknown) => (state.error = error),
    );
    return state;
  };
  const tick = () => new Promise((resolve) => setImmediate(resolve));
  return { sqlite, walSync, syncs, settled, tick };
}

describe('WalSync', () => {
  it('counts a write outside a transaction, and a transaction once, at its commit', () => {
    const { sqlite, walSync } = held();
    const insert = sqlite.prepare('insert into t values (?)');
    const read = sqlite.prepare('select count(*) as n from t');
    runCounting(sqlite, read, [], walSync);
    expect(walSync.isDurable).toBe(true);
    runCounting(sqlite, insert, [1], walSync);
    expect(walSync.isDurable).toBe(false);

    const { walSync: other } = held();
    const begin = sqlite.prepare('begin');
    const commit = sqlite.prepare('commit');
    runCounting(sqlite, begin, [], other);
    runCounting(sqlite, insert, [2], other);
    runCounting(sqlite, read, [], other);
    expect(other.isDurable).toBe(true);
    runCounting(sqlite, commit, [], other);
    expect(other.isDurable).toBe(false);
  });

  it('answers a wait only once a sync begun after the commit is done, one sync for all waiting', async () => {
    const { walSync, syncs, settled, tick } = held();
    walSync.committed();
    const first = settled(walSync.durable());
    const second = settled(walSync.durable());
    await tick();
    expect(syncs).toHaveLength(1);
    expect(first.done || second.done).toBe(false);
    // Committed while that sync runs: not covered by it, so it waits for the next.
    walSync.committed();
    const third = settled(walSync.durable());
    syncs[0]?.(null);
    await tick();
    expect([first.done, second.done, third.done]).toEqual([true, true, false]);
    expect(syncs).toHaveLength(2);
    syncs[1]?.(null);
    await tick();
    expect(third.done).toBe(true);
    expect(walSync.isDurable).toBe(true);
    // Nothing left to sync: the next wait is answered at once, without a sync.
    await walSync.durable();
    expect(syncs).toHaveLength(2);
  });

  it('fails the waits a failed sync was for, and syncs again for the next', async () => {
    const { walSync, syncs, settled, tick } = held();
    walSync.committed();
    const failed = settled(walSync.durable());
    await tick();
    syncs[0]?.(new Error('EIO'));
    await tick();
    expect(failed.error).toBeInstanceOf(Error);
    expect(walSync.isDurable).toBe(false);
    const retried = settled(walSync.durable());
    await tick();
    syncs[1]?.(null);
    await tick();
    expect(retried.done).toBe(true);
  });
});
