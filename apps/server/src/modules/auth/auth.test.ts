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
import { LOGIN_PER_MINUTE } from './auth.routes.js';
import { readError, readJson } from '../../../test/helpers/read-json.js';
import { utilisateurResponseSchema } from '@prepacode/domain/contracts/front.contract';
import { loginChoiceSchema, loginSuccessSchema } from '@prepacode/domain/contracts/auth.contract';

describe.each(testEngines())('GET /api/auth/login on %s', (engine) => {
  const context = useTestApp(engine);
  const profile = (session: string) =>
    context.app.inject({
      method: 'GET',
      url: '/api/front/utilisateur',
      cookies: withSession(session),
    });
  const choose = (session: string, inscriptionId: number | string) =>
    context.app.inject({
      method: 'GET',
      url: '/api/auth/login',
      query: { inscriptionId: String(inscriptionId) },
      cookies: withSession(session),
    });

  it('lets a classroom behind one address sign in together', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 40 }, () =>
        context.app.inject({ method: 'GET', url: '/api/auth/login', query: { ticket: 'ST-x' } }),
      ),
    );
    expect(attempts.filter((attempt) => attempt.statusCode === 429)).toHaveLength(0);
    expect(LOGIN_PER_MINUTE).toBeGreaterThanOrEqual(200);
  });

  it('signs in a learner with one inscription: 200, an HttpOnly session cookie and a public marker', async () => {
    const { login, session } = await signIn(context.app, 'eleve@demo.test');
    expect(login.statusCode).toBe(200);
    const body = readJson(login, loginSuccessSchema);
    expect(body).toMatchObject({ mode: 0, theme: 'prepacode', connectedAs: null });
    expect(body.inscriptionId).toEqual(expect.any(Number));
    expect(body.token).not.toBe(session);
    const cookie = login.cookies.find((c) => c.name === 'prepacode_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(readJson(await profile(session), utilisateurResponseSchema).eleve).toMatchObject({
      prenom: 'Léa',
      nom: 'Martin',
    });
  });

  it('answers 300 with the choices, then signs in on the chosen inscription with a new cookie', async () => {
    const { login, session } = await signIn(context.app, 'multi@demo.test');
    expect(login.statusCode).toBe(300);
    const choice = readJson(login, loginChoiceSchema);
    expect(choice.inscriptions.map((i: { permis: string }) => i.permis).sort()).toEqual([
      'b',
      'co',
    ]);
    expect(choice.applications.map((a: { label: string }) => a.label)).toEqual(['cours-code']);
    expect(choice).toMatchObject({ connectedAs: null, theme: 'prepacode' });
    // Not signed in until the choice is made.
    expect((await profile(session)).statusCode).toBe(403);

    const boat = choice.inscriptions.find((i: { permis: string }) => i.permis === 'co');
    if (!boat) throw new Error('a boat inscription among the choices');
    const chosen = await choose(session, boat.id);
    expect(chosen.statusCode).toBe(200);
    expect(readJson(chosen, loginSuccessSchema).inscriptionId).toBe(boat.id);
    const rotated = sessionCookieOf(chosen);
    expect(rotated).not.toBe(session);
    expect((await profile(session)).statusCode).toBe(401);
    expect(readJson(await profile(rotated), utilisateurResponseSchema).inscription?.permis).toBe(
      'co',
    );
  });

  it('answers 303 to a learner with applications only, signed in for courses', async () => {
    const { login, session } = await signIn(context.app, 'cours@demo.test');
    expect(login.statusCode).toBe(303);
    expect(login.headers.location).toBeUndefined();
    expect(readJson(login, loginChoiceSchema).inscriptions).toEqual([]);
    expect(readJson(login, loginChoiceSchema).applications).toHaveLength(2);
    const me = readJson(await profile(session), utilisateurResponseSchema);
    expect(me.inscription).toBeNull();
    expect(me.applications_externes.map((a: { is_max: boolean }) => a.is_max)).toEqual([
      true,
      false,
    ]);
  });

  it('refuses another learner’s inscription and changes nothing', async () => {
    const eleve = readJson(
      (await signIn(context.app, 'eleve@demo.test')).login,
      loginSuccessSchema,
    );
    if (eleve.inscriptionId === null) throw new Error('Léa is signed in on her inscription');
    const { session } = await signIn(context.app, 'multi@demo.test');
    const response = await choose(session, eleve.inscriptionId);
    expect(response.statusCode).toBe(404);
    expect(readError(response).message).toBe(
      'Cette formation n’existe pas ou n’est plus accessible.',
    );
    expect(response.cookies.find((c) => c.name === 'prepacode_session')).toBeUndefined();
  });

  it.each([
    ['a used ticket', 'reuse', 'ticket_invalide'],
    ['an unknown ticket', 'unknown', 'ticket_invalide'],
    ['a ticket for another service', 'foreign', 'ticket_service'],
  ])('refuses %s in French', async (_case, kind, code) => {
    const ticket = ticketOf(
      (await postCentralLogin(context.app, { username: 'eleve@demo.test' })).headers.location,
    );
    if (kind === 'reuse') await exchangeTicket(context.app, ticket);
    const response = await exchangeTicket(
      context.app,
      kind === 'unknown' ? 'ST-inconnu' : ticket,
      kind === 'foreign' ? 'https://autre.example' : SERVICE,
    );
    expect(response.statusCode).toBe(400);
    expect(readError(response).code).toBe(code);
  });

  it('refuses an expired ticket', async () => {
    const ticket = ticketOf(
      (await postCentralLogin(context.app, { username: 'eleve@demo.test' })).headers.location,
    );
    await context.app.db
      .updateTable('tickets')
      .set({ expires_at: Date.now() - 1 })
      .execute();
    expect(readError(await exchangeTicket(context.app, ticket)).code).toBe('ticket_invalide');
  });

  it.each([
    [{ inscriptionId: 'abc' }, 400, 'requete_invalide'],
    [{ inscriptionId: '12' }, 401, 'non_authentifie'],
    [{ t: '1' }, 400, 'requete_invalide'],
    [{ ticket: 'ST-x' }, 400, 'service_manquant'],
    [{ ticket: 'ST-x', service: SERVICE, from: 'inconnue' }, 400, 'marque_inconnue'],
  ])('answers %o with %i', async (query, status, code) => {
    const response = await context.app.inject({ method: 'GET', url: '/api/auth/login', query });
    expect(response.statusCode).toBe(status);
    expect(readError(response).code).toBe(code);
  });

  it('keeps a ticket usable after a refused brand', async () => {
    const ticket = ticketOf(
      (await postCentralLogin(context.app, { username: 'eleve@demo.test' })).headers.location,
    );
    const refused = await context.app.inject({
      method: 'GET',
      url: '/api/auth/login',
      query: { ticket, service: SERVICE, from: 'inconnue' },
    });
    expect(refused.statusCode).toBe(400);
    expect((await exchangeTicket(context.app, ticket)).statusCode).toBe(200);
  });

  it('does not offer an expired inscription', async () => {
    const user = await context.app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'bateau@demo.test')
      .executeTakeFirstOrThrow();
    await context.app.db
      .updateTable('inscriptions')
      .set({ expiration_date: '2020-01-31' })
      .where('user_id', '=', user.id)
      .execute();
    const ticket = ticketOf(
      (await postCentralLogin(context.app, { username: 'bateau@demo.test' })).headers.location,
    );
    const response = await exchangeTicket(context.app, ticket);
    expect(response.statusCode).toBe(403);
    expect(readError(response).code).toBe('aucun_acces');
  });
});

describe.each(testEngines())('logout and the profile on %s', (engine) => {
  const context = useTestApp(engine);

  it('ends the session and points to the brand’s login entry', async () => {
    const { session } = await signIn(context.app, 'eleve@demo.test');
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/auth/logout',
      query: { service: SERVICE },
      cookies: withSession(session),
    });
    expect(response.json()).toEqual({
      url: '/central/login?from=prepacode&service=http%3A%2F%2Flocalhost',
    });
    const cleared = response.cookies.find((c) => c.name === 'prepacode_session');
    expect(cleared?.value).toBe('');
    const after = await context.app.inject({
      method: 'GET',
      url: '/api/front/utilisateur',
      cookies: withSession(session),
    });
    expect(after.statusCode).toBe(401);
  });

  it('gives a learner their profile, banners and Kopilote entry', async () => {
    const { session } = await signIn(context.app, 'moto@demo.test');
    const me = readJson(
      await context.app.inject({
        method: 'GET',
        url: '/api/front/utilisateur',
        cookies: withSession(session),
      }),
      utilisateurResponseSchema,
    );
    expect(me.inscription).toMatchObject({ permis: 'etm', statut: 'ouvert' });
    expect(me.application_kopilote).toEqual([{ statut: 'ouvert', permis: 'etm' }]);
    expect(me.messages).toHaveLength(1);
    expect(me.messages[0]).toMatchObject({ type: 'info' });
    expect(me.eleve).toMatchObject({
      email: 'moto@demo.test',
      structure_id: 'demo-auto-ecole',
      groupement_id: 'demo-groupe-soir',
    });
  });

  it('names the learner’s own school and no other', async () => {
    const { session } = await signIn(context.app, 'eleve@demo.test');
    const own = await context.app.inject({
      method: 'GET',
      url: '/api/front/structure/demo-auto-ecole',
      cookies: withSession(session),
    });
    expect(own.json()).toEqual({
      id: 'demo-auto-ecole',
      nom: 'Auto-école de la Gare (démonstration)',
    });
    const other = await context.app.inject({
      method: 'GET',
      url: '/api/front/structure/autre',
      cookies: withSession(session),
    });
    expect(other.statusCode).toBe(404);
  });

  it('answers 401 in French without a session', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/front/utilisateur' });
    expect(response.statusCode).toBe(401);
    expect(readError(response).message).toBe(
      'Votre session a expiré. Reconnectez-vous pour continuer.',
    );
  });

  it('ends a session left idle too long', async () => {
    const { session } = await signIn(context.app, 'eleve@demo.test');
    await context.app.db
      .updateTable('sessions')
      .set({ last_seen_at: Date.now() - 5 * 3_600_000 })
      .execute();
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/front/utilisateur',
      cookies: withSession(session),
    });
    expect(response.statusCode).toBe(401);
  });
});
