import { describe, expect, it } from 'vitest';
import type { App } from '../../src/app.js';
import { staffOpenedSession } from '../helpers/account-fixture.js';
import { testEngines } from '../helpers/databases.js';
import { SERVICE, signIn, withSession } from '../helpers/sign-on.js';
import { XSRF, countRows, useTestApp } from '../helpers/test-app.js';
import { type Route, concrete, errorCodeOf, routeInventory, staffCookie } from './routes.js';

const STAFF = 'prepacode_central';
const DEMO_SCHOOL = 'demo-auto-ecole';

async function userId(app: App, email: string): Promise<string> {
  const row = await app.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An attempt of the learner's, written as the series engine would (no question bank here). */
async function attemptOf(app: App, learnerId: string): Promise<{ id: number }> {
  const inscription = await app.db
    .selectFrom('inscriptions')
    .select('id')
    .where('user_id', '=', learnerId)
    .executeTakeFirstOrThrow();
  const id = 900_000 + Math.floor(Math.random() * 1000);
  const now = Date.now();
  await app.db
    .insertInto('attempts')
    .values({
      id,
      user_id: learnerId,
      inscription_id: inscription.id,
      licence_code: 'b',
      bank_id: 'b',
      slug: `essai-${id}`,
      type: 'examen',
      label: 'Examen blanc n° 1',
      series_position: 1,
      theme: null,
      parcours: 'entrainement',
      timed: 0,
      nb_questions: 40,
      nb_answered: 0,
      nb_correct: 0,
      ended: 0,
      created_at: now,
      updated_at: now,
      time_extension: null,
    })
    .execute();
  return { id };
}

/** Calls a route with the given cookies and the anti-forgery pair, so only the session decides. */
function call(
  app: App,
  route: Route,
  url: string,
  cookies: Record<string, string>,
  payload?: object,
) {
  return app.inject({
    method: route.method as 'GET',
    url,
    cookies: { ...cookies, ...XSRF.cookies },
    headers: XSRF.headers,
    ...(route.method === 'GET' ? {} : { payload: payload ?? {} }),
  });
}

/** The GET lists each staff role is refused (domain staff-roles.ts): 403 action_refusee. */
/** The reads of one school: who has several (the operator) names it, else `400 ecole_requise`. */
const ONE_SCHOOL = ['credits-par-defaut', 'equipe'];
/** The lists that need a query to say which (every other list needs none). */
const LIST_QUERY: Record<string, string> = {
  'tableau-de-bord.csv': '?tableau=resultats',
  'salles/series': '?permis=b',
};

const REFUSED_TO: Record<string, string[]> = {
  'moniteur@demo.test': [
    'eleves.csv',
    'ecoles',
    'groupes',
    'codes',
    'messages',
    'eleves/import/modele.csv',
    'credits-par-defaut',
    'equipe',
    'tableau-de-bord',
    'tableau-de-bord.csv',
    'questions-a-relire',
  ],
  // Issue #46: the network's imported questions are its operator's to review.
  'gerant@demo.test': ['ecoles', 'questions-a-relire'],
  'autre-ecole@demo.test': ['ecoles', 'questions-a-relire'],
  'reseau@demo.test': [],
};

/**
 * Every learner and staff route against the sessions that must not reach it (issue #21): none,
 * an ended one, one of the other kind, another learner, another school's staff, a staff-opened
 * session (read-only) and each staff role. Never a 2xx on another's data, never a 5xx.
 */
describe.each(testEngines())('access matrix (%s)', (engine) => {
  const context = useTestApp(engine);
  const counts: Record<string, number> = {};
  const count = (category: string) => (counts[category] = (counts[category] ?? 0) + 1);

  it('refuses every learner and staff route without a live session of its kind', async () => {
    const { app } = context;
    const routes = routeInventory(app).filter((route) => route.kind !== 'public');
    const ended = await signIn(app, 'eleve@demo.test');
    await app.inject({
      method: 'GET',
      url: '/api/auth/logout',
      cookies: withSession(ended.session),
    });
    const endedStaff = await staffCookie(app, 'gerant@demo.test');
    await app.inject({ method: 'GET', url: '/central/logout', cookies: { [STAFF]: endedStaff } });
    const liveStaff = await staffCookie(app, 'reseau@demo.test');
    const liveLearner = (await signIn(app, 'bateau@demo.test')).session;
    const sessions = {
      none: {},
      learner: {
        ended: withSession(ended.session),
        'staff token as learner': withSession(liveStaff),
      },
      staff: {
        ended: { [STAFF]: endedStaff },
        'learner token as staff': { [STAFF]: liveLearner },
      },
    };
    for (const route of routes) {
      const cases = {
        none: sessions.none,
        ...sessions[route.kind === 'staff' ? 'staff' : 'learner'],
      };
      for (const [label, cookies] of Object.entries(cases)) {
        const response = await call(app, route, concrete(route.url, '1'), cookies);
        const where = `${label}: ${route.method} ${route.url}`;
        expect([response.statusCode, errorCodeOf(response)], where).toEqual([
          401,
          'non_authentifie',
        ]);
        count(`no live session (${label})`);
      }
    }
    expect(routes.length).toBeGreaterThan(50);
  });

  it('keeps one learner out of another learner’s attempts and exam requests', async () => {
    const { app } = context;
    const eleve = await userId(app, 'eleve@demo.test');
    const attempt = await attemptOf(app, eleve);
    const request = await app.db.selectFrom('exam_requests').select('id').executeTakeFirstOrThrow();
    const { session } = await signIn(app, 'bateau@demo.test');
    const targets: [string, string, string][] = [
      ['GET', '/api/serie/resume/:id', String(attempt.id)],
      ['GET', '/api/serie/details/:id', String(attempt.id)],
      ['GET', '/api/player/infos/:id/question', String(attempt.id)],
      ['GET', '/api/player/infos/:id/reponse', String(attempt.id)],
      ['DELETE', '/api/examen/demande/:id', request.id],
    ];
    for (const [method, url, id] of targets) {
      const response = await call(
        app,
        { method, url, kind: 'learner' },
        concrete(url, id),
        withSession(session),
      );
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      count('another learner');
    }
    const before = await app.db
      .selectFrom('exam_requests')
      .select('id')
      .where('id', '=', request.id)
      .execute();
    expect(before).toHaveLength(1);
  });

  it('refuses every learner write to a session opened by the staff (read-only)', async () => {
    const { app } = context;
    const session = await staffOpenedSession(app, await userId(app, 'eleve@demo.test'));
    const writes = routeInventory(app).filter((r) => r.kind === 'learner' && r.method !== 'GET');
    for (const route of writes) {
      const response = await call(app, route, concrete(route.url, '1'), withSession(session));
      expect([response.statusCode, errorCodeOf(response)], `${route.method} ${route.url}`).toEqual([
        403,
        'lecture_seule',
      ]);
      count('impersonation write');
    }
    const reads = await call(
      app,
      { method: 'GET', url: '/api/front/utilisateur', kind: 'learner' },
      '/api/front/utilisateur',
      withSession(session),
    );
    expect(reads.statusCode).toBe(200);
  });

  it('keeps another school’s staff away from the demo school’s learners', async () => {
    const { app } = context;
    const eleve = await userId(app, 'eleve@demo.test');
    const attempt = await attemptOf(app, eleve);
    const inscription = await app.db
      .selectFrom('inscriptions')
      .select('id')
      .where('user_id', '=', eleve)
      .executeTakeFirstOrThrow();
    const group = await app.db
      .selectFrom('groups')
      .select('id')
      .where('structure_id', '=', DEMO_SCHOOL)
      .executeTakeFirst();
    const code = await app.db
      .selectFrom('activation_codes')
      .select('code')
      .where('structure_id', '=', DEMO_SCHOOL)
      .executeTakeFirst();
    const ids: Record<string, string> = {
      eleve,
      tentative: String(attempt.id),
      id: String(inscription.id),
      groupe: group?.id ?? 'aucun',
      ecole: DEMO_SCHOOL,
      code: code?.code ?? 'AAAA-AAAA-AAAA',
    };
    const cookies = { [STAFF]: await staffCookie(app, 'autre-ecole@demo.test') };
    const routes = routeInventory(app).filter((r) => r.kind === 'staff' && r.url.includes(':'));
    for (const route of routes) {
      const url = route.url.replace(/:(\w+)/g, (_, name: string) =>
        encodeURIComponent(ids[name] ?? 'x'),
      );
      const response = await call(app, route, url, cookies);
      const where = `${route.method} ${url} → ${response.statusCode}`;
      expect(response.statusCode, where).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, where).toBeLessThan(500);
      if (route.method === 'GET') expect(response.statusCode, where).toBe(404);
      count('another school’s staff');
    }
    const open = await call(
      app,
      { method: 'POST', url: '', kind: 'staff' },
      '/central/api/impersonation',
      cookies,
      { eleve, service: SERVICE },
    );
    expect(open.statusCode).toBe(404);
    const list = await call(
      app,
      { method: 'GET', url: '', kind: 'staff' },
      `/central/api/ecole/eleves?ecole=${DEMO_SCHOOL}`,
      cookies,
    );
    expect(list.statusCode).toBe(404);
    count('another school’s staff');
    count('another school’s staff');
  });

  it('refuses each staff role the writes beyond its actions, storing nothing', async () => {
    const { app } = context;
    const eleve = await userId(app, 'eleve@demo.test');
    const learner = {
      prenom: 'Léa',
      nom: 'Moreau',
      email: 'refus@demo.test',
      permis: 'b',
      jours: 180,
      credits: 3,
    };
    const codes = { nombre: 1, permis: 'b', jours_acces: 90, credits: 5, expire_le: '2099-12-31' };
    const writes: [string, string, object][] = [
      ['POST', '/central/api/ecole/eleves', learner],
      ['POST', '/central/api/ecole/codes', codes],
      [
        'POST',
        '/central/api/ecole/messages',
        {
          ecole: DEMO_SCHOOL,
          type: 'info',
          texte: 'Moniteur',
          debut: '2099-01-01',
          fin: '2099-01-02',
        },
      ],
      ['POST', '/central/api/ecole/ecoles', { nom: 'École refusée' }],
      ['POST', '/central/api/ecole/groupes', { nom: 'Groupe refusé' }],
      ['DELETE', '/central/api/ecole/groupes/aucun', {}],
      ['POST', '/central/api/ecole/codes/AAAA-AAAA-AAAA/revocation', {}],
      ['POST', '/central/api/ecole/messages/aucun/retrait', {}],
      ['POST', `/central/api/ecole/eleves/${eleve}/lien-mot-de-passe`, {}],
      // Issue #41: the school's policy, selections, a learner's record, the team.
      ['PUT', '/central/api/ecole/credits-par-defaut', { credits: [{ permis: 'b', credits: 9 }] }],
      ['POST', '/central/api/ecole/inscriptions/credits', { inscriptions: [1], nombre: 1 }],
      ['POST', '/central/api/ecole/inscriptions/prolongation', { inscriptions: [1], jours: 30 }],
      ['POST', '/central/api/ecole/eleves/lien-mot-de-passe', { eleves: [eleve] }],
      [
        'POST',
        `/central/api/ecole/eleves/${eleve}/formations`,
        { permis: 'etm', jours: 30, credits: 0 },
      ],
      [
        'PUT',
        `/central/api/ecole/eleves/${eleve}/identite`,
        { prenom: 'Refus', nom: 'Refus', email: 'refus.identite@demo.test' },
      ],
      [
        'POST',
        '/central/api/ecole/equipe',
        { prenom: 'Refus', nom: 'Refus', email: 'refus.equipe@demo.test', role: 'moniteur' },
      ],
      ['DELETE', '/central/api/ecole/equipe/aucun', {}],
      // Issue #46: deciding on the network's imported questions and their share of mock exams.
      [
        'POST',
        '/central/api/ecole/questions-a-relire/decision',
        { identifiant: 'RO-L-001', version_relecture: 0, decision: 'refusee' },
      ],
      [
        'PUT',
        '/central/api/ecole/banques-reseau/part',
        { banque: 'reseau-ouest', part_examens: 50 },
      ],
    ];
    const review = [
      'POST /central/api/ecole/questions-a-relire/decision',
      'PUT /central/api/ecole/banques-reseau/part',
    ];
    const refused: Record<string, string[]> = {
      'moniteur@demo.test': writes.map(([method, url]) => `${method} ${url}`),
      'gerant@demo.test': ['POST /central/api/ecole/ecoles', ...review],
    };
    const tables = [
      'users',
      'activation_codes',
      'messages',
      'structures',
      'groups',
      'credit_defaults',
      'inscriptions',
      'questions',
      'content_banks',
    ] as const;
    const before = await Promise.all(tables.map((table) => countRows(app.db, table)));
    for (const [username, keys] of Object.entries(refused)) {
      const cookies = { [STAFF]: await staffCookie(app, username) };
      for (const [method, url, payload] of writes.filter(([m, u]) => keys.includes(`${m} ${u}`))) {
        const response = await call(app, { method, url, kind: 'staff' }, url, cookies, payload);
        const where = `${username} ${method} ${url} ${response.body.slice(0, 300)}`;
        expect([response.statusCode, errorCodeOf(response)], where).toEqual([
          403,
          'action_refusee',
        ]);
        count('staff role write');
      }
    }
    expect(await Promise.all(tables.map((table) => countRows(app.db, table)))).toEqual(before);
  });

  it('gives each staff role only its own lists', async () => {
    const { app } = context;
    const lists = routeInventory(app).filter(
      (r) =>
        r.kind === 'staff' && r.method === 'GET' && !r.url.includes(':') && !r.url.includes('/lot'),
    );
    for (const [username, refused] of Object.entries(REFUSED_TO)) {
      const cookies = { [STAFF]: await staffCookie(app, username) };
      for (const route of lists) {
        const name = route.url.replace('/central/api/ecole/', '');
        const response = await call(app, route, `${route.url}${LIST_QUERY[name] ?? ''}`, cookies);
        const expected = refused.includes(name)
          ? [403, 'action_refusee']
          : username === 'reseau@demo.test' && ONE_SCHOOL.includes(name)
            ? [400, 'ecole_requise']
            : [200, undefined];
        expect([response.statusCode, errorCodeOf(response)], `${username} ${route.url}`).toEqual(
          expected,
        );
        count('staff role');
      }
    }
    console.log(
      `access matrix (${engine}): ${Object.entries(counts)
        .map(([k, n]) => `${k} ${n}`)
        .join(', ')}`,
    );
  });
});
