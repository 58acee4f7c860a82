import type pg from 'pg';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { poolOf } from '../../db/dialect.js';
import { STAMP_TRUST_MS } from '../content/content-stamp.js';
import { testEngines } from '../../../test/helpers/databases.js';
import {
  creditsOf,
  learner,
  started,
  writeSeriesContent,
} from '../../../test/helpers/series-fixture.js';
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
   * The statements sent to PostgreSQL while `call` runs, after `warm` (by default `call` itself)
   * brought the session and the content into the node's memory.
   */
  async function statementsOf(
    call: () => Promise<{ statusCode: number }>,
    warm: () => Promise<{ statusCode: number }> = call,
    status = 200,
  ): Promise<string[]> {
    const pool = poolOf(context.app.db);
    if (!pool) throw new Error('a PostgreSQL pool');
    const statements: string[] = [];
    const counted = new WeakSet<pg.PoolClient>();
    const count = (client: pg.PoolClient) => {
      if (counted.has(client)) return;
      counted.add(client);
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as unknown as { query: (...args: unknown[]) => unknown }).query = (
        ...args: unknown[]
      ) => {
        const [statement] = args as [string | { text: string }];
        if (counting) statements.push(typeof statement === 'string' ? statement : statement.text);
        return query(...args);
      };
    };
    let counting = false;
    pool.on('acquire', count);
    try {
      expect((await warm()).statusCode).toBe(200);
      counting = true;
      expect((await call()).statusCode).toBe(status);
      return statements;
    } finally {
      counting = false;
      pool.off('acquire', count);
    }
  }

  const tripsOf = async (call: () => Promise<{ statusCode: number }>) =>
    (await statementsOf(call)).length;

  // The session and the content stamp are trusted for a while (ADR 0023): the clock is held so
  // that a slow machine's pause between the warm call and the counted one does not turn the count
  // into one of their expiry, which the last case counts on its own.
  let clock: MockInstance<() => number>;
  beforeEach(() => {
    clock = vi.spyOn(Date, 'now').mockReturnValue(Date.now());
  });
  afterEach(() => vi.restoreAllMocks());

  it('reads the dashboard data and a history page in two at most, the current question in one', async () => {
    const lea = await learner(context.app, 'eleve@demo.test');
    const id = await started(lea, 'essai-theme-c', 'entrainement');
    expect(await tripsOf(() => lea.get('/api/front/series-eleve'))).toBeLessThanOrEqual(2);
    expect(await tripsOf(() => lea.get('/api/front/historique'))).toBeLessThanOrEqual(2);
    // The attempt with its current question and the next: one statement.
    expect(await tripsOf(() => lea.question(id))).toBe(1);
  });

  async function twoAnswers() {
    const lea = await learner(context.app, 'eleve@demo.test');
    const id = await started(lea, 'essai-examen-1', 'entrainement');
    const answerNext = async () => {
      const { identifiant } = readJson(await lea.question(id), questionResponseSchema);
      return () => lea.answer(id, identifiant, 'A');
    };
    const first = await answerNext();
    await first();
    return { id, second: await answerNext() };
  }
  // Warmed by the first answer's calls; the second answer alone is counted.
  const warmed = () => Promise.resolve({ statusCode: 200 });

  it('records an answer in two: the attempt with its question, then every write at once', async () => {
    const { id, second } = await twoAnswers();
    expect((await statementsOf(second, warmed)).length).toBeLessThanOrEqual(2);
    const totals = await context.app.db
      .selectFrom('attempts')
      .select(['nb_answered'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(totals.nb_answered).toBe(2);
  });

  // The answer's read finds the current question by its position; one sent again is no longer
  // current and is read by its id after: two reads, and nothing written.
  it('acknowledges an answer sent again in two reads and writes nothing', async () => {
    const { second } = await twoAnswers();
    const first = await second();
    const statements = await statementsOf(second, warmed);
    expect(statements).toHaveLength(2);
    expect(statements.every((statement) => /^\s*select/i.test(statement))).toBe(true);
    expect(first.statusCode).toBe(200);
  });

  // In training the player asks the correction of each question it answered, by its id: the
  // attempt with the question it last answered, in one read. It took three, the question found
  // by reading every one of the attempt's before it was read again by its position, then two.
  it('corrects the question just answered in one read', async () => {
    const lea = await learner(context.app, 'eleve@demo.test');
    const id = await started(lea, 'essai-examen-1', 'entrainement');
    const { identifiant } = readJson(await lea.question(id), questionResponseSchema);
    expect((await lea.answer(id, identifiant, 'A')).statusCode).toBe(200);
    expect(await tripsOf(() => lea.correction(id, identifiant))).toBe(1);
  });

  // Issue #37: a start took nine statements, five of them for its writes (begin, the credit, the
  // attempt, its questions, commit); the slowest call of the capacity benchmark on PostgreSQL.
  it('starts a mock exam with one statement for its writes, its credit spent with it', async () => {
    const nathan = await learner(context.app, 'nouveau@demo.test');
    const before = await creditsOf(nathan);
    const statements = await statementsOf(
      () => nathan.create('essai-examen-1'),
      () => nathan.get('/api/front/series-eleve'),
      201,
    );
    const writes = statements.filter((statement) => /\b(insert|update|delete)\b/i.test(statement));
    expect(writes).toHaveLength(1);
    expect(statements.filter((statement) => /^(begin|commit)/i.test(statement))).toEqual([]);
    expect(statements.length).toBeLessThanOrEqual(5);
    expect(await creditsOf(nathan)).toBe(before - 1);
  });

  it('reads the content stamp once when its trust has run out, for all the content read', async () => {
    const lea = await learner(context.app, 'eleve@demo.test');
    const dashboard = () => lea.get('/api/front/series-eleve');
    expect((await dashboard()).statusCode).toBe(200);
    clock.mockReturnValue(Date.now() + STAMP_TRUST_MS + 1);
    const statements = await statementsOf(dashboard, warmed);
    expect(statements.filter((s) => s.includes('content_stamp'))).toHaveLength(1);
  });
});
