import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { perDatabase } from '../../db/per-database.js';
import { writeWatchOf } from '../../db/write-watch.js';
import type { LiveSession } from './sessions.repository.js';

/**
 * How long a node trusts a session row it read, where another process's change is heard, not
 * seen (ADR 0023: PostgreSQL). Every learner call checks its session, and a node under load reads
 * the same rows again and again. Any write this node makes to what a session reads (the session,
 * its inscription, the bank of its licence; not a new session, nor an inscription's credits:
 * `UNSEEN_BY_SESSIONS`) empties the copies at once, through the write count of `WriteWatch`, but
 * a session deleted takes only its own copy with it. On PostgreSQL another node's change is
 * heard through its notice, and a listener that stops answering is replaced, every copy dropped
 * (db/change-notices.ts): this bound is a second line behind them. It was a second, and learners
 * call every few seconds: one call in two under load read its session again (bench/
 * CHANGELOG.md, session 52). On SQLite the database tells of every other process's commit
 * (`data_version`), so a copy holds until something changes (ADR 0024). A copy's last-seen time,
 * written once a minute (sessions.service.ts), is then two minutes old at most: well under the
 * idle limit's least value, five (config.ts), so no active session is taken for an idle one.
 */
export const SESSION_TRUST_MS = 60_000;

/** The tables a live session is read from (sessions.repository.ts, `sessionByHash`). */
const SESSION_TABLES = ['sessions', 'inscriptions', 'content_bank_licences'] as const;

/** Copies kept at most, about 600 bytes each: a node's learners at once. The oldest go first. */
const KEPT = 100_000;

interface Kept {
  row: LiveSession;
  writes: number;
  until: number;
}

interface Copies {
  byToken: Map<string, Kept>;
  /** A session's id to its token: a deletion names the session, not its cookie. */
  tokenOf: Map<string, string>;
  /** Sessions ended so far, here or heard of: a row read meanwhile may be one of them. */
  ended: number;
}

const copiesOf = perDatabase((db) => {
  const copies: Copies = { byToken: new Map(), tokenOf: new Map(), ended: 0 };
  // A session ended makes its own copy stale and no other (UNSEEN_BY_SESSIONS, db/dialect.ts).
  writeWatchOf(db)?.whenEnded('sessions', (id) => {
    copies.ended += 1;
    const token = copies.tokenOf.get(id);
    if (token !== undefined) drop(copies, token);
  });
  return copies;
});

function drop(copies: Copies, token: string): void {
  const hit = copies.byToken.get(token);
  copies.byToken.delete(token);
  if (hit) copies.tokenOf.delete(hit.row.id);
}

/** What a row read from the database is kept against: taken before the read. */
export interface SessionStamp {
  /** This node's writes to the session tables; -1 where nothing counts them. */
  writes: number;
  ended: number;
}

const writesOf = (db: Kysely<Database>) => writeWatchOf(db)?.count(SESSION_TABLES) ?? -1;

export function sessionStamp(db: Kysely<Database>): SessionStamp {
  return { writes: writesOf(db), ended: copiesOf(db).ended };
}

/** The row kept for this cookie token, if still trusted at `now` with no write since. */
export function keptSession(
  db: Kysely<Database>,
  token: string,
  now: number,
): LiveSession | undefined {
  const copies = copiesOf(db);
  const hit = copies.byToken.get(token);
  if (!hit) return undefined;
  if (hit.until > now && hit.writes === writesOf(db) && hit.writes >= 0) return hit.row;
  drop(copies, token);
  return undefined;
}

/**
 * Keeps a row read from the database, unless a write or a session's end came after `stamp`
 * (taken before the read): the row may predate it.
 */
export function keepSession(
  db: Kysely<Database>,
  token: string,
  row: LiveSession,
  stamp: SessionStamp,
  now: number,
): void {
  const copies = copiesOf(db);
  if (stamp.writes < 0 || stamp.ended !== copies.ended) return;
  drop(copies, token);
  const trust = writeWatchOf(db)?.seesEveryChange ? Number.POSITIVE_INFINITY : SESSION_TRUST_MS;
  copies.byToken.set(token, { row, writes: stamp.writes, until: now + trust });
  copies.tokenOf.set(row.id, token);
  if (copies.byToken.size > KEPT) drop(copies, copies.byToken.keys().next().value as string);
}
