import { describe, expect, it, vi } from 'vitest';
import { accountCalls, freshLearner } from '../../../test/helpers/account-fixture.js';
import { testEngines } from '../../../test/helpers/databases.js';
import {
  answerCurrent,
  asLearner,
  rightLetters,
  started,
  writeSeriesContent,
} from '../../../test/helpers/series-fixture.js';
import { withSession } from '../../../test/helpers/sign-on.js';
import { XSRF, countRows, useTestApp } from '../../../test/helpers/test-app.js';
import { readError, readJson } from '../../../test/helpers/read-json.js';
import { reportAnswerSchema } from '@prepacode/domain/contracts/report.contract';
import {
  accountDataSchema,
  deletionRequestSchema,
  deletionStateSchema,
} from '@prepacode/domain/contracts/account.contract';
import { questionResponseSchema } from '@prepacode/domain/contracts/player.contract';

const contentDir = writeSeriesContent();

describe.each(testEngines())('learner self-service: data, deletion, reports on %s', (engine) => {
  const context = useTestApp(engine, { CONTENT_DIR: contentDir });

  /** A learner with one training series of two questions, the first answered. */
  async function learnerWithAnswer(label: string) {
    const learner = await freshLearner(context.app, label);
    const player = asLearner(context.app, learner.session);
    const serie = await started(player, 'essai-theme-l', 'entrainement');
    const { current } = await answerCurrent(player, serie, rightLetters);
    return {
      ...learner,
      serie,
      answered: current.identifiant,
      calls: accountCalls(context.app, learner.session),
    };
  }
  const report = (serie: number | string, identifiant: string, changes: object = {}) => ({
    serie: String(serie),
    identifiant,
    motif: 'reponse_fausse',
    commentaire: 'La bonne réponse devrait être B.',
    ...changes,
  });

  it('downloads everything kept about the learner as a JSON attachment', async () => {
    const learner = await learnerWithAnswer('donnees');
    await learner.calls.post('/api/compte/signalements', report(learner.serie, learner.answered));
    await learner.calls.post('/api/compte/suppression', { motif: 'Permis obtenu' });
    const preferences = {
      temps_majore: 'x1.5',
      lecture_auto: true,
      vitesse_lecture: 'lente',
      raccourcis_clavier: false,
      ordre_propositions: 'fixe',
    };
    expect((await learner.calls.put('/api/front/preferences', preferences)).statusCode).toBe(200);
    const answer = await learner.calls.get('/api/compte/donnees');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="mes-donnees-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(answer.headers['content-type']).toContain('application/json');
    expect(answer.headers['cache-control']).toBe('no-store');
    const data = readJson(answer, accountDataSchema);
    expect(data.profil).toMatchObject({ id: learner.id, email: learner.email, prenom: 'Inès' });
    expect(JSON.stringify(data)).not.toContain('scrypt$');
    expect(data.inscriptions).toEqual([
      expect.objectContaining({ permis: 'b', credits_total: 20 }),
    ]);
    expect(data.series).toHaveLength(1);
    expect(data.series[0]).toMatchObject({
      slug: 'essai-theme-l',
      nb_repondues: 1,
      terminee: false,
    });
    // The export's series are free-form records in the contract: their answers are read by path.
    expect(data.series[0]).toHaveProperty(
      'reponses.0',
      expect.objectContaining({
        position: 1,
        question: learner.answered,
        version: expect.any(Number) as number,
        juste: true,
      }),
    );
    expect(data.series[0]).toHaveProperty(
      'reponses.1',
      expect.objectContaining({ reponse: null, juste: null }),
    );
    expect(data.signalements).toEqual([
      expect.objectContaining({ question: learner.answered, motif: 'reponse_fausse' }),
    ]);
    expect(data.demande_suppression).toMatchObject({ motif: 'Permis obtenu' });
    expect(data.preferences).toEqual(preferences);
    expect(data).toMatchObject({ lecons_terminees: [], messages_contact: [], demandes_examen: [] });
  });

  it('needs a session to download the data', async () => {
    const answer = await context.app.inject({ method: 'GET', url: '/api/compte/donnees' });
    expect(answer.statusCode).toBe(401);
  });

  it('records one deletion request, shown to the learner, and refuses a second', async () => {
    const learner = await freshLearner(context.app, 'suppression');
    const calls = accountCalls(context.app, learner.session);
    expect((await calls.get('/api/compte/suppression')).json()).toEqual({ demande: null });
    const first = await calls.post('/api/compte/suppression', {
      motif: '  Je n’en ai plus besoin  ',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ motif: 'Je n’en ai plus besoin' });
    expect(
      readJson(await calls.get('/api/compte/suppression'), deletionStateSchema).demande,
    ).toEqual(readJson(first, deletionRequestSchema));
    const second = await calls.post('/api/compte/suppression', {});
    expect(second.statusCode).toBe(409);
    expect(readError(second).message).toMatch(
      /^Votre demande de suppression est déjà enregistrée depuis le \d{1,2} \S+ \d{4}\.$/,
    );
  });

  it('keeps one request when several are sent at once', async () => {
    const learner = await freshLearner(context.app, 'simultanee');
    const calls = accountCalls(context.app, learner.session);
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => calls.post('/api/compte/suppression', {})),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409]);
    const rows = await context.app.db
      .selectFrom('deletion_requests')
      .selectAll()
      .where('user_id', '=', learner.id)
      .execute();
    expect(rows).toEqual([expect.objectContaining({ reason: null })]);
  });

  it('refuses a reason too long in French, recording nothing', async () => {
    const learner = await freshLearner(context.app, 'motif-long');
    const answer = await accountCalls(context.app, learner.session).post(
      '/api/compte/suppression',
      { motif: 'a'.repeat(1001) },
    );
    expect(answer.statusCode).toBe(400);
    expect(readError(answer).message).toBe('Le motif tient en 1\u202f000 caractères au plus.');
    expect(
      readJson(
        await accountCalls(context.app, learner.session).get('/api/compte/suppression'),
        deletionStateSchema,
      ),
    ).toEqual({ demande: null });
  });

  it('stores a report with the question’s id and the version the learner was shown', async () => {
    const learner = await learnerWithAnswer('signale');
    const answer = await learner.calls.post(
      '/api/compte/signalements',
      report(learner.serie, learner.answered, {
        motif: 'image',
        commentaire: '  Le panneau est flou.  ',
      }),
    );
    expect(answer.statusCode, answer.body).toBe(201);
    expect(readJson(answer, reportAnswerSchema).message).toBe(
      'Merci : votre signalement est transmis à l’équipe qui rédige les questions.',
    );
    const shown = await context.app.db
      .selectFrom('attempt_questions')
      .select('version')
      .where('attempt_id', '=', learner.serie)
      .where('question_id', '=', learner.answered)
      .executeTakeFirstOrThrow();
    const rows = await context.app.db
      .selectFrom('question_reports')
      .selectAll()
      .where('user_id', '=', learner.id)
      .execute();
    expect(rows).toEqual([
      expect.objectContaining({
        question_id: learner.answered,
        reason: 'image',
        comment: 'Le panneau est flou.',
      }),
    ]);
    expect(Number(rows[0]?.version)).toBe(Number(shown.version));
    expect(Number(rows[0]?.attempt_id)).toBe(learner.serie);
  });

  it.each([
    ['an unknown reason', { motif: 'autre' }, 'Choisissez ce qui ne va pas dans cette question.'],
    ['a missing reason', { motif: undefined }, 'Choisissez ce qui ne va pas dans cette question.'],
    ['an empty line', { commentaire: '   ' }, 'Décrivez l’erreur en 5 caractères au moins.'],
    [
      'a line too long',
      { commentaire: 'a'.repeat(501) },
      'Votre description tient en 500 caractères au plus.',
    ],
    ['a bad series id', { serie: 'abc' }, 'Identifiant de série invalide.'],
  ])('refuses %s with 400 in French, storing nothing', async (_case, changes, text) => {
    const learner = await learnerWithAnswer('mauvais');
    const before = await countRows(context.app.db, 'question_reports');
    const answer = await learner.calls.post(
      '/api/compte/signalements',
      report(learner.serie, learner.answered, changes),
    );
    expect(answer.statusCode).toBe(400);
    expect(readError(answer)).toEqual({
      code: 'requete_invalide',
      message: expect.stringContaining(text) as string,
    });
    expect(await countRows(context.app.db, 'question_reports')).toBe(before);
  });

  it('refuses a question not yet answered, or in another learner’s series, with 404', async () => {
    const owner = await learnerWithAnswer('proprietaire');
    const stranger = await learnerWithAnswer('curieux');
    const before = await countRows(context.app.db, 'question_reports');
    for (const [calls, serie, question] of [
      [owner.calls, owner.serie, 'ES-L-002'],
      [stranger.calls, owner.serie, owner.answered],
      [owner.calls, owner.serie, 'ES-C-001'],
    ] as const) {
      const answer = await calls.post('/api/compte/signalements', report(serie, question));
      expect(answer.statusCode).toBe(404);
      expect(readError(answer).message).toBe(
        'Cette question ne fait pas partie de vos questions corrigées.',
      );
    }
    expect(await countRows(context.app.db, 'question_reports')).toBe(before);
  });

  it('takes a report on a question whose time ran out in exam conditions', async () => {
    const learner = await freshLearner(context.app, 'hors-delai');
    const player = asLearner(context.app, learner.session);
    const serie = await started(player, 'essai-examen-1');
    const shown = (await player.question(serie)).json<{ identifiant: string }>();
    // On screen, its clock runs (issue #40).
    expect((await player.shown(serie, shown.identifiant)).statusCode).toBe(200);
    // The clock runs on Date alone: 30 s later the question is recorded as unanswered.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 30_000);
      expect(readJson(await player.question(serie), questionResponseSchema).identifiant).not.toBe(
        shown.identifiant,
      );
    } finally {
      vi.useRealTimers();
    }
    const calls = accountCalls(context.app, learner.session);
    const answer = await calls.post('/api/compte/signalements', report(serie, shown.identifiant));
    expect(answer.statusCode, answer.body).toBe(201);
  });

  it('limits each write per address on its own: a busy password form leaves the others alone', async () => {
    const learner = await freshLearner(context.app, 'adresse-ip');
    const post = (url: string, payload: object) =>
      context.app.inject({
        method: 'POST',
        url,
        remoteAddress: '10.9.9.9',
        cookies: { ...withSession(learner.session), ...XSRF.cookies },
        headers: XSRF.headers,
        payload,
      });
    for (let n = 0; n < 20; n += 1) {
      expect((await post('/api/compte/mot-de-passe', {})).statusCode).toBe(400);
    }
    const limited = await post('/api/compte/mot-de-passe', {});
    expect(limited.statusCode).toBe(429);
    expect(readError(limited).code).toBe('trop_de_requetes');
    expect((await post('/api/compte/suppression', {})).statusCode).toBe(201);
  });
});
