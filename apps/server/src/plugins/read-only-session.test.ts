import { describe, expect, it } from 'vitest';
import { freshLearner, staffOpenedSession } from '../../test/helpers/account-fixture.js';
import { testEngines } from '../../test/helpers/databases.js';
import { asLearner, started, writeSeriesContent } from '../../test/helpers/series-fixture.js';
import { withSession } from '../../test/helpers/sign-on.js';
import type { App } from '../app.js';
import { XSRF, countRows, useTestApp } from '../../test/helpers/test-app.js';
import { readError } from '../../test/helpers/read-json.js';

const contentDir = writeSeriesContent();
const READ_ONLY = {
  code: 'lecture_seule',
  message: 'Vous consultez la session d’Inès en lecture seule\u202f: rien n’y est enregistré.',
};
// The learner's writes authenticated by something else than the session (the brand's key).
const LEARNER_WRITES_ELSEWHERE = ['/central/api/eleve/mail'];

/** Every route of the app as « METHOD path », read from Fastify's own route tree. */
function routesOf(app: App): string[] {
  const routes: string[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (parents[depth - 1] ?? '') + (match[2] ?? '');
    parents[depth] = path;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      routes.push(`${method} ${path}`);
    }
  }
  return routes;
}

describe.each(testEngines())('a session the school opened is read-only on %s', (engine) => {
  const context = useTestApp(engine, { CONTENT_DIR: contentDir });

  /** A learner with an unfinished timed exam, and the session their instructor opened. */
  async function openedByStaff(label: string) {
    const learner = await freshLearner(context.app, label);
    const exam = await started(asLearner(context.app, learner.session), 'essai-examen-1');
    const staff = await staffOpenedSession(context.app, learner.id);
    const send = (method: string, url: string, payload?: object) =>
      context.app.inject({
        method: method as 'GET',
        url,
        cookies: { ...withSession(staff), ...XSRF.cookies },
        headers: XSRF.headers,
        ...(payload ? { payload } : {}),
      });
    return { learner, exam, staff: asLearner(context.app, staff), send };
  }

  // Structural: a write route added later is refused without anyone remembering to.
  it('refuses every write route of the learner’s API, each with the same French message', async () => {
    const { send } = await openedByStaff('toutes-routes');
    const writes = routesOf(context.app).filter((route) => {
      const [method = '', path = ''] = route.split(' ');
      const learnerPath = path.startsWith('/api/') || LEARNER_WRITES_ELSEWHERE.includes(path);
      return learnerPath && !['GET', 'HEAD', 'OPTIONS'].includes(method);
    });
    expect(writes).toEqual(
      expect.arrayContaining(['PUT /api/serie/create', 'POST /api/cours/complete']),
    );
    for (const route of writes) {
      const [method = '', path = ''] = route.split(' ');
      const answer = await send(method, path.replace(':id', '1'), {});
      expect(answer.statusCode, route).toBe(403);
      expect(readError(answer), route).toEqual(READ_ONLY);
    }
  });

  it('changes nothing: no series, answer, clock, exam request, lesson, setting or message', async () => {
    const { learner, exam, send } = await openedByStaff('rien-ne-change');
    const { db } = context.app;
    const tables = [
      'attempts',
      'attempt_questions',
      'exam_requests',
      'lesson_completions',
      'learner_preferences',
      'contact_messages',
    ] as const;
    const before = await Promise.all(tables.map((table) => countRows(db, table)));
    const credits = () =>
      db
        .selectFrom('inscriptions')
        .select('remaining_credits')
        .where('user_id', '=', learner.id)
        .executeTakeFirstOrThrow();
    const creditsBefore = await credits();

    const refused = [
      await send('PUT', '/api/serie/create?slug=essai-examen-2&parcours=examen'),
      await send('GET', `/api/player/infos/${exam}/question`),
      await send('PUT', '/api/player/envoi-reponse', {
        serie: String(exam),
        identifiant: 'ES-L-001',
        reponse: ['A'],
      }),
      await send('POST', '/api/examen/demande', { neph: '123456789012' }),
      await send('POST', '/api/cours/complete', { identifiant: 'lecon-1' }),
      await send('PUT', '/api/front/preferences', {
        temps_majore: 'x2',
        lecture_auto: false,
        vitesse_lecture: 'normale',
        raccourcis_clavier: true,
        ordre_propositions: 'aleatoire',
      }),
      await send('POST', '/central/api/eleve/mail', {
        eleve_id: learner.id,
        email: learner.email,
        sujet: 'Question',
        message: 'Écrit par le moniteur',
      }),
    ];
    for (const answer of refused) expect(readError(answer)).toEqual(READ_ONLY);
    expect(await Promise.all(tables.map((table) => countRows(db, table)))).toEqual(before);
    expect(await credits()).toEqual(creditsBefore);
    // The exam's clock did not start for the staff member's look.
    const clock = await db
      .selectFrom('attempt_questions')
      .select('deadline_at')
      .where('attempt_id', '=', exam)
      .execute();
    expect(clock.every((row) => row.deadline_at === null)).toBe(true);
  });

  it('still shows everything: profile, series, history, results', async () => {
    const { exam, send } = await openedByStaff('lecture');
    for (const url of [
      '/api/front/utilisateur',
      '/api/front/series-eleve',
      '/api/front/historique?page=1',
      `/api/serie/resume/${exam}`,
      '/api/front/preferences',
    ]) {
      expect((await send('GET', url)).statusCode, url).toBe(200);
    }
  });
});
