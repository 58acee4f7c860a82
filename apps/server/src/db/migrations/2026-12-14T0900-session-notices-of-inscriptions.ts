import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen: never import app code here (ADR 0004). Migration 2026-12-02T0900 announced every update
// of an inscription to the nodes, which then dropped every session they kept: each mock exam
// started (its credit spent) and each exam day given made every node read every session again
// (issue #37). A session reads an inscription's id, owner, licence, status and last day of
// access: only their changes are announced now, and a deletion, as before.

const TRIGGER = 'inscriptions_session_notice';

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

async function announce(db: Kysely<unknown>, events: string): Promise<void> {
  await sql`drop trigger ${sql.raw(TRIGGER)} on inscriptions`.execute(db);
  await sql`create trigger ${sql.raw(TRIGGER)} after ${sql.raw(events)} on inscriptions
    for each statement execute function prepacode_sessions_changed()`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await announce(db, 'update of id, user_id, licence_code, status, expiration_date or delete');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await announce(db, 'update or delete');
}
