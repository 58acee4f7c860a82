import { healthResponseSchema } from '@prepacode/domain/contracts/health.contract';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { createTestDatabase, testEngines } from '../../test/databases.js';
import { TEST_ENV, useTestApp } from '../../test/test-app.js';

describe.each(testEngines())('GET /api/health on %s', (engine) => {
  const context = useTestApp(engine);

  it('answers 200 after pinging the database', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(healthResponseSchema.parse(response.json())).toEqual({ status: 'ok', database: engine });
  });

  it('answers 503 in French when the database is gone', async () => {
    const database = await createTestDatabase(engine);
    const app = await buildApp(loadConfig({ ...TEST_ENV, DATABASE_URL: database.url }));
    try {
      await app.db.destroy();
      const response = await app.inject({ method: 'GET', url: '/api/health' });
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
