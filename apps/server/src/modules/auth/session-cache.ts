import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { perDatabase } from '../../db/per-database.js';
import { writeWatchOf } from '../../db/write-watch.js';
import type { LiveSession } from './sessions.repository.js';

/**
 * How long a node trusts a session row it read, where another process's change may go unseen
 * (ADR 0023: PostgreSQL, between its notices). Every learner call checks its session, and a node
 * under load reads the same rows again and again. Any write this node makes to what a session
 * reads (the session, its inscription, the bank of its licence; not a new session, nor an
 * inscription's credits: `UNSEEN_BY_SESSIONS`) empties the copies at once, through the write
 * count of `WriteWatch`; on PostgreSQL another node's change is heard through
 * its notice, and seen within this time in any case. On SQLite the database tells of every other
 * process's commit (`data_version`), so a copy holds until something changes (ADR 0024): learners
 * call every few seconds, and a second's trust read every session again.
 */
export const SESSION_TRUST_MS = 1_000;

/** The tables a live session is read from (sessions.repository.ts, `sessionByHash`). */
const SESSION_TABLES = ['sessions', 'inscriptions', 'content_bank_licences'] as const;

/** Copies kept at most, about 600 bytes each: a node's learners at once. The oldest go first. */
const KEPT = 100_000;

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
  const trust = writeWatchOf(db)?.seesEveryChange ? Number.POSITIVE_INFINITY : SESSION_TRUST_MS;
  copies.set(token, { row, writes, until: now + trust });
  if (copies.size > KEPT) copies.delete(copies.keys().next().value as string);
}
