import { XSRF } from '@prepacode/domain/auth';
import {
  DEFAULT_PREFERENCES,
  preferencesSchema,
} from '@prepacode/domain/contracts/preferences.contract';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../demo/seed-demo.js';
import { testEngines } from '../../test/helpers/databases.js';
import { useTestApp } from '../../test/helpers/test-app.js';
import { SESSION_COOKIE } from '../modules/auth/session.plugin.js';
import { readError, readJson } from '../../test/helpers/read-json.js';

// A split deployment as spec §1 has them: app, backend and central site on three hosts of one
// site, behind a TLS proxy (issue #20, point 1).
const APP = 'https://app.prepacode.test';
const API = { host: 'api.prepacode.test', 'x-forwarded-proto': 'https' };
const CENTRAL = { host: 'connexion.prepacode.test', 'x-forwarded-proto': 'https' };
const FOREIGN = 'https://ailleurs.example';

type Answer = { cookies: { name: string; value: string }[] };
const cookieOf = (response: Answer, name: string) =>
  response.cookies.find((cookie) => cookie.name === name);

describe.each(testEngines())('split origins on %s', (engine) => {
  const context = useTestApp(engine, { APP_ORIGINS: APP, TRUST_PROXY: 'true' });

  /** The browser's journey: the central host's form, then the ticket at the backend host. */
  async function signInAcrossHosts() {
    const { app } = context;
    const form = await app.inject({ method: 'GET', url: '/central/login', headers: CENTRAL });
    const centralToken = cookieOf(form, XSRF.cookie)?.value ?? '';
    const posted = await app.inject({
      method: 'POST',
      url: '/central/login',
      headers: { ...CENTRAL, 'content-type': 'application/x-www-form-urlencoded' },
      cookies: { [XSRF.cookie]: centralToken },
      payload: new URLSearchParams({
        username: 'eleve@demo.test',
        password: DEMO_PASSWORD,
        service: APP,
        from: 'prepacode',
        _xsrf: centralToken,
      }).toString(),
    });
    expect(posted.statusCode).toBe(303);
    const back = new URL(posted.headers.location ?? '');
    expect(back.origin).toBe(APP);
    const login = await app.inject({
      method: 'GET',
      url: '/api/auth/login',
      query: { t: '1', service: APP, ticket: back.searchParams.get('ticket') ?? '' },
      headers: { ...API, origin: APP },
    });
    return { login };
  }

  it('answers an app origin’s preflight for any call, with credentials and no wildcard', async () => {
    const preflight = await context.app.inject({
      method: 'OPTIONS',
      url: '/api/serie/create?slug=x',
      headers: {
        ...API,
        origin: APP,
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'x-xsrf-token',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers).toMatchObject({
      'access-control-allow-origin': APP,
      'access-control-allow-credentials': 'true',
      'access-control-allow-methods': 'GET, POST, PUT, DELETE',
      vary: 'Origin',
    });
    expect(preflight.headers['access-control-allow-headers']).toContain('x-xsrf-token');
  });

  it('refuses another site’s preflight and opens nothing to its pages', async () => {
    const preflight = await context.app.inject({
      method: 'OPTIONS',
      url: '/api/front/utilisateur',
      headers: { ...API, origin: FOREIGN, 'access-control-request-method': 'GET' },
    });
    expect(preflight.statusCode).toBe(403);
    expect(readError(preflight).code).toBe('origine_refusee');
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();

    const read = await context.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { ...API, origin: FOREIGN },
    });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    // The anti-forgery token goes only to the pages CORS lets read it.
    expect(read.headers['x-xsrf-token']).toBeUndefined();
    expect(read.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('signs a learner in from the app host through the central host, cookies Secure and Lax', async () => {
    const { login } = await signInAcrossHosts();
    expect(login.statusCode).toBe(200);
    expect(login.headers['access-control-allow-origin']).toBe(APP);
    const setCookies = [login.headers['set-cookie']].flat().join('\n');
    expect(setCookies).toMatch(new RegExp(`${SESSION_COOKIE}=[^;]+;.*HttpOnly`));
    for (const line of setCookies.split('\n')) {
      expect(line).toContain('Secure');
      expect(line).toContain('SameSite=Lax');
    }
  });

  it('hands the app its anti-forgery token in a header and keeps the double-submit check', async () => {
    const { login } = await signInAcrossHosts();
    const session = cookieOf(login, SESSION_COOKIE)?.value ?? '';
    // The backend host's own token cookie, which the app's page cannot read.
    const cookie = cookieOf(login, XSRF.cookie)?.value ?? '';
    expect(login.headers['x-xsrf-token']).toBe(cookie);
    expect(login.headers['access-control-expose-headers']).toBe('x-xsrf-token');
    expect(login.headers['cross-origin-resource-policy']).toBe('cross-origin');

    const save = (token: string | undefined) =>
      context.app.inject({
        method: 'PUT',
        url: '/api/front/preferences',
        headers: { ...API, origin: APP, ...(token ? { 'x-xsrf-token': token } : {}) },
        cookies: { [SESSION_COOKIE]: session, [XSRF.cookie]: cookie },
        payload: { ...DEFAULT_PREFERENCES, lecture_auto: true },
      });
    const forged = await save(undefined);
    expect(forged.statusCode).toBe(403);
    expect(readError(forged).code).toBe('jeton_xsrf_invalide');
    // The page can read why it was refused.
    expect(forged.headers['access-control-allow-origin']).toBe(APP);
    expect((await save('un-autre-jeton-de-test-000')).statusCode).toBe(403);

    const saved = await save(cookie);
    expect(saved.statusCode).toBe(200);
    expect(readJson(saved, preferencesSchema).lecture_auto).toBe(true);
  });

  it('lets the central form send the learner back to a configured app origin only', async () => {
    const csp = (
      await context.app.inject({ method: 'GET', url: '/central/login', headers: CENTRAL })
    ).headers['content-security-policy'];
    expect(/form-action ([^;]*)/.exec(String(csp))?.[1]).toBe(`'self' ${APP}`);
  });

  it('leaves same-origin calls as they were', async () => {
    const read = await context.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { ...API, origin: 'https://api.prepacode.test' },
    });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    expect(read.headers['x-xsrf-token']).toBeUndefined();
  });
});
