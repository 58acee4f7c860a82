// The rate-limit counters (table rate_limit), shared by the route limits and the limits on
// guesses (auth/throttle.ts): the one place that reads and writes them.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.js';

/**
 * Adds one to each counter under `keys`, whose window restarts once `reset_at` has passed: one
 * upsert, atomic on both engines, so parallel requests each see their own count. Shared by the
 * route rate limits and the limits on guesses (auth/throttle.ts), which count an attempt before
 * checking it.
 */
export async function incrementCounters(
  db: Kysely<Database>,
  keys: string[],
  windowMs: number,
  now = Date.now(),
): Promise<Map<string, { hits: number; resetAt: number }>> {
  const resetAt = now + windowMs;
  const rows = await db
    .insertInto('rate_limit')
    .values(keys.map((key) => ({ key, hits: 1, reset_at: resetAt })))
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        hits: sql<number>`case when rate_limit.reset_at <= ${now} then 1 else rate_limit.hits + 1 end`,
        reset_at: sql<number>`case when rate_limit.reset_at <= ${now} then ${resetAt} else rate_limit.reset_at end`,
      }),
    )
    .returning(['key', 'hits', 'reset_at'])
    .execute();
  return new Map(
    rows.map((row) => [row.key, { hits: Number(row.hits), resetAt: Number(row.reset_at) }]),
  );
}

export async function incrementCounter(
  db: Kysely<Database>,
  key: string,
  windowMs: number,
  now = Date.now(),
): Promise<{ hits: number; resetAt: number }> {
  const counter = (await incrementCounters(db, [key], windowMs, now)).get(key);
  if (!counter) throw new Error(`counter ${key} not returned`);
  return counter;
}

/** Takes back one count under each key: an attempt that turned out not to be a failure. */
export async function releaseCounters(db: Kysely<Database>, keys: string[]): Promise<void> {
  await db
    .updateTable('rate_limit')
    .set({ hits: sql<number>`hits - 1` })
    .where('key', 'in', keys)
    .where('hits', '>', 0)
    .execute();
}

/** Deletes the counters whose window has ended (housekeeping). */
export async function deleteExpiredCounters(db: Kysely<Database>, now: number): Promise<void> {
  await db.deleteFrom('rate_limit').where('reset_at', '<=', now).execute();
}

/** Forgets a counter altogether: its window starts afresh at the next use. */
export const deleteCounter = (db: Kysely<Database>, key: string) =>
  db.deleteFrom('rate_limit').where('key', '=', key).execute();
