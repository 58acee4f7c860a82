import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { perDatabase } from '../../db/per-database.js';
import { writeWatchOf } from '../../db/write-watch.js';
import type { LiveSession } from './sessions.repository.js';

/**
 * How long a node trusts a session row it read (ADR 0023). Every learner call checks its
 * session; a learner's page sends its calls in bursts, and a node under load reads the same
 * rows again and again. Any write this node makes to the rows behind a session (the session,
 * its inscription, the bank of its licence) empties the copies at once, through the write count
 * of `WriteWatch`; another node's or the admin command's change is seen within this time.
 */
export const SESSION_TRUST_MS = 1_000;

/** The tables a live session is read from (sessions.repository.ts, `sessionByHash`). */
const SESSION_TABLES = ['sessions', 'inscriptions', 'content_bank_licences'] as const;

/** Copies kept at most: about 600 bytes each. The oldest go first. */
const KEPT = 20_000;

interface Kept {
  row: LiveSession;
  writes: number;
  until: number;
}

const kept = perDatabase(() => new Map<string, Kept>());

/** This node's writes to the session tables so far; -1 where nothing counts them. */
export function sessionWrites(db: Kysely<Database>): number {
  return writeWatchOf(db)?.count(SESSION_TABLES) ?? -1;
}

/** The row kept for this cookie token, if still trusted at `now` with no write since. */
export function keptSession(
  db: Kysely<Database>,
  token: string,
  now: number,
): LiveSession | undefined {
  const hit = kept(db).get(token);
  if (!hit) return undefined;
  if (hit.until > now && hit.writes === sessionWrites(db) && hit.writes >= 0) return hit.row;
  kept(db).delete(token);
  return undefined;
}

/** Keeps a row read from the database; `writes` is the count read before the read. */
export function keepSession(
  db: Kysely<Database>,
  token: string,
  row: LiveSession,
  writes: number,
  now: number,
): void {
  if (writes < 0) return;
  const copies = kept(db);
  copies.delete(token);
  copies.set(token, { row, writes, until: now + SESSION_TRUST_MS });
  if (copies.size > KEPT) copies.delete(copies.keys().next().value as string);
}
