import { BRANDS } from '@prepacode/domain/brands';
import { describe, expect, it } from 'vitest';
import { testEngines } from '../../../test/helpers/databases.js';
import { userIdOf } from '../../../test/helpers/account-fixture.js';
import {
  SERVICE,
  exchangeTicket,
  postCentralLogin,
  sessionCookieOf,
  ticketOf,
  withSession,
} from '../../../test/helpers/sign-on.js';
import { XSRF, useTestApp } from '../../../test/helpers/test-app.js';
import { createPasswordLink } from './password-link.js';
import { readJson } from '../../../test/helpers/read-json.js';
import {
  loginSuccessSchema,
  logoutResponseSchema,
} from '@prepacode/domain/contracts/auth.contract';
import { impersonationResponseSchema } from '@prepacode/domain/contracts/staff.contract';
import { learnersPageSchema } from '@prepacode/domain/contracts/school.contract';

describe.each(testEngines())('impersonation by a school’s staff on %s', (engine) => {
  const context = useTestApp(engine);

  async function staffSession(): Promise<string> {
    const response = await postCentralLogin(context.app, { username: 'moniteur@demo.test' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(
      '/central/eleves?service=http%3A%2F%2Flocalhost&from=prepacode',
    );
    const cookie = response.cookies.find((c) => c.name === 'prepacode_central');
    expect(cookie).toMatchObject({ httpOnly: true, path: '/central' });
    return cookie?.value ?? '';
  }
  const asStaff = (session: string) => ({
    cookies: { prepacode_central: session, ...XSRF.cookies },
    headers: XSRF.headers,
  });
  const impersonate = (session: string, eleve: string, service = SERVICE) =>
    context.app.inject({
      method: 'POST',
      url: '/central/api/impersonation',
      ...asStaff(session),
      payload: { eleve, service },
    });
  const learnerId = (email: string) => userIdOf(context.app.db, email);

  it('lists the learners of the staff member’s school only', async () => {
    await context.app.db
      .insertInto('structures')
      .values({ id: 'autre', name: 'Autre école', email: null, created_at: 0 })
      .execute();
    await context.app.db
      .insertInto('users')
      .values({
        id: 'etranger',
        email: 'etranger@demo.test',
        password_hash: null,
        role: 'learner',
        first_name: 'Éric',
        last_name: 'Étranger',
        photo_url: null,
        structure_id: 'autre',
        group_id: null,
        created_at: 0,
      })
      .execute();
    const session = await staffSession();
    const list = await context.app.inject({
      method: 'GET',
      url: '/central/api/ecole/eleves',
      ...asStaff(session),
    });
    // One row per open inscription (Hugo Bernard has two); a learner without one is not listed.
    expect(
      readJson(list, learnersPageSchema).eleves.map(
        (e: { email: string; permis: string }) => e.email,
      ),
    ).toEqual([
      'multi@demo.test',
      'multi@demo.test',
      'moto-a2@demo.test',
      'moto@demo.test',
      'crr@demo.test',
      'depart@demo.test',
      // The demo's former learners still enrolled (demo-results.ts).
      'noah.gauthier@ancien.demo.test',
      'hauturier@demo.test',
      'eleve@demo.test',
      'fluvial@demo.test',
      'zoe.perrin@ancien.demo.test',
      'bateau@demo.test',
      'nouveau@demo.test',
    ]);
    expect(readJson(list, learnersPageSchema).eleves[0]?.ecole).toBe(
      'Auto-école de la Gare (démonstration)',
    );
  });

  it('opens a learner’s session with connectedAs, and writes it to the audit log', async () => {
    const session = await staffSession();
    const eleve = await learnerId('eleve@demo.test');
    const response = await impersonate(session, eleve);
    expect(response.statusCode).toBe(200);
    const login = await exchangeTicket(
      context.app,
      ticketOf(readJson(response, impersonationResponseSchema).url),
    );
    expect(login.statusCode).toBe(200);
    expect(readJson(login, loginSuccessSchema).connectedAs).toBe('Marc Lefèvre');
    const actions = await context.app.db
      .selectFrom('audit_log')
      .select(['action', 'subject_id'])
      .where('subject_id', '=', eleve)
      .orderBy('at')
      .execute();
    expect(actions.map((row) => row.action)).toEqual([
      'impersonation.ticket',
      'impersonation.start',
    ]);
  });

  it('leads the staff member back to the school space when they leave the learner’s session', async () => {
    const eleve = await learnerId('eleve@demo.test');
    const response = await impersonate(await staffSession(), eleve);
    const login = await exchangeTicket(
      context.app,
      ticketOf(readJson(response, impersonationResponseSchema).url),
    );
    const cookie = login.cookies.find((c) => c.name === 'prepacode_session')?.value ?? '';
    const out = await context.app.inject({
      method: 'GET',
      url: `/api/auth/logout?service=${encodeURIComponent(SERVICE)}`,
      cookies: withSession(cookie),
    });
    expect(readJson(out, logoutResponseSchema).url).toBe(
      `/central/eleves/${eleve}?from=prepacode&service=${encodeURIComponent(SERVICE)}`,
    );
    const actions = await context.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('subject_id', '=', eleve)
      .execute();
    expect(actions.map((row) => row.action)).toContain('impersonation.end');
    // The session is over: it reads nothing any more.
    const after = await context.app.inject({
      method: 'GET',
      url: '/api/front/utilisateur',
      cookies: withSession(cookie),
    });
    expect(after.statusCode).toBe(401);
  });

  it.each([
    ['another school’s learner', 'etranger', SERVICE, 404],
    ['a staff account', 'moniteur', SERVICE, 404],
    ['a foreign service', 'eleve', 'https://evil.example', 400],
  ])('refuses %s', async (_case, who, service, status) => {
    const session = await staffSession();
    const id = who === 'etranger' ? 'etranger' : await learnerId(`${who}@demo.test`);
    expect((await impersonate(session, id, service)).statusCode).toBe(status);
  });

  it('refuses without the anti-forgery header', async () => {
    const session = await staffSession();
    const response = await context.app.inject({
      method: 'POST',
      url: '/central/api/impersonation',
      cookies: { prepacode_central: session },
      payload: { eleve: await learnerId('eleve@demo.test'), service: SERVICE },
    });
    expect(response.statusCode).toBe(403);
  });

  it('keeps staff and learner sessions apart', async () => {
    const staff = await staffSession();
    // A staff token in the learner cookie opens nothing in the learner API…
    const front = await context.app.inject({
      method: 'GET',
      url: '/api/front/utilisateur',
      cookies: withSession(staff),
    });
    expect(front.statusCode).toBe(401);
    // …and a visitor without a staff session cannot list learners.
    const anonymous = await context.app.inject({ method: 'GET', url: '/central/api/ecole/eleves' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('ends the staff session at central logout', async () => {
    const session = await staffSession();
    await context.app.inject({
      method: 'GET',
      url: '/central/logout',
      cookies: { prepacode_central: session },
    });
    const list = await context.app.inject({
      method: 'GET',
      url: '/central/api/ecole/eleves',
      ...asStaff(session),
    });
    expect(list.statusCode).toBe(401);
  });

  // Issue #21, point 8: the learner's session a staff member opened kept working for up to
  // 7 days after the staff member signed out or changed password.
  async function impersonated() {
    const session = await staffSession();
    const opened = await impersonate(session, await learnerId('eleve@demo.test'));
    const login = await exchangeTicket(
      context.app,
      ticketOf(readJson(opened, impersonationResponseSchema).url),
    );
    const learner = sessionCookieOf(login);
    const front = () =>
      context.app.inject({
        method: 'GET',
        url: '/api/front/utilisateur',
        cookies: withSession(learner),
      });
    expect((await front()).statusCode).toBe(200);
    return { session, front };
  }

  it('ends the learner sessions it opened with the staff session, and gives them an hour', async () => {
    const { session, front } = await impersonated();
    const row = await context.app.db
      .selectFrom('sessions')
      .select(['created_at', 'expires_at'])
      .where('impersonator_id', 'is not', null)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(Number(row.expires_at) - Number(row.created_at)).toBe(60 * 60_000);
    await context.app.inject({
      method: 'GET',
      url: '/central/logout',
      cookies: { prepacode_central: session },
    });
    expect((await front()).statusCode).toBe(401);
  });

  it('ends them when the staff member sets a new password', async () => {
    const { front } = await impersonated();
    const staff = await learnerId('moniteur@demo.test');
    const link = await createPasswordLink(context.app.db, {
      userId: staff,
      brand: BRANDS.prepacode,
      validMinutes: 60,
      publicUrl: SERVICE,
    });
    const token = new URL(link).searchParams.get('jeton') ?? '';
    const changed = await context.app.inject({
      method: 'POST',
      url: '/central/api/mot-de-passe/nouveau',
      ...XSRF,
      payload: { jeton: token, mot_de_passe: 'une toute nouvelle phrase de passe' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await front()).statusCode).toBe(401);
  });
});
