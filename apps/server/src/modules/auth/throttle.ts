import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import {
  deleteCounter,
  incrementCounters,
  releaseCounters,
} from '../../plugins/rate-limit.repository.js';

// Failed sign-ins per account and per address, in the shared counters table: enough to stop
// guessing, not enough to lock a learner out for long.
const THROTTLE_WINDOW_MS = 15 * 60_000;
const MAX_PER_ACCOUNT = 5;
const MAX_PER_ADDRESS = 50;

const accountKey = (email: string) => `login-fail:account:${email.trim().toLowerCase()}`;
const addressKey = (ip: string) => `login-fail:ip:${ip}`;

/**
 * Counts a sign-in attempt as a failure before its password is checked, in one statement for
 * the account and the address (issue #21.2): of a burst sent at once, only the first five per
 * account get checked, whatever their order. False when the attempt is past a limit.
 */
export async function reserveAttempt(
  db: Kysely<Database>,
  email: string,
  ip: string,
  now = Date.now(),
): Promise<boolean> {
  const counters = await incrementCounters(
    db,
    [accountKey(email), addressKey(ip)],
    THROTTLE_WINDOW_MS,
    now,
  );
  const account = counters.get(accountKey(email))?.hits ?? Infinity;
  const address = counters.get(addressKey(ip))?.hits ?? Infinity;
  return account <= MAX_PER_ACCOUNT && address <= MAX_PER_ADDRESS;
}

/** The right password: the account starts afresh, and the address's count is taken back. */
export async function clearFailures(db: Kysely<Database>, email: string, ip: string) {
  await deleteCounter(db, accountKey(email));
  await releaseCounters(db, [addressKey(ip)]);
}

/** An attempt whose password was never checked (the server was busy) counts for nothing. */
export async function releaseAttempt(db: Kysely<Database>, email: string, ip: string) {
  await releaseCounters(db, [accountKey(email), addressKey(ip)]);
}
