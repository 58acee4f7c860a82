import type { Kysely, Selectable } from 'kysely';
import type { SessionsTable } from '../../db/accounts.table.js';
import type { Database } from '../../db/database.js';
import { prepared } from '../../db/prepared.js';

export type SessionRow = Selectable<SessionsTable>;

export const insertSession = (db: Kysely<Database>, row: SessionRow) =>
  db.insertInto('sessions').values(row).execute();

/**
 * A session with its chosen inscription (null fields without one): every learner call needs
 * both, and one read instead of two is a fifth of an authenticated call's cost (bench/README.md).
 */
const sessionByHash = prepared((db: Kysely<Database>, tokenHash: string) =>
  db
    .selectFrom('sessions')
    .leftJoin('inscriptions as i', (join) =>
      join
        .onRef('i.id', '=', 'sessions.inscription_id')
        .onRef('i.user_id', '=', 'sessions.user_id'),
    )
    .leftJoin('content_bank_licences as b', 'b.licence_code', 'i.licence_code')
    .selectAll('sessions')
    .select(['i.licence_code', 'i.status as inscription_status', 'i.expiration_date', 'b.bank_id'])
    .where('sessions.token_hash', '=', tokenHash),
);

export type LiveSession = Awaited<ReturnType<typeof sessionByHash>>[number];

export const findSessionByHash = async (
  db: Kysely<Database>,
  tokenHash: string,
): Promise<LiveSession | undefined> => (await sessionByHash(db, tokenHash))[0];

/** The brand of the account's most recently used session, if it has one. */
export const latestSessionTheme = async (db: Kysely<Database>, userId: string) =>
  (
    await db
      .selectFrom('sessions')
      .select('theme')
      .where('user_id', '=', userId)
      .orderBy('last_seen_at', 'desc')
      .executeTakeFirst()
  )?.theme;

export const touchSession = (db: Kysely<Database>, id: string, now: number) =>
  db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', id).execute();

// Each delete returns the ids it ends: the node then drops those sessions' copies and keeps every
// other (UNSEEN_BY_SESSIONS, db/dialect.ts). Without them, it would drop every copy.

export const deleteSession = (db: Kysely<Database>, id: string) =>
  db.deleteFrom('sessions').where('id', '=', id).returning('id').execute();

export const deleteExpiredSessions = (db: Kysely<Database>, now: number, idleBefore: number) =>
  db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', idleBefore)]))
    .returning('id')
    .execute();

/**
 * Ends an account's sessions (all, or all but `keepId`) and the learners' sessions it opened as
 * a staff member: those must not outlive a password change (issue #21, point 8).
 */
export const deleteSessionsOf = (db: Kysely<Database>, userId: string, keepId?: string) =>
  db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([
        keepId === undefined
          ? eb('user_id', '=', userId)
          : eb.and([eb('user_id', '=', userId), eb('id', '!=', keepId)]),
        eb('impersonator_id', '=', userId),
      ]),
    )
    .returning('id')
    .execute();

/** Ends the learners' sessions a staff member opened: with the staff session they came from. */
export const deleteImpersonationsBy = (db: Kysely<Database>, staffId: string) =>
  db.deleteFrom('sessions').where('impersonator_id', '=', staffId).returning('id').execute();
