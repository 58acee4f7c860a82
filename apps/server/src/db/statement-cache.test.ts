import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withStatementCache } from './statement-cache.js';

describe('withStatementCache', () => {
  const sqlite = new SQLite(':memory:');
  afterEach(() => vi.restoreAllMocks());

  it('prepares a query once and reuses it', () => {
    const prepare = vi.spyOn(sqlite, 'prepare');
    const cached = withStatementCache(sqlite);
    const first = cached.prepare('select 1 as one');
    expect(cached.prepare('select 1 as one')).toBe(first);
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  it('drops the least recently used statement past its size', () => {
    const prepare = vi.spyOn(sqlite, 'prepare');
    const cached = withStatementCache(sqlite, 2);
    cached.prepare('select 1');
    cached.prepare('select 2');
    cached.prepare('select 1'); // now the most recent
    cached.prepare('select 3'); // evicts « select 2 »
    cached.prepare('select 1');
    cached.prepare('select 2');
    expect(prepare.mock.calls.map(([sql]) => sql)).toEqual([
      'select 1',
      'select 2',
      'select 3',
      'select 2',
    ]);
  });
});
