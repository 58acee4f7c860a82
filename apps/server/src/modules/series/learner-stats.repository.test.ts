import { CompiledQuery } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../../db/dialect.js';
import { migrateToLatest } from '../../db/migrate.js';
import { mistakesOfQuery } from './learner-stats.repository.js';

// Issue #37, point 5: the dashboard counts the learner's mistakes after every answer. Read by the
// learner's key alone, SQLite walked every question they had answered, right or wrong, up to the
// whole bank; the index of the wrong answers holds those alone.
describe('the mistakes to review', () => {
  it('are read through learner_question_stats_mistakes on SQLite', async () => {
    const db = createDatabase('sqlite::memory:');
    try {
      await migrateToLatest(db);
      const query = mistakesOfQuery(db, 1, 20).compile();
      const plan = await db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
      );
      expect(plan.rows.map((row) => row.detail).join(' | ')).toContain(
        'learner_question_stats_mistakes',
      );
    } finally {
      await db.destroy();
    }
  });
});
