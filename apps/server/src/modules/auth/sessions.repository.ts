import type { Kysely, Selectable } from 'kysely';
import type { SessionsTable } from '../../db/accounts.table.js';
import type { Database } from '../../db/database.js';

export type SessionRow = Selectable<SessionsTable>;

export const insertSession = (db: Kysely<Database>, row: SessionRow) =>
  db.insertInto('sessions').values(row).execute();

export const findSessionByHash = (db: Kysely<Database>, tokenHash: string) =>
  db.selectFrom('sessions').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();

export const touchSession = (db: Kysely<Database>, id: string, now: number) =>
  db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', id).execute();

export const updateSession = (
  db: Kysely<Database>,
  id: string,
  changes: Partial<Pick<SessionRow, 'inscription_id' | 'mode' | 'pending_choice' | 'theme'>>,
) => db.updateTable('sessions').set(changes).where('id', '=', id).execute();

export const deleteSession = (db: Kysely<Database>, id: string) =>
  db.deleteFrom('sessions').where('id', '=', id).execute();

export const deleteExpiredSessions = (db: Kysely<Database>, now: number, idleBefore: number) =>
  db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', idleBefore)]))
    .execute();
