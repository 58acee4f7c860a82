import { describe, expect, it } from 'vitest';
import { testEngines } from '../helpers/databases.js';
import { postCentralLogin, signIn, withSession } from '../helpers/sign-on.js';
import { countRows, useTestApp } from '../helpers/test-app.js';
import { XSRF_EXEMPT, concrete, errorCodeOf, routeInventory } from './routes.js';

const TABLES = [
  'users',
  'sessions',
  'groups',
  'messages',
  'activation_codes',
  'attempts',
  'inscriptions',
  'contact_messages',
] as const;
const TOKEN = 'a-genuine-token-0123456789';

/**
 * Every route that writes, signed in as a learner and as a manager, refused without the
 * anti-forgery header or with one another site would guess (issue #21): the real exemptions
 * (`config.xsrf === false`) and nothing else pass, and no row moves.
 */
describe.each(testEngines())('anti-forgery on every write (%s)', (engine) => {
  const context = useTestApp(engine);

  it('refuses each non-GET route without a matching header, the exemptions excepted', async () => {
    const { app } = context;
    const writes = routeInventory(app).filter((route) => route.method !== 'GET');
    expect(writes.length).toBeGreaterThan(30);
    const { session } = await signIn(app, 'eleve@demo.test');
    const staff = await postCentralLogin(app, { username: 'gerant@demo.test' });
    const central = staff.cookies.find((c) => c.name === 'prepacode_central')?.value ?? '';
    const cookies = { ...withSession(session), prepacode_central: central, 'XSRF-TOKEN': TOKEN };
    const before = await Promise.all(TABLES.map((table) => countRows(app.db, table)));
    const variants: Record<string, Record<string, string>> = {
      missing: {},
      mismatching: { 'x-xsrf-token': `${TOKEN}x` },
      empty: { 'x-xsrf-token': '' },
    };
    const counts = { refused: 0, exempt: 0 };
    for (const route of writes) {
      const exempt = XSRF_EXEMPT.has(`${route.method} ${route.url}`);
      for (const headers of Object.values(variants)) {
        const response = await app.inject({
          method: route.method as 'POST',
          url: concrete(route.url, '1'),
          cookies,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: '{}',
        });
        const where = `${route.method} ${route.url} → ${response.statusCode}`;
        expect(response.statusCode, where).toBeLessThan(500);
        const code = errorCodeOf(response);
        if (exempt) {
          expect(code, where).not.toBe('jeton_xsrf_invalide');
          counts.exempt++;
        } else {
          expect([response.statusCode, code], where).toEqual([403, 'jeton_xsrf_invalide']);
          counts.refused++;
        }
      }
    }
    // Every exemption is a route that exists: a renamed route cannot leave a stale pass here.
    const served = new Set(writes.map((route) => `${route.method} ${route.url}`));
    for (const exempt of XSRF_EXEMPT) expect(served, exempt).toContain(exempt);
    const after = await Promise.all(TABLES.map((table) => countRows(app.db, table)));
    // The exempt sign-ups refuse an empty body, so nothing may have been stored at all.
    expect(after).toEqual(before);
    console.log(
      `xsrf (${engine}): ${writes.length} write routes, ${counts.refused} refused cases, ${counts.exempt} exempt cases`,
    );
  });
});
