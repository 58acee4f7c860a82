import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import {
  deleteSession,
  findSessionByHash,
  insertSession,
  touchSession,
  type LiveSession,
  type SessionRow,
} from './sessions.repository.js';
import { hashToken, newId, randomToken } from '../../lib/tokens.js';
import { keepSession, keptSession, sessionStamp } from './session-cache.js';

// Writing last_seen_at on every request would add a write to every read of the hot paths;
// a minute of precision is enough for an idle timeout counted in hours.
const TOUCH_EVERY_MS = 60_000;

export type SessionSettings = Pick<Config, 'SESSION_IDLE_MINUTES' | 'SESSION_MAX_DAYS'>;

/**
 * A learner's session opened by a staff member lasts an hour at most (issue #21, point 8): it
 * is for looking over the learner's shoulder, not a second account.
 */
export const IMPERSONATION_MINUTES = 60;

export interface NewSession {
  kind?: 'learner' | 'staff';
  userId: string;
  inscriptionId: number | null;
  mode: number;
  pendingChoice: boolean;
  impersonatorId: string | null;
  theme: string;
}

/** Opens a session; the returned token goes in the cookie and nowhere else. */
export async function openSession(
  db: Kysely<Database>,
  settings: SessionSettings,
  session: NewSession,
  now = Date.now(),
): Promise<{ token: string; row: SessionRow }> {
  const token = randomToken();
  const row: SessionRow = {
    id: newId(),
    kind: session.kind ?? 'learner',
    token_hash: hashToken(token),
    user_id: session.userId,
    inscription_id: session.inscriptionId,
    mode: session.mode,
    pending_choice: session.pendingChoice ? 1 : 0,
    impersonator_id: session.impersonatorId,
    theme: session.theme,
    created_at: now,
    last_seen_at: now,
    expires_at:
      now +
      (session.impersonatorId
        ? IMPERSONATION_MINUTES * 60_000
        : settings.SESSION_MAX_DAYS * 86_400_000),
  };
  await insertSession(db, row);
  return { token, row };
}

/** The live session for a cookie token, or undefined when unknown, idle too long or expired. */
export async function readSession(
  db: Kysely<Database>,
  settings: SessionSettings,
  token: string,
  now = Date.now(),
): Promise<LiveSession | undefined> {
  let row = keptSession(db, token, now);
  if (!row) {
    // Taken before the read: a write or an end that lands during it leaves the copy stale.
    const stamp = sessionStamp(db);
    row = await findSessionByHash(db, hashToken(token));
    if (!row) return undefined;
    keepSession(db, token, row, stamp, now);
  }
  const idleLimit = settings.SESSION_IDLE_MINUTES * 60_000;
  if (row.expires_at <= now || row.last_seen_at + idleLimit <= now) {
    await deleteSession(db, row.id);
    return undefined;
  }
  if (now - row.last_seen_at >= TOUCH_EVERY_MS) {
    await touchSession(db, row.id, now);
    // The kept copy too, so that the next calls of this minute do not write again.
    row.last_seen_at = now;
  }
  return row;
}
