import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  answerCurrent,
  learner,
  started,
  writeSeriesContent,
} from '../../test/helpers/series-fixture.js';
import { useTestApp } from '../../test/helpers/test-app.js';
import { migrations } from './migrations/index.js';

// Migration 2026-12-17T0900 rebuilds, on SQLite, the tables an answer writes by their key
// (issue #37): every row kept, each index and trigger made again, and back by `down`.
const LAST = '2026-12-17T0900-sqlite-rows-by-their-key';
const REBUILT = [
  'attempt_questions',
  'learner_question_stats',
  'learner_theme_stats',
  'learner_totals',
] as const;

describe('the answer’s tables kept by their key on SQLite', () => {
  const context = useTestApp('sqlite', { CONTENT_DIR: writeSeriesContent() });

  /** Each rebuilt table's rows, its definition, and the names of its indexes and triggers. */
  async function snapshot() {
    const db = context.app.db;
    const tables = [];
    for (const table of REBUILT) {
      const rows = await sql`select * from ${sql.table(table)} order by 1, 2`.execute(db);
      const schema = await sql<{ type: string; name: string; sql: string | null }>`
        select type, name, sql from sqlite_schema where tbl_name = ${table} order by name`.execute(
        db,
      );
      tables.push({ table, rows: rows.rows, schema: schema.rows });
    }
    return tables;
  }

  const definitionOf = (tables: Awaited<ReturnType<typeof snapshot>>, table: string) =>
    tables.find((t) => t.table === table)?.schema.find((s) => s.type === 'table')?.sql ?? '';

  it('keeps every row, index and trigger, one way and back', async () => {
    const migrator = new Migrator({
      db: context.app.db,
      provider: { getMigrations: () => Promise.resolve(migrations) },
    });
    const lea = await learner(context.app, 'eleve@demo.test');
    const id = await started(lea, 'essai-examen-1', 'entrainement');
    for (let n = 0; n < 3; n += 1) await answerCurrent(lea, id, () => 'A');
    // Seen from this migration: the later ones stepped back first, and made again at the end.
    expect((await migrator.migrateTo(LAST)).error).toBeUndefined();
    const after = await snapshot();
    // Rows to keep in each table.
    for (const { rows } of after) expect(rows.length).toBeGreaterThan(0);
    expect(definitionOf(after, 'attempt_questions')).toMatch(/WITHOUT ROWID$/);
    expect(definitionOf(after, 'learner_totals')).toContain('"inscription_id" integer primary key');

    const down = await migrator.migrateDown();
    expect(down.error).toBeUndefined();
    expect(down.results?.map((r) => r.migrationName)).toEqual([LAST]);
    const before = await snapshot();
    expect(definitionOf(before, 'attempt_questions')).not.toMatch(/WITHOUT ROWID/);
    expect(definitionOf(before, 'learner_totals')).toContain('"inscription_id" bigint primary key');
    // Back as rowid tables, each with the index of its key again.
    for (const table of REBUILT)
      expect(before.find((t) => t.table === table)?.schema.map((s) => s.name)).toContain(
        `sqlite_autoindex_${table}_1`,
      );

    const up = await migrator.migrateTo(LAST);
    expect(up.error).toBeUndefined();
    expect(await snapshot()).toEqual(after);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const strays = await sql`pragma foreign_key_check`.execute(context.app.db);
    expect(strays.rows).toEqual([]);
    const keys = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(context.app.db);
    expect(keys.rows[0]?.foreign_keys).toBe(1);
  });
});
