import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { testEngines } from '../../test/helpers/databases.js';
import { postCentralLogin } from '../../test/helpers/sign-on.js';
import { useTestApp } from '../../test/helpers/test-app.js';

// Issue #21, point 9: TRUST_PROXY=true trusted every hop (each new X-Forwarded-For escaped the
// per-address limits) and X-Forwarded-Host chose where /central/logout sends the browser.
describe.each(testEngines())('behind a proxy on %s', (engine) => {
  const context = useTestApp(engine, { TRUST_PROXY: 'true' });

  const wrongPassword = (forwardedFor: string) =>
    context.app.inject({
      method: 'POST',
      url: '/central/login',
      cookies: { 'XSRF-TOKEN': 'jeton' },
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': forwardedFor,
      },
      payload: new URLSearchParams({
        username: 'personne@demo.test',
        password: 'pas le bon mot de passe',
        service: 'http://localhost',
        _xsrf: 'jeton',
      }).toString(),
    });

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
