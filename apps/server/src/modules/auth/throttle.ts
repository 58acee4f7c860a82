import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { incrementCounter } from '../../plugins/rate-limit.js';

// Failed sign-ins per account and per address, in the shared counters table: enough to stop
// guessing, not enough to lock a learner out for long.
const THROTTLE_WINDOW_MS = 15 * 60_000;
const MAX_PER_ACCOUNT = 5;
const MAX_PER_ADDRESS = 50;

const accountKey = (email: string) => `login-fail:account:${email.trim().toLowerCase()}`;
const addressKey = (ip: string) => `login-fail:ip:${ip}`;

export async function isThrottled(
  db: Kysely<Database>,
  email: string,
  ip: string,
  now = Date.now(),
): Promise<boolean> {
  const rows = await db
    .selectFrom('rate_limit')
    .select(['key', 'hits'])
    .where('key', 'in', [accountKey(email), addressKey(ip)])
    .where('reset_at', '>', now)
    .execute();
  return rows.some((row) =>
    row.key === addressKey(ip) ? row.hits >= MAX_PER_ADDRESS : row.hits >= MAX_PER_ACCOUNT,
  );
}

export async function recordFailure(
  db: Kysely<Database>,
  email: string,
  ip: string,
  now = Date.now(),
): Promise<void> {
  await incrementCounter(db, accountKey(email), THROTTLE_WINDOW_MS, now);
  await incrementCounter(db, addressKey(ip), THROTTLE_WINDOW_MS, now);
}

export async function clearFailures(db: Kysely<Database>, email: string): Promise<void> {
  await db.deleteFrom('rate_limit').where('key', '=', accountKey(email)).execute();
}
