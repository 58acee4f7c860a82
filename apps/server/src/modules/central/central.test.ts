import { describe, expect, it } from 'vitest';
import { testEngines } from '../../../test/helpers/databases.js';
import {
  SERVICE,
  casAnswerSchema,
  exchangeTicket,
  postCentralLogin,
  ticketOf,
} from '../../../test/helpers/sign-on.js';
import { useTestApp } from '../../../test/helpers/test-app.js';
import { readJson } from '../../../test/helpers/read-json.js';

describe.each(testEngines())('central sign-on on %s', (engine) => {
  const context = useTestApp(engine);
  const errorOf = (location: string | undefined) =>
    new URL(location ?? '', SERVICE).searchParams.get('erreur');

  it('sends a learner back to the service with a one-time ST- ticket', async () => {
    const response = await postCentralLogin(context.app, { username: 'Eleve@Demo.test ' });
    expect(response.statusCode).toBe(303);
    const location = new URL(response.headers.location ?? '');
    expect(location.origin).toBe(SERVICE);
    expect(location.searchParams.get('ticket')).toMatch(/^ST-[\w-]{43}$/);
  });

  it.each([
    ['a wrong password', { username: 'eleve@demo.test', password: 'mauvais' }, 'identifiants'],
    ['an unknown account', { username: 'personne@demo.test' }, 'identifiants'],
    ['an empty password', { username: 'eleve@demo.test', password: '' }, 'champs'],
    ['a missing anti-forgery field', { username: 'eleve@demo.test', _xsrf: '' }, 'session'],
  ])(
    'sends the visitor back to the page for %s, without a ticket',
    async (_case, fields, problem) => {
      const response = await postCentralLogin(context.app, fields);
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toMatch(/^\/central\/login\?/);
      expect(errorOf(response.headers.location)).toBe(problem);
    },
  );

  it.each([
    'https://evil.example',
    'javascript:alert(1)',
    '//evil.example/x',
    'http://user:pw@localhost',
  ])('never redirects to a service outside the configured origins: %s', async (service) => {
    const response = await postCentralLogin(context.app, { username: 'eleve@demo.test', service });
    expect(response.headers.location).toBe('/central/login?erreur=service&from=prepacode');
  });

  it('throttles an account after five failures, even with the right password', async () => {
    for (let i = 0; i < 5; i += 1) {
      await postCentralLogin(context.app, { username: 'moto@demo.test', password: `essai-${i}` });
    }
    const response = await postCentralLogin(context.app, { username: 'moto@demo.test' });
    expect(errorOf(response.headers.location)).toBe('trop_de_tentatives');
    // Another account from the same address is not locked out.
    const other = await postCentralLogin(context.app, { username: 'bateau@demo.test' });
    expect(other.headers.location).toContain('ticket=ST-');
  });

  describe('CAS 3.0 validation', () => {
    const ticketFor = async (username: string) =>
      ticketOf((await postCentralLogin(context.app, { username })).headers.location);

    it.each(['/central/serviceValidate', '/central/p3/serviceValidate'])(
      '%s answers in XML',
      async (url) => {
        const ticket = await ticketFor('eleve@demo.test');
        const response = await context.app.inject({
          method: 'GET',
          url,
          query: { service: SERVICE, ticket },
        });
        expect(response.headers['content-type']).toContain('application/xml');
        expect(response.body).toContain('<cas:authenticationSuccess>');
        expect(response.body).toContain('<cas:user>eleve@demo.test</cas:user>');
        expect(response.body).toContain('<cas:prenom>Léa</cas:prenom>');
      },
    );

    it('answers in JSON with format=JSON, once only', async () => {
      const ticket = await ticketFor('eleve@demo.test');
      const validate = () =>
        context.app.inject({
          method: 'GET',
          url: '/central/p3/serviceValidate',
          query: { service: SERVICE, ticket, format: 'JSON' },
        });
      const first = readJson(await validate(), casAnswerSchema);
      expect(first.serviceResponse.authenticationSuccess).toMatchObject({
        user: 'eleve@demo.test',
        attributes: { prenom: 'Léa', nom: 'Martin', theme: 'prepacode' },
      });
      expect(
        readJson(await validate(), casAnswerSchema).serviceResponse.authenticationFailure?.code,
      ).toBe('INVALID_TICKET');
    });

    it('refuses a ticket presented for another service, and burns it', async () => {
      const ticket = await ticketFor('eleve@demo.test');
      const foreign = await context.app.inject({
        method: 'GET',
        url: '/central/serviceValidate',
        query: { service: 'http://localhost/autre', ticket },
      });
      expect(foreign.body).toContain("code='INVALID_SERVICE'");
      expect((await exchangeTicket(context.app, ticket)).statusCode).toBe(400);
    });

    it('says INVALID_REQUEST without its parameters', async () => {
      const response = await context.app.inject({ method: 'GET', url: '/central/serviceValidate' });
      expect(response.body).toContain("code='INVALID_REQUEST'");
    });
  });

  it('logs out of the central site by going back to an allowed service only', async () => {
    const back = await context.app.inject({
      method: 'GET',
      url: '/central/logout',
      query: { service: `${SERVICE}/home` },
    });
    expect(back.headers.location).toBe(`${SERVICE}/home`);
    const foreign = await context.app.inject({
      method: 'GET',
      url: '/central/logout',
      query: { service: 'https://evil.example' },
    });
    expect(foreign.headers.location).toBe('/central/login');
  });

  // Issue #21, point 6: these answered `500 See Other` with Fastify's raw error body.
  it('logs out to the login page, never a 500, for a repeated, long or malformed service', async () => {
    const cases = [
      `service=${encodeURIComponent(SERVICE)}&service=${encodeURIComponent(SERVICE)}`,
      `service=${encodeURIComponent(`${SERVICE}/${'a'.repeat(600)}`)}`,
      `service=${encodeURIComponent(`${SERVICE}/élève`)}`,
      `service=${encodeURIComponent(`${SERVICE}/a\r\nSet-Cookie: x=1`)}`,
    ];
    const answers = await Promise.all(
      cases.map((query) => context.app.inject({ method: 'GET', url: `/central/logout?${query}` })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([303, 303, 303, 303]);
    expect(answers[0]?.headers.location).toBe('/central/login');
    expect(answers[1]?.headers.location).toBe('/central/login');
    // An allowed service goes out as a clean URL: non-ASCII escaped, line breaks dropped.
    expect(answers[2]?.headers.location).toBe(`${SERVICE}/%C3%A9l%C3%A8ve`);
    expect(answers[3]?.headers.location).toBe(`${SERVICE}/aSet-Cookie:%20x=1`);
    expect(answers[3]?.headers['set-cookie']).not.toContain('x=1');
  });
});
