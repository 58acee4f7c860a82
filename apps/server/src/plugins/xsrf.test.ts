import { XSRF } from '@prepacode/domain/auth';
import { DEFAULT_PREFERENCES } from '@prepacode/domain/contracts/preferences.contract';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../demo/seed-demo.js';
import { testEngines } from '../../test/helpers/databases.js';
import { SERVICE, exchangeTicket, sessionCookieOf, ticketOf } from '../../test/helpers/sign-on.js';
import { useTestApp } from '../../test/helpers/test-app.js';
import { readError } from '../../test/helpers/read-json.js';

// A token another site planted in the browser before sign-in (a sibling subdomain can write
// this origin's cookies): the attacker knows it, so it must not outlive the sign-in.
const PLANTED = 'jeton-plante-avant-la-connexion';
const APP = 'https://app.prepacode.test';

type Answer = { cookies: { name: string; value: string }[] };
const tokenOf = (response: Answer) =>
  response.cookies.find((cookie) => cookie.name === XSRF.cookie)?.value;

function postLogin(app: ReturnType<typeof useTestApp>['app'], username: string) {
  return app.inject({
    method: 'POST',
    url: '/central/login',
    cookies: { [XSRF.cookie]: PLANTED },
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      username,
      password: DEMO_PASSWORD,
      service: SERVICE,
      from: 'prepacode',
      _xsrf: PLANTED,
    }).toString(),
  });
}

describe.each(testEngines())('anti-forgery token at sign-in on %s', (engine) => {
  const context = useTestApp(engine, { APP_ORIGINS: APP });

  it('gives a learner a new token when the session opens, and refuses the planted one', async () => {
    const central = await postLogin(context.app, 'eleve@demo.test');
    const login = await context.app.inject({
      method: 'GET',
      url: '/api/auth/login',
      query: { t: '1', service: SERVICE, ticket: ticketOf(central.headers.location) },
      cookies: { [XSRF.cookie]: PLANTED },
    });
    expect(login.statusCode).toBe(200);
    const fresh = tokenOf(login);
    expect(fresh).toMatch(/^[\w-]{43}$/);
    expect(fresh).not.toBe(PLANTED);

    const save = (header: string) =>
      context.app.inject({
        method: 'PUT',
        url: '/api/front/preferences',
        cookies: { prepacode_session: sessionCookieOf(login), [XSRF.cookie]: fresh ?? '' },
        headers: { [XSRF.header]: header },
        payload: DEFAULT_PREFERENCES,
      });
    const forged = await save(PLANTED);
    expect(forged.statusCode).toBe(403);
    expect(readError(forged).code).toBe('jeton_xsrf_invalide');
    // The app reads the cookie at each call: it goes on working with the new token.
    expect((await save(fresh ?? '')).statusCode).toBe(200);
  });

  it('sends the new token in the header to an app of another origin', async () => {
    const central = await postLogin(context.app, 'eleve@demo.test');
    const login = await exchangeTicket(context.app, ticketOf(central.headers.location));
    expect(login.headers[XSRF.header]).toBeUndefined();
    const across = await context.app.inject({
      method: 'GET',
      url: '/api/auth/login',
      query: {
        t: '1',
        service: SERVICE,
        ticket: ticketOf((await postLogin(context.app, 'eleve@demo.test')).headers.location),
      },
      cookies: { [XSRF.cookie]: PLANTED },
      headers: { origin: APP },
    });
    expect(across.statusCode).toBe(200);
    expect(across.headers[XSRF.header]).toBe(tokenOf(across));
    expect(across.headers[XSRF.header]).not.toBe(PLANTED);
  });

  it('gives a staff member a new token with the staff session, and refuses the planted one', async () => {
    const posted = await postLogin(context.app, 'moniteur@demo.test');
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toMatch(/^\/central\/eleves\?/);
    const fresh = tokenOf(posted);
    expect(fresh).toMatch(/^[\w-]{43}$/);
    const staff = posted.cookies.find((cookie) => cookie.name === 'prepacode_central')?.value;
    const impersonate = (header: string) =>
      context.app.inject({
        method: 'POST',
        url: '/central/api/impersonation',
        cookies: { prepacode_central: staff ?? '', [XSRF.cookie]: fresh ?? '' },
        headers: { [XSRF.header]: header },
        payload: { eleve: 'inconnu', service: SERVICE },
      });
    expect(readError(await impersonate(PLANTED)).code).toBe('jeton_xsrf_invalide');
    // Past the anti-forgery check with the new token: the learner is then looked up.
    expect(readError(await impersonate(fresh ?? '')).code).toBe('eleve_introuvable');
  });

  it('keeps the token of a request that opens no session', async () => {
    const refused = await context.app.inject({
      method: 'GET',
      url: '/api/auth/login',
      query: { t: '1', service: SERVICE, ticket: 'ST-inconnu' },
      cookies: { [XSRF.cookie]: PLANTED },
    });
    expect(refused.statusCode).toBe(400);
    expect(tokenOf(refused)).toBeUndefined();
  });
});
