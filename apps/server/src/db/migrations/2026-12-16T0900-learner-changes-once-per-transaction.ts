import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely';

// Frozen: never import app code here (ADR 0004). Migration 2026-12-01T1000 bumps a learner's
// `learner_totals.changes` on every row written to their learning data. The counter is a
// version, compared for equality only (ADR 0012), so one bump per transaction says as much as
// forty: the transaction's writes become visible together, with it. On PostgreSQL each bump is
// an upsert of the same row, a new row version written to the log: four per answer (its
// memory, its question, its attempt, its theme), half of the answer's statement in the cluster,
// forty-one per series started (issue #37). A transaction now bumps a learner's counter once,
// the first time it writes their data: it notes which, for itself only (`set_config(…, true)`,
// undone with the transaction or a savepoint rolled back), and skips the bumps after. SQLite's
// triggers stay as they are: its writes cost no trip and share one commit.

const MARK = 'prepacode.learner_changed';

/** The tables of a learner's learning data, and how a row names its inscription. */
const LEARNER_TABLES: { table: string; inscriptionOf: (row: string) => RawBuilder<unknown> }[] = [
  { table: 'attempts', inscriptionOf: (row) => sql.raw(`${row}.inscription_id`) },
  {
    table: 'attempt_questions',
    inscriptionOf: (row) =>
      sql.raw(`(select a.inscription_id from attempts a where a.id = ${row}.attempt_id)`),
  },
  { table: 'learner_theme_stats', inscriptionOf: (row) => sql.raw(`${row}.inscription_id`) },
  { table: 'learner_question_stats', inscriptionOf: (row) => sql.raw(`${row}.inscription_id`) },
  { table: 'learner_series_done', inscriptionOf: (row) => sql.raw(`${row}.inscription_id`) },
];

/** Bumps the inscription's counter, making its row if the learner has none yet (as before). */
const bump = sql`
  insert into learner_totals (inscription_id, attempts, changes)
    select i.id, 0, 1 from inscriptions i where i.id = inscription
    on conflict (inscription_id) do update set changes = learner_totals.changes + 1`;

/** Once per transaction and learner: the mark names both, so it never outlives its own. */
const once = sql`
  mark = pg_current_xact_id()::text || ' ' || inscription;
  if current_setting(${sql.lit(MARK)}, true) is distinct from mark then
    ${bump};
    if found then
      perform set_config(${sql.lit(MARK)}, mark, true);
    end if;
  end if;`;

/** The body before this migration (2026-12-01T1000), for `down`. */
const always = sql`${bump};`;

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

async function replace(db: Kysely<unknown>, body: RawBuilder<unknown>): Promise<void> {
  for (const { table, inscriptionOf } of LEARNER_TABLES) {
    await sql`create or replace function ${sql.raw(`${table}_learner_changed`)}()
      returns trigger language plpgsql as $$
        declare
          inscription bigint;
          mark text;
        begin
          if tg_op = 'DELETE' then
            inscription = ${inscriptionOf('old')};
          else
            inscription = ${inscriptionOf('new')};
          end if;
          ${body}
          return null;
        end $$`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await replace(db, once);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await replace(db, always);
}
