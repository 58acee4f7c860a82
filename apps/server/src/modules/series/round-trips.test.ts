import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { poolOf } from '../../db/dialect.js';
import { testEngines } from '../../test/databases.js';
import { learner, started, writeSeriesContent } from '../../test/series-fixture.js';
import { useTestApp } from '../../test/test-app.js';

// Issue #37, architecture brief: on PostgreSQL, each trip to the database is a network round
// trip; a learner's hot reads make at most two once their session and content are in the
// node's memory (ADR 0023). Counted at the pool's clients, whatever issues the statements.
const postgres = testEngines().filter((engine) => engine === 'postgres');

describe.each(postgres)('round trips of the hot reads on %s', (engine) => {
  const context = useTestApp(engine, { CONTENT_DIR: writeSeriesContent() });

  /** Counts the statements sent to PostgreSQL while `call` runs. */
  async function tripsOf(call: () => Promise<{ statusCode: number }>): Promise<number> {
    const pool = poolOf(context.app.db);
    if (!pool) throw new Error('a PostgreSQL pool');
    let trips = 0;
    const counted = new WeakSet<pg.PoolClient>();
    const count = (client: pg.PoolClient) => {
      if (counted.has(client)) return;
      counted.add(client);
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as unknown as { query: (...args: unknown[]) => unknown }).query = (
        ...args: unknown[]
      ) => {
        if (counting) trips += 1;
        return query(...args);
      };
    };
    let counting = false;
    pool.on('acquire', count);
    try {
      // Once first, so that the session and the content are those a node keeps.
      expect((await call()).statusCode).toBe(200);
      counting = true;
      expect((await call()).statusCode).toBe(200);
      return trips;
    } finally {
      counting = false;
      pool.off('acquire', count);
    }
  }

  it('reads the dashboard data, a history page and the current question in two at most', async () => {
    const lea = await learner(context.app, 'eleve@demo.test');
    const id = await started(lea, 'essai-theme-c', 'entrainement');
    expect(await tripsOf(() => lea.get('/api/front/series-eleve'))).toBeLessThanOrEqual(2);
    expect(await tripsOf(() => lea.get('/api/front/historique'))).toBeLessThanOrEqual(2);
    expect(await tripsOf(() => lea.question(id))).toBeLessThanOrEqual(2);
  });
});
