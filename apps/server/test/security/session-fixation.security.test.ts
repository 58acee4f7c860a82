import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/demo/seed-demo.js';
import { COOKIES } from '../../src/modules/auth/session.plugin.js';
import { openSession } from '../../src/modules/auth/sessions.service.js';
import { testEngines } from '../helpers/databases.js';
import { useOutbox } from '../helpers/outbox.js';
import { userIdOf } from '../helpers/account-fixture.js';
import { RESEAU_PARTNER, reseauToken } from '../helpers/partner-fixture.js';
import {
  SERVICE,
  postCentralLogin,
  sessionCookieOf,
  signIn,
  ticketOf,
  withSession,
} from '../helpers/sign-on.js';
import { XSRF, useTestApp } from '../helpers/test-app.js';

// Issue #39, point 1: a session cookie planted in a browser before its owner signs in (an
// attacker's own session, or one awaiting a choice of licence) never becomes the victim's.
// Every sign-in issues a new session and ends the one the browser carried; the doors that sign
// nobody in (activation, the new password) set no session at all.
describe.each(testEngines())('session fixation on %s', (engine) => {
  const { dir: outbox, mails } = useOutbox();
  const context = useTestApp(engine, {
    OUTBOX_DIR: outbox,
    PARTNERS: JSON.stringify([RESEAU_PARTNER]),
  });
  const me = (session: string) =>
    context.app.inject({
      method: 'GET',
      url: '/api/front/utilisateur',
      cookies: withSession(session),
    });
  const userId = (email: string) => userIdOf(context.app.db, email);

  /** What an attacker can hold: their own signed-in session, or one awaiting a choice. */
  const planted = async () => ({
    signedIn: (await signIn(context.app, 'eleve@demo.test')).session,
    awaitingChoice: (
      await openSession(context.app.db, context.app.sessionSettings, {
        userId: await userId('nouveau@demo.test'),
        inscriptionId: null,
        mode: 0,
        pendingChoice: true,
        impersonatorId: null,
        theme: 'prepacode',
      })
    ).token,
  });

  /** The sign-in answered with a new session of its own, and the planted one is over. */
  async function expectRotated(answer: Awaited<ReturnType<typeof me>>, plantedToken: string) {
    expect(answer.statusCode, answer.body).toBeLessThan(400);
    const issued = sessionCookieOf(answer);
    expect(issued).not.toBe(plantedToken);
    expect((await me(plantedToken)).statusCode).toBe(401);
    expect((await me(issued)).statusCode).toBe(200);
  }

  const exchange = (ticket: string, session: string, confirmer?: '1') =>
    context.app.inject({
      method: 'GET',
      url: '/api/auth/login',
      query: { service: SERVICE, ticket, ...(confirmer ? { confirmer } : {}) },
      cookies: withSession(session),
    });

  it('the central sign-in and its ticket exchange end the planted session', async () => {
    for (const [kind, token] of Object.entries(await planted())) {
      const central = await postCentralLogin(context.app, { username: 'bateau@demo.test' });
      // The central form opens no learner session: it hands a ticket to the app.
      expect(
        central.cookies.map((c) => c.name),
        kind,
      ).not.toContain(COOKIES.learner.name);
      const ticket = ticketOf(central.headers.location);
      // Another account's session in the browser: asked first, nothing changed meanwhile.
      const asked = await exchange(ticket, token);
      expect(asked.statusCode, kind).toBe(409);
      expect(
        asked.cookies.map((c) => c.name),
        kind,
      ).not.toContain(COOKIES.learner.name);
      await expectRotated(await exchange(ticket, token, '1'), token);
    }
  });

  it('a partner’s auto-login ends the planted session', async () => {
    for (const token of Object.values(await planted())) {
      const jwt = await reseauToken('bateau@demo.test');
      const answer = await context.app.inject({
        method: 'GET',
        url: '/api/auth/login',
        query: { partenaire: RESEAU_PARTNER.id, jwt },
        cookies: withSession(token),
      });
      await expectRotated(answer, token);
    }
  });

  it('choosing a licence replaces the session that awaited the choice', async () => {
    const { awaitingChoice } = await planted();
    const [inscription] = await context.app.db
      .selectFrom('inscriptions')
      .select('id')
      .where('user_id', '=', await userId('nouveau@demo.test'))
      .execute();
    const answer = await context.app.inject({
      method: 'GET',
      url: '/api/auth/login',
      query: { inscriptionId: String(inscription?.id) },
      cookies: withSession(awaitingChoice),
    });
    await expectRotated(answer, awaitingChoice);
  });

  it('a staff sign-in ends the staff session the browser carried', async () => {
    const STAFF = COOKIES.staff.name;
    const central = (answer: { cookies: { name: string; value: string }[] }) =>
      answer.cookies.find((c) => c.name === STAFF)?.value ?? '';
    const space = (token: string) =>
      context.app.inject({
        method: 'GET',
        url: '/central/api/ecole',
        cookies: { [STAFF]: token },
      });
    const attacker = central(
      await postCentralLogin(context.app, { username: 'moniteur@demo.test' }),
    );
    expect((await space(attacker)).statusCode).toBe(200);
    const form = new URLSearchParams({
      username: 'gerant@demo.test',
      password: DEMO_PASSWORD,
      service: SERVICE,
      from: 'prepacode',
      _xsrf: 'jeton',
    });
    const victim = await context.app.inject({
      method: 'POST',
      url: '/central/login',
      cookies: { 'XSRF-TOKEN': 'jeton', [STAFF]: attacker },
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(victim.statusCode).toBe(303);
    const issued = central(victim);
    expect(issued).not.toBe('');
    expect(issued).not.toBe(attacker);
    expect((await space(attacker)).statusCode).toBe(401);
    expect((await space(issued)).statusCode).toBe(200);
  });

  it('a new password signs nobody in, and the sign-in after it ends the planted session', async () => {
    const { signedIn } = await planted();
    const asked = await context.app.inject({
      method: 'POST',
      url: '/central/api/mot-de-passe/demande',
      cookies: { ...withSession(signedIn), ...XSRF.cookies },
      headers: XSRF.headers,
      payload: { email: 'hauturier@demo.test', service: SERVICE },
    });
    expect(asked.statusCode).toBe(202);
    const jeton = /jeton=([\w-]+)/.exec(mails().at(-1) ?? '')?.[1] ?? '';
    const password = 'une phrase de passe toute neuve';
    const chosen = await context.app.inject({
      method: 'POST',
      url: '/central/api/mot-de-passe/nouveau',
      cookies: { ...withSession(signedIn), ...XSRF.cookies },
      headers: XSRF.headers,
      payload: { jeton, mot_de_passe: password },
    });
    expect(chosen.statusCode, chosen.body).toBeLessThan(300);
    expect(chosen.cookies.map((c) => c.name)).not.toContain(COOKIES.learner.name);
    const central = await postCentralLogin(context.app, {
      username: 'hauturier@demo.test',
      password,
    });
    const ticket = ticketOf(central.headers.location);
    await expectRotated(await exchange(ticket, signedIn, '1'), signedIn);
  });
});
