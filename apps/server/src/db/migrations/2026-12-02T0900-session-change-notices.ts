import { PostgresAdapter, sql, type Kysely } from 'kysely';

// ADR 0023: each node keeps the session rows and the content stamp it read for a second. On
// PostgreSQL, where several nodes share the database, every change to what they keep is
// announced at its commit on the channel `prepacode_sessions`, whoever makes it (a node, the
// admin command, an import), so the other nodes drop their copies at once. Statement triggers:
// one notice per statement, and PostgreSQL folds identical notices of one transaction. A
// session's last-seen time is no change (`update of` lists every other column). SQLite has one
// server process per file (db/server-lock.ts): nothing to announce.

const CHANNEL = 'prepacode_sessions';

const WATCHED: { table: string; events: string }[] = [
  {
    table: 'sessions',
    events:
      'delete or update of kind, token_hash, user_id, inscription_id, mode, pending_choice, impersonator_id, theme, created_at, expires_at',
  },
  { table: 'inscriptions', events: 'update or delete' },
  { table: 'content_bank_licences', events: 'insert or update or delete' },
  { table: 'content_stamp', events: 'insert or update' },
];

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create function prepacode_sessions_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify(${sql.lit(CHANNEL)}, '');
      return null;
    end $$`.execute(db);
  for (const { table, events } of WATCHED) {
    await sql`create trigger ${sql.raw(`${table}_session_notice`)} after ${sql.raw(events)}
      on ${sql.table(table)} for each statement execute function prepacode_sessions_changed()`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const { table } of WATCHED) {
    await sql`drop trigger ${sql.raw(`${table}_session_notice`)} on ${sql.table(table)}`.execute(
      db,
    );
  }
  await sql`drop function prepacode_sessions_changed()`.execute(db);
}
