import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { testEngines } from '../../test/helpers/databases.js';
import { postCentralLogin } from '../../test/helpers/sign-on.js';
import { useTestApp } from '../../test/helpers/test-app.js';
import type { App } from '../app.js';

/** A failed central sign-in, as it reaches the node through the proxy. */
const failSignIn = (app: App, forwardedFor: string, username = 'personne@demo.test') =>
  app.inject({
    method: 'POST',
    url: '/central/login',
    cookies: { 'XSRF-TOKEN': 'jeton' },
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': forwardedFor,
    },
    payload: new URLSearchParams({
      username,
      password: 'pas le bon mot de passe',
      service: 'http://localhost',
      _xsrf: 'jeton',
    }).toString(),
  });

const failureKeys = (app: App) =>
  app.db.selectFrom('rate_limit').select('key').where('key', 'like', 'login-fail:ip:%').execute();

// Issue #21, point 9: TRUST_PROXY=true trusted every hop (each new X-Forwarded-For escaped the
// per-address limits) and X-Forwarded-Host chose where /central/logout sends the browser.
describe.each(testEngines())('behind a proxy on %s', (engine) => {
  const context = useTestApp(engine, { TRUST_PROXY: 'true' });

  const wrongPassword = (forwardedFor: string) => failSignIn(context.app, forwardedFor);

  it('takes the address the proxy saw, not one the client wrote before it', async () => {
    await wrongPassword('1.1.1.1, 203.0.113.7');
    await wrongPassword('2.2.2.2, 203.0.113.7');
    const keys = await context.app.db
      .selectFrom('rate_limit')
      .select(['key', 'hits'])
      .where('key', 'like', 'login-fail:ip:%')
      .execute();
    expect(keys).toEqual([{ key: 'login-fail:ip:203.0.113.7', hits: 2 }]);
  });

  it('never sends the browser to the host named by X-Forwarded-Host', async () => {
    const out = await context.app.inject({
      method: 'GET',
      url: '/central/logout?service=https%3A%2F%2Fevil.example%2F',
      headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    });
    expect(out.headers.location).toBe('/central/login');
    const login = await postCentralLogin(context.app, { username: 'eleve@demo.test' });
    expect(login.headers.location).toMatch(/^http:\/\/localhost\/\?ticket=/);
  });
});

// Issue #39, point 2: nginx's `$proxy_add_x_forwarded_for` appends the address it saw to what
// the client sent. Whatever the client rotates on the left, the address is read at the trusted
// hops from the right: by their number, or by the proxies' own addresses.
const appending = [
  { trust: '1', chain: (spoof: string) => `${spoof}, 203.0.113.7` },
  { trust: '2', chain: (spoof: string) => `${spoof}, 203.0.113.7, 10.0.0.2` },
  {
    trust: '127.0.0.1,10.0.0.0/8',
    chain: (spoof: string) => `${spoof}, 10.0.0.9, 203.0.113.7, 10.0.0.2`,
  },
];
describe.each(testEngines().flatMap((engine) => appending.map((proxy) => ({ engine, ...proxy }))))(
  'TRUST_PROXY=$trust behind a proxy that appends, on $engine',
  ({ engine, trust, chain }) => {
    const context = useTestApp(engine, { TRUST_PROXY: trust });

    it('counts a client that rotates its X-Forwarded-For as one address', async () => {
      const spoofs = Array.from({ length: 60 }, (_, n) => `198.51.100.${n}`);
      const answers = [];
      for (const spoof of spoofs) {
        answers.push(await failSignIn(context.app, chain(spoof), `personne-${spoof}@demo.test`));
      }
      expect(await failureKeys(context.app)).toEqual([{ key: 'login-fail:ip:203.0.113.7' }]);
      // Past the per-address limit (50 failures), the rotating client is refused all the same.
      expect(answers.at(-1)?.headers.location).toContain('erreur=trop_de_tentatives');
    });
  },
);

describe.each(testEngines())('TRUST_PROXY naming the proxies, on %s', (engine) => {
  const context = useTestApp(engine, { TRUST_PROXY: '10.0.0.0/8' });

  it('believes no X-Forwarded-For from a client that reached the node directly', async () => {
    await failSignIn(context.app, '198.51.100.1, 10.0.0.2');
    // app.inject's socket is 127.0.0.1: not a proxy of the list, so its own address counts.
    expect(await failureKeys(context.app)).toEqual([{ key: 'login-fail:ip:127.0.0.1' }]);
  });
});

describe('TRUST_PROXY', () => {
  it('takes a number of hops or the proxies’ addresses; true is one hop', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).TRUST_PROXY).toBe(
      '10.0.0.0/8,127.0.0.1',
    );
    expect(() => loadConfig({ TRUST_PROXY: 'partout' })).toThrow(ConfigError);
  });
});
