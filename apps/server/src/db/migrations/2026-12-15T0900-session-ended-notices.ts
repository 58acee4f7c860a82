import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen: never import app code here (ADR 0004). Migration 2026-12-02T0900 announced a session's
// deletion without saying which, so every node dropped every session it kept at each sign-out,
// at each sign-in (which ends the browser's previous session) and at each node's sweep of
// expired sessions, every minute, even when it deleted nothing (issue #37). A deletion now
// names its session, `sessions <id>`, one notice per row, and each node drops that copy alone;
// an update of what a session reads still empties them all, with an empty notice.

const CHANNEL = 'prepacode_sessions';
const UPDATED = `kind, token_hash, user_id, inscription_id, mode, pending_choice, impersonator_id,
  theme, created_at, expires_at`;

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

async function announceAll(db: Kysely<unknown>, events: string): Promise<void> {
  await sql`drop trigger sessions_session_notice on sessions`.execute(db);
  await sql`create trigger sessions_session_notice after ${sql.raw(events)} on sessions
    for each statement execute function prepacode_sessions_changed()`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await announceAll(db, `update of ${UPDATED}`);
  await sql`create function prepacode_session_ended() returns trigger language plpgsql as $$
    begin
      perform pg_notify(${sql.lit(CHANNEL)}, 'sessions ' || old.id);
      return null;
    end $$`.execute(db);
  await sql`create trigger sessions_ended_notice after delete on sessions
    for each row execute function prepacode_session_ended()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop trigger sessions_ended_notice on sessions`.execute(db);
  await sql`drop function prepacode_session_ended()`.execute(db);
  await announceAll(db, `delete or update of ${UPDATED}`);
}
