import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen: never import app code here (ADR 0004). `learner_totals.attempts` is the history's
// total, which pages past the middle are read back from (results.service.ts): it must be exact.
// The code that makes an attempt counted it, and nothing else did: any other writer (a school's
// fixture, an import, a removal) left the history's pages wrong. As for `changes`
// (2026-12-01T1000), the database now keeps it, on each attempt made or removed, whoever writes;
// the counts are then made again from the rows.

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** A learner without a row yet gets one: the inscription must still exist. */
const made = sql`
  insert into learner_totals (inscription_id, attempts, changes)
    select i.id, 1, 0 from inscriptions i where i.id = new.inscription_id
    on conflict (inscription_id) do update set attempts = learner_totals.attempts + 1`;
const removed = sql`
  update learner_totals set attempts = attempts - 1 where inscription_id = old.inscription_id`;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`create function attempts_counted() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          ${made};
        else
          ${removed};
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger attempts_counted after insert or delete on attempts
      for each row execute function attempts_counted()`.execute(db);
  } else {
    await sql`create trigger attempts_counted_insert after insert on attempts
      begin ${made}; end`.execute(db);
    await sql`create trigger attempts_counted_delete after delete on attempts
      begin ${removed}; end`.execute(db);
  }
  await sql`update learner_totals set attempts =
    (select count(*) from attempts a where a.inscription_id = learner_totals.inscription_id)`.execute(
    db,
  );
  await sql`insert into learner_totals (inscription_id, attempts, changes)
    select a.inscription_id, count(*), 0 from attempts a
      where a.inscription_id not in (select inscription_id from learner_totals)
      group by a.inscription_id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger attempts_counted on attempts`.execute(db);
    await sql`drop function attempts_counted()`.execute(db);
    return;
  }
  await sql`drop trigger attempts_counted_insert`.execute(db);
  await sql`drop trigger attempts_counted_delete`.execute(db);
}
