import { describe, expect, it } from 'vitest';
import { testEngines } from '../../../test/helpers/databases.js';
import {
  SERVICE,
  exchangeTicket,
  postCentralLogin,
  sessionCookieOf,
  signIn,
  ticketOf,
  withSession,
} from '../../../test/helpers/sign-on.js';
import { useTestApp } from '../../../test/helpers/test-app.js';
import { readError, readJson } from '../../../test/helpers/read-json.js';
import { utilisateurResponseSchema } from '@prepacode/domain/contracts/front.contract';

// Issue #21, point 7: a learner signed in as A who opened `/?ticket=<B's ticket>` landed in B's
// dashboard without a word (login CSRF), and what they typed went to B.
describe.each(testEngines())('a ticket for another account on %s', (engine) => {
  const context = useTestApp(engine);
  const ticketFor = async (username: string) =>
    ticketOf((await postCentralLogin(context.app, { username })).headers.location);
  const exchange = (ticket: string, session: string, confirmer?: '1') =>
    context.app.inject({
      method: 'GET',
      url: '/api/auth/login',
      query: { t: '1', service: SERVICE, ticket, ...(confirmer ? { confirmer } : {}) },
      cookies: withSession(session),
    });
  const profile = (session: string) =>
    context.app.inject({
      method: 'GET',
      url: '/api/front/utilisateur',
      cookies: withSession(session),
    });

  it('is not exchanged without asking, keeps the session, and is exchanged once confirmed', async () => {
    const { session: lea } = await signIn(context.app, 'eleve@demo.test');
    const ticket = await ticketFor('bateau@demo.test');
    const asked = await exchange(ticket, lea);
    expect(asked.statusCode).toBe(409);
    expect(readError(asked).code).toBe('autre_compte_connecte');
    expect(readError(asked).message).toMatch(
      /^Vous êtes connecté·e en tant que .+\u202f; continuer en tant que .+\u202f\?$/,
    );
    expect(asked.cookies.some((cookie) => cookie.name === 'prepacode_session')).toBe(false);
    expect(readJson(await profile(lea), utilisateurResponseSchema).eleve.email).toBe(
      'eleve@demo.test',
    );

    const confirmed = await exchange(ticket, lea, '1');
    expect(confirmed.statusCode).toBe(200);
    expect(
      readJson(await profile(sessionCookieOf(confirmed)), utilisateurResponseSchema).eleve.email,
    ).toBe('bateau@demo.test');
  });

  it('is exchanged at once for the same account, or without a session', async () => {
    const { session: lea } = await signIn(context.app, 'eleve@demo.test');
    expect((await exchange(await ticketFor('eleve@demo.test'), lea)).statusCode).toBe(200);
    const fresh = await exchangeTicket(context.app, await ticketFor('bateau@demo.test'));
    expect(fresh.statusCode).toBe(200);
  });
});
