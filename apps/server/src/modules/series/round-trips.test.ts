import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { poolOf } from '../../db/dialect.js';
import { testEngines } from '../../../test/helpers/databases.js';
import { learner, started, writeSeriesContent } from '../../../test/helpers/series-fixture.js';
import { useTestApp } from '../../../test/helpers/test-app.js';
import { readJson } from '../../../test/helpers/read-json.js';
import { questionResponseSchema } from '@prepacode/domain/contracts/player.contract';

// Issue #37, architecture brief: on PostgreSQL, each trip to the database is a network round
// trip; a learner's hot reads make at most two once their session and content are in the
// node's memory (ADR 0023). Counted at the pool's clients, whatever issues the statements.
const postgres = testEngines().filter((engine) => engine === 'postgres');

describe.each(postgres)('round trips of the hot reads on %s', (engine) => {
  const context = useTestApp(engine, { CONTENT_DIR: writeSeriesContent() });

  /**
   * Counts the statements sent to PostgreSQL while `call` runs, after `warm` (by default `call`
   * itself) brought the session and the content into the node's memory.
   */
  async function tripsOf(
    call: () => Promise<{ statusCode: number }>,
    warm: () => Promise<{ statusCode: number }> = call,
  ): Promise<number> {
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
      expect((await warm()).statusCode).toBe(200);
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

  it('records an answer in two: the attempt with its question, then every write at once', async () => {
    const lea = await learner(context.app, 'eleve@demo.test');
    const id = await started(lea, 'essai-examen-1', 'entrainement');
    const answerNext = async () => {
      const { identifiant } = readJson(await lea.question(id), questionResponseSchema);
      return () => lea.answer(id, identifiant, 'A');
    };
    const first = await answerNext();
    await first();
    const second = await answerNext();
    // Warmed by the first answer's calls; the second answer alone is counted.
    expect(await tripsOf(second, () => Promise.resolve({ statusCode: 200 }))).toBeLessThanOrEqual(
      2,
    );
    const totals = await context.app.db
      .selectFrom('attempts')
      .select(['nb_answered'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(totals.nb_answered).toBe(2);
  });
});
