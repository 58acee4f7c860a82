import { examPeriods } from '@prepacode/domain/contracts/exam.contract';
import { SignJWT } from 'jose';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { ACTIVATION_BASE } from '../../src/modules/signup/activation.routes.js';
import { testEngines } from '../helpers/databases.js';
import { useOutbox } from '../helpers/outbox.js';
import { PARTNER_SECRET, RESEAU_PARTNER } from '../helpers/partner-fixture.js';
import { freshNetwork } from '../helpers/school-fixture.js';
import { creditsOf, learner, writeSeriesContent } from '../helpers/series-fixture.js';
import { signIn, withSession } from '../helpers/sign-on.js';
import { XSRF, countRows, useTestApp } from '../helpers/test-app.js';
import { readJson } from '../helpers/read-json.js';
import { serieStateSchema } from '@prepacode/domain/contracts/series.contract';
import { activationMessage, activationToken } from '../helpers/activation.js';

// Issue #21: every create-if-absent and every spend, 20 identical requests at once through
// app.inject; the database afterwards holds what one request would have stored. PostgreSQL is the
// engine that runs them truly in parallel; SQLite checks the same invariants.
const PARALLEL = 20;
const SECRET = PARTNER_SECRET;
const PARTNERS = [RESEAU_PARTNER];
const contentDir = writeSeriesContent();
const times = <T>(make: (n: number) => Promise<T>) =>
  Promise.all(Array.from({ length: PARALLEL }, (_, n) => make(n)));
const statuses = (answers: { statusCode: number }[]) =>
  answers.map((answer) => answer.statusCode).sort();

describe.each(testEngines())('races on %s', (engine) => {
  const { dir: outbox } = useOutbox();
  const context = useTestApp(engine, {
    CONTENT_DIR: contentDir,
    OUTBOX_DIR: outbox,
    PARTNERS: JSON.stringify(PARTNERS),
  });
  let races = 0;
  afterAll(() => console.log(`races ${engine}: ${races} races of ${PARALLEL} requests`));
  const inscriptionsOf = async (email: string) =>
    (
      await context.app.db
        .selectFrom('inscriptions')
        .innerJoin('users', 'users.id', 'inscriptions.user_id')
        .select('inscriptions.id')
        .where('users.email', '=', email)
        .execute()
    ).map((row) => row.id);

  // Issue #21, point 1 (before the partial unique index: 20 attempts on either engine).
  it('starts one exam series once: one attempt, one credit spent', async () => {
    races += 1;
    const lea = await learner(context.app, 'eleve@demo.test');
    const credits = () => creditsOf(lea);
    const before = await credits();
    const answers = await times(() => lea.create('essai-examen-1', 'examen', 'aleatoire'));
    expect(statuses(answers)).toEqual([...Array<number>(PARALLEL - 1).fill(200), 201]);
    expect(new Set(answers.map((answer) => readJson(answer, serieStateSchema).id)).size).toBe(1);
    expect(await credits()).toBe(before - 1);
    const attempts = await context.app.db
      .selectFrom('attempts')
      .select('id')
      .where('slug', '=', 'essai-examen-1')
      .where('inscription_id', 'in', await inscriptionsOf('eleve@demo.test'))
      .execute();
    expect(attempts).toHaveLength(1);
  });

  it('records one answer sent 20 times, and counts it once in the aggregates', async () => {
    races += 1;
    const lea = await learner(context.app, 'eleve@demo.test');
    const mine = await inscriptionsOf('eleve@demo.test');
    const answered = async () => {
      const row = await context.app.db
        .selectFrom('learner_theme_stats')
        .select((eb) => eb.fn.sum<number>('answered').as('n'))
        .where('inscription_id', 'in', mine)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    };
    const before = await answered();
    const id = readJson(await lea.create('essai-theme-c', 'entrainement'), serieStateSchema).id;
    const current = (await lea.question(id)).json<{ identifiant: string }>();
    const answers = await times(() => lea.answer(id, current.identifiant, 'B'));
    expect(statuses(answers)).toEqual(Array(PARALLEL).fill(200));
    const rows = await context.app.db
      .selectFrom('attempt_questions')
      .select('answer')
      .where('attempt_id', '=', id)
      .where('answered_at', 'is not', null)
      .execute();
    expect(rows).toEqual([{ answer: 'B' }]);
    expect(await answered()).toBe(before + 1);
    expect(
      readJson(await lea.get(`/api/serie/resume/${id}`), serieStateSchema).nb_questions_realisees,
    ).toBe(1);
  });

  it('lets one of 20 new addresses sign up with one activation code', async () => {
    races += 1;
    const post = (call: string, payload: object, n: number) =>
      context.app.inject({
        method: 'POST',
        url: `${ACTIVATION_BASE}/${call}`,
        remoteAddress: `10.21.0.${n + 1}`,
        payload,
      });
    const email = (n: number) => `course-${n}@exemple.fr`;
    const tokens = await times(async (n) => {
      const answer = await post(
        'soumission-code-activation',
        { code_activation: 'MICH-DEMO-0001', email: email(n) },
        n,
      );
      expect(answer.statusCode, answer.body).toBe(200);
      return activationToken(answer);
    });
    const users = await countRows(context.app.db, 'users');
    const person = {
      permis: 'B',
      nom: 'Lambert',
      prenom: 'Élodie',
      telephone: '06.12.34.56.78',
      date_naissance: '2005-03-09',
    };
    const answers = await times((n) =>
      post('creer-et-inscrire-eleve', { ...person, email: email(n), token: tokens[n] }, n),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect(answers.every((answer) => answer.statusCode < 500)).toBe(true);
    expect(await countRows(context.app.db, 'users')).toBe(users + 1);
    const code = await context.app.db
      .selectFrom('activation_codes')
      .select('used_at')
      .where('code', '=', 'MICH-DEMO-0001')
      .executeTakeFirstOrThrow();
    expect(code.used_at).not.toBeNull();
  });

  it('gives one activation code to one of the existing learners who send it at once', async () => {
    races += 1;
    // Not the learners other races sign in with (eleve, moto): the winner gains a second
    // inscription, and would then have to choose one first (a PostgreSQL run failed so).
    const learners = ['multi', 'cours', 'nouveau', 'bateau', 'depart'];
    const answers = await times((n) =>
      context.app.inject({
        method: 'POST',
        url: `${ACTIVATION_BASE}/soumission-code-activation`,
        remoteAddress: `10.21.1.${n + 1}`,
        payload: {
          code_activation: 'MICH-DEMO-0002',
          email: `${learners[n % learners.length]}@demo.test`,
        },
      }),
    );
    expect(answers.every((answer) => answer.statusCode < 500)).toBe(true);
    const owners = answers.filter(
      (answer) => answer.statusCode === 200 && activationMessage(answer).includes('ajouté'),
    );
    expect(owners).toHaveLength(1);
    const code = await context.app.db
      .selectFrom('activation_codes')
      .select(['used_at', 'user_id'])
      .where('code', '=', 'MICH-DEMO-0002')
      .executeTakeFirstOrThrow();
    expect(code.used_at).not.toBeNull();
    const owner = await context.app.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', code.user_id ?? '')
      .executeTakeFirstOrThrow();
    expect(learners.map((name) => `${name}@demo.test`)).toContain(owner.email);
  });

  it('creates one account for 20 first sign-ins of a partner’s new learner', async () => {
    races += 1;
    const claims = { email: 'course@reseau.test', given_name: 'Zoé', family_name: 'Petit' };
    const answers = await times(async () => {
      const jwt = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('ext-course')
        .setIssuer('https://reseau.example')
        .setAudience('prepacode')
        .setIssuedAt()
        .setExpirationTime('2m')
        .setJti(randomUUID())
        .sign(new TextEncoder().encode(SECRET));
      return context.app.inject({
        method: 'GET',
        url: '/api/auth/login',
        query: { t: '1', partenaire: 'reseau', jwt },
      });
    });
    expect(statuses(answers)).toEqual(Array(PARALLEL).fill(200));
    expect(await inscriptionsOf('course@reseau.test')).toHaveLength(1);
  });

  it('creates one learner when a manager sends the same new e-mail 20 times', async () => {
    races += 1;
    const net = await freshNetwork(context.app, 'course');
    const manager = await net.staff('gestionnaire', net.schoolA, 'Sophie', 'Garnier');
    const answers = await times(() =>
      manager.call('POST', '/central/api/ecole/eleves', {
        prenom: 'Léa',
        nom: 'Moreau',
        email: 'lea.course@exemple.fr',
        permis: 'b',
        jours: 180,
        credits: 3,
      }),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect(answers.every((answer) => answer.statusCode < 500)).toBe(true);
    expect(await inscriptionsOf('lea.course@exemple.fr')).toHaveLength(1);
  });

  it('adds every one of 20 credit grants made while the learner spends one', async () => {
    races += 1;
    const net = await freshNetwork(context.app, 'credits');
    const manager = await net.staff('gestionnaire', net.schoolA, 'Marc', 'Lefèvre');
    const pupil = await net.learner('Inès', 'Moreau', net.schoolA, { credits: 2 });
    const ines = await learner(context.app, pupil.email);
    const [answers, start] = await Promise.all([
      times(() =>
        manager.call('POST', `/central/api/ecole/inscriptions/${pupil.inscription}/credits`, {
          nombre: 1,
        }),
      ),
      ines.create('essai-examen-1', 'examen'),
    ]);
    expect(statuses(answers)).toEqual(Array(PARALLEL).fill(200));
    expect(start.statusCode).toBe(201);
    const row = await context.app.db
      .selectFrom('inscriptions')
      .select(['remaining_credits', 'total_credits'])
      .where('id', '=', pupil.inscription)
      .executeTakeFirstOrThrow();
    expect(Number(row.remaining_credits)).toBe(2 + PARALLEL - 1);
    expect(Number(row.total_credits)).toBe(2 + PARALLEL);
  });

  it('stores one exam request sent 20 times at once', async () => {
    races += 1;
    const { session } = await signIn(context.app, 'moto@demo.test');
    const [, nextMonth = ''] = examPeriods(Date.now());
    const answers = await times(() =>
      context.app.inject({
        method: 'POST',
        url: '/api/examen/demande',
        cookies: { ...withSession(session), ...XSRF.cookies },
        headers: XSRF.headers,
        payload: {
          neph: '1234 5678 9012',
          periode: nextMonth,
          centre: 'La Poste, Lyon 3e',
          telephone: '06 12 34 56 78',
        },
      }),
    );
    // What each answered, for a failure to say why.
    const seen = answers.map((answer) => `${answer.statusCode} ${answer.body.slice(0, 120)}`);
    expect(
      answers.filter((answer) => answer.statusCode < 300),
      seen.join('\n'),
    ).toHaveLength(1);
    expect(answers.every((answer) => answer.statusCode < 500)).toBe(true);
    const requests = await context.app.db
      .selectFrom('exam_requests')
      .select('id')
      .where('inscription_id', 'in', await inscriptionsOf('moto@demo.test'))
      .execute();
    expect(requests).toHaveLength(1);
  });
});
