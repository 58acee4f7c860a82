import httpCasClient from 'http-cas-client';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.js';
import { loadConfig } from '../../config.js';
import { DEMO_PASSWORD } from '../../demo/seed-demo.js';
import { TEST_ENV } from '../../../test/helpers/test-app.js';

// A third-party application protected by an existing CAS client library from npm, signing in
// against our central site over real HTTP (issue #3: "a third-party CAS client can use our
// sign-on").
describe('a CAS client library from npm against our central sign-on', () => {
  let central: App;
  let client: Server;
  let centralUrl = '';
  let clientUrl = '';

  beforeAll(async () => {
    let handler: ReturnType<typeof httpCasClient> | undefined;
    client = createServer((req, res) => {
      handler ??= httpCasClient({
        casServerUrlPrefix: `${centralUrl}/central`,
        serverName: clientUrl,
      });
      void handler(req, res, {}).then((goOn) => {
        // The library types its answer as the Boolean object; it is a plain boolean.
        if (!goOn.valueOf()) return void res.end();
        const { principal } = req as typeof req & { principal?: unknown };
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(principal));
      });
    });
    await new Promise<void>((resolve) => client.listen(0, '127.0.0.1', resolve));
    clientUrl = `http://127.0.0.1:${(client.address() as AddressInfo).port}`;
    central = await buildApp(
      loadConfig({ ...TEST_ENV, DATABASE_URL: 'sqlite::memory:', APP_ORIGINS: clientUrl }),
    );
    await central.listen({ host: '127.0.0.1', port: 0 });
    centralUrl = `http://127.0.0.1:${(central.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await central.close();
    await new Promise((resolve) => client.close(resolve));
  });

  it('is sent to our login page, signs in, and validates the ticket in CAS 3.0', async () => {
    const protectedPage = await fetch(`${clientUrl}/espace-ecole`, { redirect: 'manual' });
    expect(protectedPage.status).toBe(302);
    const loginPage = new URL(protectedPage.headers.get('location') ?? '');
    expect(`${loginPage.origin}${loginPage.pathname}`).toBe(`${centralUrl}/central/login`);
    const service = loginPage.searchParams.get('service') ?? '';
    expect(service).toBe(`${clientUrl}/espace-ecole`);

    const signedIn = await fetch(`${centralUrl}/central/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: 'XSRF-TOKEN=jeton' },
      body: new URLSearchParams({
        username: 'eleve@demo.test',
        password: DEMO_PASSWORD,
        service,
        _xsrf: 'jeton',
      }),
    });
    expect(signedIn.status).toBe(303);
    const back = signedIn.headers.get('location') ?? '';
    expect(back).toMatch(new RegExp(`^${clientUrl}/espace-ecole\\?ticket=ST-`));

    // The library validates the ticket with our /central/p3/serviceValidate, keeps it in its own
    // cookie and sends the browser back to the clean address, where the principal is known.
    const validated = await fetch(back, { redirect: 'manual' });
    expect(validated.status).toBe(302);
    expect(validated.headers.get('location')).toBe(`${clientUrl}/espace-ecole`);
    const cookie = (validated.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const principal: unknown = await (
      await fetch(`${clientUrl}/espace-ecole`, { headers: { cookie } })
    ).json();
    expect(principal).toEqual({
      user: 'eleve@demo.test',
      attributes: expect.objectContaining({
        prenom: 'Léa',
        nom: 'Martin',
        email: 'eleve@demo.test',
      }) as unknown,
    });
  });
});
