import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.js';
import { loadConfig } from '../../config.js';
import { createTestDatabase, testEngines } from '../../../test/helpers/databases.js';
import { signIn, withSession } from '../../../test/helpers/sign-on.js';
import { TEST_ENV } from '../../../test/helpers/test-app.js';
import { SESSION_TRUST_MS } from './session-cache.js';

// ADR 0023: on PostgreSQL, two nodes share the database; what one changes of a session, the
// other hears at once through the database's notices, well before its kept copy would expire.
const postgres = testEngines().filter((engine) => engine === 'postgres');

describe.each(postgres)('two nodes on %s', (engine) => {
  const nodes: App[] = [];
  let drop = async () => {};
  beforeAll(async () => {
    const database = await createTestDatabase(engine);
    drop = database.drop;
    const config = loadConfig({ ...TEST_ENV, DATABASE_URL: database.url });
    // One after the other, as the second finds the database prepared by the first.
    nodes.push(await buildApp(config));
    nodes.push(await buildApp(config));
  });
  afterAll(async () => {
    for (const node of nodes) await node.close();
    await drop();
  });
  const status = async (node: App | undefined, url: string, session: string) =>
    (await node?.inject({ method: 'GET', url, cookies: withSession(session) }))?.statusCode;

  it('ends on one node a session signed out on the other, at once', async () => {
    const [a, b] = nodes;
    if (!a || !b) throw new Error('two nodes');
    const { session } = await signIn(a, 'eleve@demo.test');
    // Node B reads the session and keeps it.
    expect(await status(b, '/api/front/utilisateur', session)).toBe(200);
    const started = Date.now();
    expect(await status(a, '/api/auth/logout', session)).toBe(200);
    await expect
      .poll(() => status(b, '/api/front/utilisateur', session), { interval: 10, timeout: 2_000 })
      .toBe(401);
    // Heard, not waited out: well within the time a kept copy is trusted.
    expect(Date.now() - started).toBeLessThan(SESSION_TRUST_MS / 2);
  });

  it('sees at once a session another process ended', async () => {
    const [a, b] = nodes;
    if (!a || !b) throw new Error('two nodes');
    const { session } = await signIn(a, 'eleve@demo.test');
    expect(await status(b, '/api/front/utilisateur', session)).toBe(200);
    const started = Date.now();
    // Written as another process would (the admin command): no plugin of the node counts it.
    await a.db
      .withoutPlugins()
      .updateTable('sessions')
      .set({ expires_at: Date.now() - 1 })
      .where(
        'user_id',
        '=',
        (
          await a.db
            .selectFrom('users')
            .select('id')
            .where('email', '=', 'eleve@demo.test')
            .executeTakeFirstOrThrow()
        ).id,
      )
      .execute();
    await expect
      .poll(() => status(b, '/api/front/utilisateur', session), { interval: 10, timeout: 2_000 })
      .toBe(401);
    expect(Date.now() - started).toBeLessThan(SESSION_TRUST_MS / 2);
  });
});
