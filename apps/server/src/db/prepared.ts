import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Database } from './database.js';
import { withFixedRows, type RowStatement } from './fixed-rows.js';
import { perDatabase } from './per-database.js';
import { groupsCommits } from './pg-pipeline.js';
import { nameStatement } from './pg-statements.js';
import { sqliteConnectionOf } from './sqlite-direct.js';
import { heldByTransaction } from './shared-read.js';
import { runCounting } from './wal-sync.js';

/** Stands for the n-th value of a prepared query until it runs. */
class Slot {
  constructor(readonly index: number) {}
}

interface Compiled<R> {
  query: CompiledQuery<R>;
  /** For each bound value of the SQL: the caller's value it takes, or -1 for a constant. */
  slots: number[];
  /** On SQLite, the statement prepared once on the connection. */
  statement: RowStatement<R> | undefined;
}

/**
 * A query built and compiled once per database, then run with the caller's values. Building and
 * compiling a query with Kysely costs about as much as SQLite running it (bench/README.md), and
 * a hot route runs the same few queries on every request. On SQLite the statement then runs
 * straight on better-sqlite3, as Kysely's driver would but without its connection queue and
 * promise hops, when the connection is free or held by the calling transaction
 * (`sqlite-direct.ts`, ADR 0020); on PostgreSQL it is sent by name, parsed once per connection
 * (`pg-statements.ts`).
 *
 * `build` gets stand-ins for the values, as many as its parameters after `db` (so no default or
 * rest parameter); each must reach the SQL as a bound value: compared, inserted or set, never
 * spread into a list nor used to choose the query's shape.
 *
 * `sharesCommit`: a write that is a transaction by itself, never run in one of the caller's,
 * whose commit PostgreSQL may share with others of its turn (`groupsCommits`, pg-pipeline.ts).
 */
export function prepared<P extends unknown[], R>(
  build: (db: Kysely<Database>, ...values: P) => Compilable<R>,
  { sharesCommit = false } = {},
): (db: Kysely<Database>, ...values: P) => Promise<R[]> {
  const compiled = perDatabase((db): Compiled<R> => {
    const stand = Array.from({ length: build.length - 1 }, (_, index) => new Slot(index));
    const query = build(db, ...(stand as P)).compile();
    const slots = query.parameters.map((value) => (value instanceof Slot ? value.index : -1));
    if (new Set(slots.filter((slot) => slot >= 0)).size !== stand.length) {
      throw new Error('prepared: every value must reach the query once as a bound value');
    }
    const sqlite = sqliteConnectionOf(db)?.sqlite;
    if (!sqlite) nameStatement(query.sql);
    if (!sqlite && sharesCommit) groupsCommits(query.sql);
    return {
      query,
      slots,
      statement: sqlite && withFixedRows(sqlite.prepare<unknown[], R>(query.sql)),
    };
  });
  return async (db, ...values) => {
    const connection = sqliteConnectionOf(db);
    const { query, slots, statement } = compiled(connection?.root ?? db);
    const parameters = slots.map((slot, i) => (slot < 0 ? query.parameters[i] : values[slot]));
    if (
      statement &&
      connection &&
      (connection.transaction || !heldByTransaction(connection.sqlite))
    ) {
      const result = runCounting(connection.sqlite, statement, parameters, connection.walSync);
      return Array.isArray(result) ? result : [];
    }
    return (await db.executeQuery<R>({ ...query, parameters })).rows;
  };
}
