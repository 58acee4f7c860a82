import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { perDatabase } from '../../db/per-database.js';

/**
 * The content stamp as a subquery: the counter every import bumps in its transaction
 * (content/import.ts). A cache of content holds while the stamp holds; it lives in the database,
 * so an import seen by one node is seen by all.
 */
export const contentStampQuery = (eb: ExpressionBuilder<Database, never>) =>
  eb.selectFrom('content_stamp').select('stamp').where('id', '=', 1);

/** Bumps the stamp: the last write of an import, in its transaction. */
export const bumpContentStamp = (db: Kysely<Database>) =>
  db
    .updateTable('content_stamp')
    .set((eb) => ({ stamp: eb('stamp', '+', 1) }))
    .where('id', '=', 1)
    .execute();

/**
 * What the hot routes read of the content is kept per database and checked against the stamp:
 * one tiny read instead of the queries (bench/README.md). Nothing another node needs lives here.
 */
const contentCache = perDatabase(() => ({
  stamp: null as number | null,
  entries: new Map<string, Promise<unknown>>(),
}));

/** `load()` once per key and content stamp; a failed read is not kept. */
export async function cachedContent<T>(
  db: Kysely<Database>,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  const row = await db
    .selectNoFrom((eb) => contentStampQuery(eb).as('stamp'))
    .executeTakeFirstOrThrow();
  const stamp = row.stamp === null ? null : Number(row.stamp);
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
