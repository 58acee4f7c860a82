import {
  healthResponseSchema,
  readyResponseSchema,
} from '@prepacode/domain/contracts/health.contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { migrations } from '../../db/migrations/index.js';
import { createTestDatabase, testEngines } from '../../../test/helpers/databases.js';
import { TEST_ENV, useTestApp } from '../../../test/helpers/test-app.js';
import { readError, readJson } from '../../../test/helpers/read-json.js';

describe.each(testEngines())('liveness and readiness on %s', (engine) => {
  const context = useTestApp(engine);

  it('is alive and ready once migrated', async () => {
    const health = await context.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(healthResponseSchema.parse(readJson(health, healthResponseSchema))).toEqual({
      status: 'ok',
      database: engine,
    });
    const ready = await context.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(readyResponseSchema.parse(readJson(ready, readyResponseSchema))).toEqual({
      status: 'ok',
      database: engine,
      migrations: Object.keys(migrations).length,
    });
  });

  it('is not ready when a migration is missing, and says which', async () => {
    const { db } = context.app;
    const last = Object.keys(migrations).sort().at(-1) ?? '';
    // As a node of the previous version sees a database that a newer one has not migrated yet.
    await sql`delete from kysely_migration where name = ${last}`.execute(db);
    try {
      const ready = await context.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(readError(ready).code).toBe('migrations_en_attente');
      expect(readError(ready).message).toContain(last);
      // Alive all the same: restarting would not bring the migration.
      expect((await context.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(
        200,
      );
    } finally {
      const now = new Date().toISOString();
      await sql`insert into kysely_migration (name, timestamp) values (${last}, ${now})`.execute(
        db,
      );
    }
  });

  it('is alive but not ready, in French, when the database is gone', async () => {
    const database = await createTestDatabase(engine);
    const app = await buildApp(loadConfig({ ...TEST_ENV, DATABASE_URL: database.url }));
    try {
      await app.db.destroy();
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      const response = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        error: {
          code: 'base_indisponible',
          message: 'La base de données ne répond pas. Réessayez dans un instant.',
        },
      });
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
