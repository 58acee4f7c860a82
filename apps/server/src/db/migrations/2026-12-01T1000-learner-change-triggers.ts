import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely';

// Frozen: never import app code here (ADR 0004). Every write to a learner's learning data bumps
// `learner_totals.changes` (ADR 0012), which the dashboard's kept data is checked against. That
// was a rule each write path had to remember, and two forgot it (the demo history dating its
// attempts back, the exam clock settling an exam's points). The database now keeps it: a
// trigger on each table of that data bumps the counter of the inscription the row belongs to, in
// the writing transaction, whoever writes (issue #23, point 2).

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

/**
 * Bumps the inscription's counter, making its row if the learner has none yet. Only for an
 * inscription that still exists: a cascade from a deleted inscription bumps nothing.
 */
const bump = (inscription: RawBuilder<unknown>) => sql`
  insert into learner_totals (inscription_id, attempts, changes)
    select i.id, 0, 1 from inscriptions i where i.id = ${inscription}
    on conflict (inscription_id) do update set changes = learner_totals.changes + 1`;

const EVENTS = [
  ['insert', 'new'],
  ['update', 'new'],
  ['delete', 'old'],
] as const;

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { table, inscriptionOf } of LEARNER_TABLES) {
    if (isPostgres(db)) {
      const name = sql.raw(`${table}_learner_changed`);
      await sql`create function ${name}() returns trigger language plpgsql as $$
        begin
          if tg_op = 'DELETE' then
            ${bump(inscriptionOf('old'))};
          else
            ${bump(inscriptionOf('new'))};
          end if;
          return null;
        end $$`.execute(db);
      await sql`create trigger ${name} after insert or update or delete on ${sql.table(table)}
        for each row execute function ${name}()`.execute(db);
      continue;
    }
    for (const [event, row] of EVENTS) {
      await sql`create trigger ${sql.raw(`${table}_learner_changed_${event}`)}
        after ${sql.raw(event)} on ${sql.table(table)}
        begin ${bump(inscriptionOf(row))}; end`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { table } of LEARNER_TABLES) {
    if (isPostgres(db)) {
      await sql`drop trigger ${sql.raw(`${table}_learner_changed`)} on ${sql.table(table)}`.execute(
        db,
      );
      await sql`drop function ${sql.raw(`${table}_learner_changed`)}()`.execute(db);
      continue;
    }
    for (const [event] of EVENTS) {
      await sql`drop trigger ${sql.raw(`${table}_learner_changed_${event}`)}`.execute(db);
    }
  }
}
