import { sql, SqliteAdapter, type Kysely } from 'kysely';

// Frozen: never import app code here (ADR 0004). Issue #37, SQLite only: an answer's commit
// wrote ten pages to the log, four of them for keys kept twice. A table whose primary key is
// not `integer primary key` is two b-trees in SQLite, the rows by a hidden rowid and an index
// from the key to it: a row found by its key costs two descents, a row inserted two pages.
// The three tables an answer writes by a composite key now keep their rows in the key's own
// b-tree (WITHOUT ROWID), and the learner's counter, keyed by one `bigint primary key`, takes it
// as its rowid (`integer primary key`: the same 64-bit values, one b-tree). Not `attempts`: its
// row then weighs less to SQLite's planner than its indexes, and the unfinished attempts were
// read through the time's index, past every ended one. PostgreSQL has no rowid.
const WITHOUT_ROWID = ['attempt_questions', 'learner_question_stats', 'learner_theme_stats'];
const ROWID_KEYS: [table: string, column: string][] = [['learner_totals', 'inscription_id']];

const isSqlite = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof SqliteAdapter;

/** Replaces `from` by `to` in a table's definition, or fails: the text is ours, it must be there. */
function reshaped(definition: string, from: string, to: string): string {
  if (!definition.includes(from)) throw new Error(`migration: "${from}" not in ${definition}`);
  return definition.replace(from, to);
}

/**
 * Rebuilds `table` under the definition `reshape` makes of its own, as SQLite's documentation
 * says to (« Making Other Kinds Of Table Schema Changes »): a copy, the old table dropped, the
 * copy renamed, its indexes and triggers made again from their own text.
 */
async function rebuild(
  db: Kysely<unknown>,
  table: string,
  reshape: (definition: string) => string,
): Promise<void> {
  const { rows } = await sql<{ type: string; sql: string }>`
    select type, sql from sqlite_schema where tbl_name = ${table} and sql is not null`.execute(db);
  const definition = rows.find((row) => row.type === 'table')?.sql;
  if (!definition) throw new Error(`migration: no table ${table}`);
  const copy = `${table}_rebuilt`;
  const created = reshaped(
    reshape(definition),
    `CREATE TABLE "${table}"`,
    `CREATE TABLE "${copy}"`,
  );
  await sql.raw(created).execute(db);
  await sql.raw(`insert into "${copy}" select * from "${table}"`).execute(db);
  await sql.raw(`drop table "${table}"`).execute(db);
  await sql.raw(`alter table "${copy}" rename to "${table}"`).execute(db);
  for (const row of rows) if (row.type !== 'table') await sql.raw(row.sql).execute(db);
}

/**
 * Outside any transaction (Kysely runs SQLite's migrations so), the foreign keys are set aside,
 * or dropping `attempts` would delete every answer through its cascade, and the rename is the
 * plain one, which does not check the other tables' triggers against a schema mid-way. The
 * rebuilds are one transaction: all or nothing.
 */
async function rebuildAll(
  db: Kysely<unknown>,
  reshapes: [table: string, reshape: (definition: string) => string][],
): Promise<void> {
  await sql`pragma foreign_keys = off`.execute(db);
  await sql`pragma legacy_alter_table = on`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      for (const [table, reshape] of reshapes) await rebuild(trx, table, reshape);
      const { rows } = await sql`pragma foreign_key_check`.execute(trx);
      if (rows.length > 0)
        throw new Error(`migration: foreign keys broken ${JSON.stringify(rows)}`);
    });
  } finally {
    await sql`pragma legacy_alter_table = off`.execute(db);
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isSqlite(db)) return;
  await rebuildAll(db, [
    ...WITHOUT_ROWID.map((table): [string, (d: string) => string] => [
      table,
      (definition) => `${definition} WITHOUT ROWID`,
    ]),
    ...ROWID_KEYS.map(([table, column]): [string, (d: string) => string] => [
      table,
      (definition) =>
        reshaped(definition, `"${column}" bigint primary key`, `"${column}" integer primary key`),
    ]),
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isSqlite(db)) return;
  await rebuildAll(db, [
    ...WITHOUT_ROWID.map((table): [string, (d: string) => string] => [
      table,
      (definition) => reshaped(definition, ' WITHOUT ROWID', ''),
    ]),
    ...ROWID_KEYS.map(([table, column]): [string, (d: string) => string] => [
      table,
      (definition) =>
        reshaped(definition, `"${column}" integer primary key`, `"${column}" bigint primary key`),
    ]),
  ]);
}
