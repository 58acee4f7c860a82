import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines } from '../../test/helpers/databases.js';
import { createDatabase } from './dialect.js';
import { migrateToLatest } from './migrate.js';
import { migrations } from './migrations/index.js';
import { seedDemoData } from '../demo/seed-demo.js';

// Migration 2026-11-28T0900 on a database that the race of issue #21 (point 1) already gave
// twin unfinished attempts: no answer is lost, and the index can be made.
describe.each(testEngines())('one unfinished attempt per series, on %s', (engine) => {
  it('keeps the latest twin open, closes the answered ones and drops the empty ones', async () => {
    const database = await createTestDatabase(engine);
    const db = createDatabase(database.url);
    try {
      const migrator = new Migrator({
        db,
        provider: { getMigrations: () => Promise.resolve(migrations) },
      });
      const before = await migrator.migrateTo('2026-11-27T0900-attempts-sort-indexes');
      expect(before.error).toBeUndefined();
      await seedDemoData(db, 10);
      const inscription = await db
        .selectFrom('inscriptions')
        .innerJoin('users', 'users.id', 'inscriptions.user_id')
        .select(['inscriptions.id', 'users.id as user_id'])
        .where('users.email', '=', 'eleve@demo.test')
        .executeTakeFirstOrThrow();
      const twin = (id: number, answered: number, updatedAt: number) => ({
        id,
        user_id: inscription.user_id,
        inscription_id: inscription.id,
        licence_code: 'b' as const,
        bank_id: 'code-route',
        slug: 'code-route-examen-1',
        type: 'examen' as const,
        label: 'Examen blanc n° 1',
        series_position: 1,
        theme: null,
        parcours: 'examen' as const,
        timed: 1,
        nb_questions: 40,
        nb_answered: answered,
        nb_correct: answered,
        ended: 0,
        created_at: 1,
        updated_at: updatedAt,
        time_extension: null,
      });
      await db
        .insertInto('attempts')
        .values([twin(1, 3, 10), twin(2, 0, 20), twin(3, 0, 30), twin(4, 0, 5)])
        .execute();

      await migrateToLatest(db);
      const rows = await db.selectFrom('attempts').select(['id', 'ended']).orderBy('id').execute();
      expect(rows.map((row) => [Number(row.id), Number(row.ended)])).toEqual([
        [1, 1],
        [3, 0],
      ]);
      await expect(
        db
          .insertInto('attempts')
          .values(twin(5, 0, 40))
          .execute(),
      ).rejects.toThrow();
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
