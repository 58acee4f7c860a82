import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../../app.js';
import { loadConfig } from '../../config.js';
import { createTestDatabase, testEngines } from '../../../test/helpers/databases.js';
import { signIn, withSession } from '../../../test/helpers/sign-on.js';
import { TEST_ENV } from '../../../test/helpers/test-app.js';
import { learner, writeSeriesContent } from '../../../test/helpers/series-fixture.js';
import { SESSION_CHANNEL } from '../../db/change-notices.js';
import { hashToken } from '../../lib/tokens.js';
import { deleteExpired } from './housekeeping.plugin.js';
import { SESSION_TRUST_MS } from './session-cache.js';

// ADR 0023: on PostgreSQL, two nodes share the database; what one changes of a session, the
// other hears at once through the database's notices, well before its kept copy would expire.
const postgres = testEngines().filter((engine) => engine === 'postgres');
const contentDir = writeSeriesContent();

describe.each(postgres)('two nodes on %s', (engine) => {
  const nodes: App[] = [];
  let drop = async () => {};
  let url = '';
  beforeAll(async () => {
    const database = await createTestDatabase(engine);
    drop = database.drop;
    url = database.url;
    const config = loadConfig({ ...TEST_ENV, DATABASE_URL: url, CONTENT_DIR: contentDir });
    // One after the other, as the second finds the database prepared by the first.
    nodes.push(await buildApp(config));
    nodes.push(await buildApp(config));
  });
  afterEach(() => vi.useRealTimers());
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

  /** The notices announced while `act` runs, up to a last one of our own that marks its end. */
  async function noticesDuring(act: () => Promise<void>): Promise<string[]> {
    const listener = new pg.Client({ connectionString: url });
    await listener.connect();
    try {
      const heard: string[] = [];
      const ended = new Promise<void>((resolve) =>
        listener.on('notification', ({ payload = '' }) => {
          if (payload === 'fin') resolve();
          else heard.push(payload);
        }),
      );
      await listener.query(`listen ${SESSION_CHANNEL}`);
      await act();
      await listener.query(`select pg_notify('${SESSION_CHANNEL}', 'fin')`);
      await ended;
      return heard;
    } finally {
      await listener.end();
    }
  }

  // Issue #37: every update of an inscription was announced, so each mock exam started (its
  // credit spent) made every node drop every session it kept.
  it('announces no change when a learner starts a mock exam or gives the exam day', async () => {
    const [a] = nodes;
    if (!a) throw new Error('a node');
    const lea = await learner(a, 'nouveau@demo.test');
    const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const heard = await noticesDuring(async () => {
      expect((await lea.create('essai-examen-1')).statusCode).toBe(201);
      expect((await lea.put('/api/front/date-examen', { date_examen: day })).statusCode).toBe(200);
    });
    expect(heard).toEqual([]);
    // An inscription closed is a change to its sessions: announced.
    const closed = await noticesDuring(async () => {
      await a.db
        .updateTable('inscriptions')
        .set({ status: 'actif' })
        .where('id', '=', -1)
        .execute();
    });
    expect(closed).toEqual(['']);
  });

  const me = '/api/front/utilisateur';
  const idOf = async (node: App, session: string) =>
    (
      await node.db
        .selectFrom('sessions')
        .select('id')
        .where('token_hash', '=', hashToken(session))
        .executeTakeFirstOrThrow()
    ).id;

  /** Deletes a session with no trigger to announce it: only a read of the row would tell. */
  async function deleteUnannounced(session: string) {
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    await other.query('set session_replication_role = replica');
    await other.query('delete from sessions where token_hash = $1', [hashToken(session)]);
    await other.end();
  }

  // Issue #37: a copy was trusted for a second, and learners call every few seconds: a third of
  // the calls under load read their session again, though every change is announced.
  it('keeps a session while nothing is announced, up to its bound', async () => {
    const [, b] = nodes;
    if (!b) throw new Error('two nodes');
    const kept = (await signIn(b, 'eleve@demo.test')).session;
    expect(await status(b, me, kept)).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    await deleteUnannounced(kept);
    vi.setSystemTime(Date.now() + 10_000);
    expect(await status(b, me, kept)).toBe(200);
    vi.setSystemTime(Date.now() + SESSION_TRUST_MS);
    expect(await status(b, me, kept)).toBe(401);
  });

  // Issue #37: a sign-out (and each sign-in, which ends the browser's previous session, and the
  // housekeeping's sweep every minute, even with nothing to sweep) was announced without saying
  // which session ended, so every node dropped every session it kept.
  it('announces which session ended, and nothing for a sign-in or an empty sweep', async () => {
    const [a] = nodes;
    if (!a) throw new Error('a node');
    await deleteExpired(a.db, { SESSION_IDLE_MINUTES: 60 });
    let session = '';
    expect(
      await noticesDuring(async () => {
        session = (await signIn(a, 'nouveau@demo.test')).session;
      }),
    ).toEqual([]);
    const id = await idOf(a, session);
    const heard = await noticesDuring(async () => {
      expect(await status(a, '/api/auth/logout', session)).toBe(200);
      await deleteExpired(a.db, { SESSION_IDLE_MINUTES: 60 });
    });
    expect(heard).toEqual([`sessions ${id}`]);
  });

  it('keeps on the other node every session but the one signed out', async () => {
    const [a, b] = nodes;
    if (!a || !b) throw new Error('two nodes');
    const kept = (await signIn(a, 'eleve@demo.test')).session;
    const leaving = (await signIn(a, 'nouveau@demo.test')).session;
    expect(await status(b, me, kept)).toBe(200);
    expect(await status(b, me, leaving)).toBe(200);
    // Node B's copies stay trusted through the test: only a notice can make them go.
    vi.useFakeTimers({ toFake: ['Date'] });
    await deleteUnannounced(kept);
    expect(await status(a, '/api/auth/logout', leaving)).toBe(200);
    await expect.poll(() => status(b, me, leaving), { interval: 10, timeout: 2_000 }).toBe(401);
    expect(await status(b, me, kept)).toBe(200);
  });
});
