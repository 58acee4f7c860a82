import { describe, expect, it } from 'vitest';
import { testEngines } from '../helpers/databases.js';
import { useOutbox } from '../helpers/outbox.js';
import { SERVICE, postCentralLogin } from '../helpers/sign-on.js';
import { XSRF, useTestApp } from '../helpers/test-app.js';
import { staffCookie } from './routes.js';

/** Where another site would like sign-on to send the browser (issue #21, open redirects). */
const HOSTILE = [
  'https://evil.example/',
  '//evil.example/',
  '/\\evil.example/',
  '\\\\evil.example/',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'http://localhost.evil.example/',
  'http://localhost@evil.example/',
  'https://user@evil.example/',
  'http://localhost:80@evil.example/',
  'http://localhost/\r\nLocation: https://evil.example/',
  'http://localhost/%0d%0aSet-Cookie:%20x=1',
  'https:evil.example',
  ` ${'https://evil.example/'}`,
  `http://localhost/${'a'.repeat(10_000)}`,
];

/** A Location stays on the app's own origin, without a line break or credentials in it. */
function expectOwnLocation(
  response: { statusCode: number; headers: Record<string, unknown> },
  where: string,
) {
  expect(response.statusCode, where).toBeLessThan(500);
  const location = response.headers.location;
  if (location === undefined) return;
  expect(typeof location, where).toBe('string');
  if (typeof location === 'string') expectOwnUrl(location, where);
}

function expectOwnUrl(target: string, where: string) {
  expect(target, where).not.toMatch(/[\r\n]/);
  const url = new URL(target, SERVICE);
  expect(url.origin, `${where} → ${target}`).toBe(SERVICE);
  expect(url.username + url.password, where).toBe('');
}

/** A page offers no link nor form to the hostile target. */
function expectNoHostileLink(body: string, where: string) {
  expect(body, where).not.toMatch(
    /(href|action|src)\s*=\s*["']?\s*(javascript:|data:|[a-z]*:?\/\/[^"'>]*evil\.example|\/\\)/i,
  );
}

describe.each(testEngines())('redirects with hostile targets (%s)', (engine) => {
  const { dir, mails } = useOutbox();
  const context = useTestApp(engine, { OUTBOX_DIR: dir });
  const counts: Record<string, number> = {};
  const count = (category: string) => (counts[category] = (counts[category] ?? 0) + 1);

  it('keeps every sign-on redirect on the own origin', async () => {
    const { app } = context;
    const staff = await staffCookie(app, 'moniteur@demo.test');
    const eleve = await app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'eleve@demo.test')
      .executeTakeFirstOrThrow();
    for (const service of HOSTILE) {
      const where = JSON.stringify(service.slice(0, 60));
      const page = await app.inject({ method: 'GET', url: '/central/login', query: { service } });
      expectOwnLocation(page, `login page ${where}`);
      expectNoHostileLink(page.body, `login page ${where}`);
      count('central login page');

      for (const username of ['eleve@demo.test', 'moniteur@demo.test']) {
        const login = await postCentralLogin(app, { username, service });
        expect(login.statusCode, where).toBe(303);
        expectOwnLocation(login, `login ${username} ${where}`);
        count('central login form');
      }

      const school = await app.inject({
        method: 'GET',
        url: '/central/eleves',
        query: { service },
        cookies: { prepacode_central: staff },
      });
      expectOwnLocation(school, `school page ${where}`);
      expectNoHostileLink(school.body, `school page ${where}`);
      count('school page');

      const logout = await app.inject({
        method: 'GET',
        url: '/central/logout',
        query: { service },
      });
      expect(logout.statusCode, where).toBe(303);
      expectOwnLocation(logout, `central logout ${where}`);
      count('central logout');

      const appLogout = await app.inject({
        method: 'GET',
        url: '/api/auth/logout',
        query: { service },
      });
      expectOwnLocation(appLogout, `app logout ${where}`);
      if (appLogout.statusCode === 200)
        expectOwnUrl(appLogout.json<{ url: string }>().url, `app logout ${where}`);
      count('app logout');

      const impersonation = await app.inject({
        method: 'POST',
        url: '/central/api/impersonation',
        cookies: { prepacode_central: staff, ...XSRF.cookies },
        headers: XSRF.headers,
        payload: { eleve: eleve.id, service },
      });
      // A target of the own origin, line breaks dropped by the URL parser, is a fair one.
      expect(impersonation.statusCode, `impersonation ${where}`).toBeLessThan(500);
      if (impersonation.statusCode === 200) {
        expectOwnUrl(impersonation.json<{ url: string }>().url, `impersonation ${where}`);
      } else expect(impersonation.statusCode, `impersonation ${where}`).toBe(400);
      count('impersonation');
    }
    console.log(
      `redirects (${engine}): ${HOSTILE.length} hostile targets; ${Object.entries(counts)
        .map(([k, n]) => `${k} ${n}`)
        .join(', ')}`,
    );
  });

  it('sends no password link back to a hostile service', async () => {
    const { app } = context;
    // One account per target: the page sends one link every two minutes per account, and the
    // route takes ten requests per quarter of an hour.
    const accounts = [
      'eleve',
      'multi',
      'cours',
      'nouveau',
      'bateau',
      'moto',
      'depart',
      'jade',
      'louis',
    ];
    const targets = HOSTILE.filter((service) => !service.startsWith(SERVICE + '/')).slice(
      0,
      accounts.length,
    );
    for (const [n, service] of targets.entries()) {
      const response = await app.inject({
        method: 'POST',
        url: '/central/api/mot-de-passe/demande',
        ...XSRF,
        payload: { email: `${accounts[n]}@demo.test`, service },
      });
      expect(response.statusCode, service).toBe(202);
    }
    const sent = mails();
    expect(sent).toHaveLength(targets.length);
    for (const mail of sent) {
      expect(mail).toContain('/central/mot-de-passe?jeton=');
      expect(mail).not.toMatch(/evil|javascript:|data:text|service=/i);
    }
    console.log(`redirects (${engine}): password link ${targets.length} hostile services`);
  });
});
