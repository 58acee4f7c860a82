import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { perDatabase } from '../../db/per-database.js';
import { writeWatchOf } from '../../db/write-watch.js';
import { readContentStamp } from './content-stamp.repository.js';

/**
 * What the hot routes read of the content is kept per database and checked against the stamp:
 * one tiny read instead of the queries (bench/README.md). Nothing another node needs lives here.
 */
const contentCache = perDatabase(() => ({
  stamp: null as number | null,
  entries: new Map<string, Promise<unknown>>(),
}));

/**
 * How long a node trusts the stamp it read (ADR 0023): a hot route reads several kinds of
 * content, and each read the stamp again. An import made by this node is seen at once (its
 * bump is counted by `WriteWatch`); one made by another process (`npm run content:import`, another
 * node) within this time on PostgreSQL, at once on SQLite.
 */
export const STAMP_TRUST_MS = 1_000;

const trustedStamp = perDatabase(() => ({ stamp: null as number | null, writes: -1, until: 0 }));

async function readStamp(db: Kysely<Database>): Promise<number | null> {
  const writes = writeWatchOf(db)?.count(['content_stamp']) ?? -1;
  const trusted = trustedStamp(db);
  const now = Date.now();
  if (writes >= 0 && trusted.writes === writes && trusted.until > now) return trusted.stamp;
  const row = await readContentStamp(db);
  const stamp = row.stamp === null ? null : Number(row.stamp);
  // On SQLite every other process's commit is seen (ADR 0024): no time limit is needed.
  const trust = writeWatchOf(db)?.seesEveryChange ? Number.POSITIVE_INFINITY : STAMP_TRUST_MS;
  Object.assign(trusted, { stamp, writes, until: now + trust });
  return stamp;
}

/** `load()` once per key and content stamp; a failed read is not kept. */
export async function cachedContent<T>(
  db: Kysely<Database>,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  const stamp = await readStamp(db);
  const cache = contentCache(db);
  if (cache.stamp !== stamp) {
    cache.stamp = stamp;
    cache.entries = new Map();
  }
  const { entries } = cache;
  let entry = entries.get(key);
  if (!entry) {
    entry = load();
    entries.set(key, entry);
    entry.catch(() => entries.delete(key));
  }
  return entry as Promise<T>;
}
