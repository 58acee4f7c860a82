import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashToken } from '../../lib/tokens.js';
import { signIn, withSession } from '../../test/sign-on.js';
import { useTestApp } from '../../test/test-app.js';
import { testEngines } from '../../test/databases.js';
import { SESSION_TRUST_MS } from './session-cache.js';

// Issue #37, ADR 0023: a node keeps the session rows it read for a second. A change this node
// makes is seen at once, whichever module makes it; a change made elsewhere (another node, the
// admin command) within the second.
describe.each(testEngines())('the session rows a node keeps, on %s', (engine) => {
  const context = useTestApp(engine);
  const me = (session: string) =>
    context.app.inject({
      method: 'GET',
      url: '/api/front/utilisateur',
      cookies: withSession(session),
    });

  afterEach(() => vi.useRealTimers());

  it('ends a session at once when this node deletes it, from any module', async () => {
    const { session } = await signIn(context.app, 'eleve@demo.test');
    expect((await me(session)).statusCode).toBe(200);
    // Not through the sessions repository: the write is seen wherever it comes from.
    await context.app.db
      .deleteFrom('sessions')
      .where('token_hash', '=', hashToken(session))
      .execute();
    expect((await me(session)).statusCode).toBe(401);
  });

  it('sees another node’s sign-out within a second', async () => {
    const { session } = await signIn(context.app, 'eleve@demo.test');
    expect((await me(session)).statusCode).toBe(200);
    // Another process writes with no plugin of this node's to count it.
    await context.app.db
      .withoutPlugins()
      .deleteFrom('sessions')
      .where('token_hash', '=', hashToken(session))
      .execute();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + SESSION_TRUST_MS);
    expect((await me(session)).statusCode).toBe(401);
  });

  it('keeps checking expiry on a kept row', async () => {
    const { session } = await signIn(context.app, 'eleve@demo.test');
    expect((await me(session)).statusCode).toBe(200);
    const row = await context.app.db
      .selectFrom('sessions')
      .select('expires_at')
      .where('token_hash', '=', hashToken(session))
      .executeTakeFirstOrThrow();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(row.expires_at);
    expect((await me(session)).statusCode).toBe(401);
  });
});
