import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { testEngines } from '../../../test/helpers/databases.js';
import { creditsOf, learner, started, type Learner } from '../../../test/helpers/series-fixture.js';
import { useTestApp } from '../../../test/helpers/test-app.js';
import { readError, readJson } from '../../../test/helpers/read-json.js';
import {
  historiquePageSchema,
  serieStateSchema,
  seriesEleveResponseSchema,
} from '@prepacode/domain/contracts/series.contract';
import {
  questionResponseSchema,
  serieDetailsSchema,
} from '@prepacode/domain/contracts/player.contract';

// Issue #22: each licence's mock exam as its bank declares it (ADR 0019), on the real banks and
// the demo accounts of each licence.

describe.each(testEngines())('mock exams true to each official test on %s', (engine) => {
  const context = useTestApp(engine, { CONTENT_DIR: loadConfig({}).CONTENT_DIR });

  /** The attempt's questions in order, with their theme and right letters (lettering `fixe`). */
  const questionsOf = (id: number) =>
    context.app.db
      .selectFrom('attempt_questions')
      .select(['question_id', 'theme', 'correct_letters'])
      .where('attempt_id', '=', id)
      .orderBy('position')
      .execute();

  /** Answers every question, right unless `wrong` says so. */
  async function answerAll(
    who: Learner,
    id: number,
    wrong = (_theme: string, _index: number) => false,
  ) {
    const questions = await questionsOf(id);
    const seen = new Map<string, number>();
    for (const question of questions) {
      const index = seen.get(question.theme) ?? 0;
      seen.set(question.theme, index + 1);
      const right = question.correct_letters.split(',');
      const letters = wrong(question.theme, index)
        ? ['A', 'B', 'C', 'D'].filter((letter) => !right.includes(letter)).slice(0, 1)
        : right;
      const sent = await who.answer(id, question.question_id, letters.join(','));
      expect(sent.statusCode, sent.body).toBe(200);
    }
  }

  it.each([
    ['eleve@demo.test', 'code-route-examen-1', 40, 35],
    ['moto@demo.test', 'moto-examen-1', 40, 35],
    ['moto-a2@demo.test', 'moto-examen-2', 40, 35],
    ['bateau@demo.test', 'cotier-examen-1', 40, 35],
    ['fluvial@demo.test', 'eaux-interieures-examen-1', 40, 35],
  ])('%s sits %s: %i questions, %i to pass, 20 s a question', async (email, slug, count, mark) => {
    const who = await learner(context.app, email);
    const summary = readJson(await who.get('/api/front/series-eleve'), seriesEleveResponseSchema);
    expect(summary.examen_blanc).toMatchObject({
      nb_questions: count,
      seuil: mark,
      secondes_par_question: 20,
      minutes: null,
      parties: [],
    });
    const id = await started(who, slug);
    const question = readJson(await who.question(id), questionResponseSchema);
    expect(question).toMatchObject({ total: count, temps_imparti: 20 });
    expect(question.temps_examen).toBeUndefined();
  });

  it('tells anyone what each licence’s mock exam asks, for the home page', async () => {
    const answer = await context.app.inject({ method: 'GET', url: '/api/examens-blancs' });
    expect(answer.statusCode).toBe(200);
    const byLicence = Object.fromEntries(
      answer
        .json<{ examens: { permis: string; nb_questions: number; minutes: number | null }[] }>()
        .examens.map((exam) => [exam.permis, [exam.nb_questions, exam.minutes]]),
    );
    expect(byLicence).toEqual({
      a: [40, null],
      a1: [40, null],
      a2: [40, null],
      b: [40, null],
      co: [40, null],
      crr: [20, 45],
      ei: [40, null],
      etg: [40, null],
      etgreg: [40, null],
      etm: [40, null],
      // The offshore test on the chart: 13 exercises and questions in 1 h 30, out of 20.
      ha: [13, 90],
    });
  });

  it('gives the CRR 20 questions in three parts, with one 45-minute clock for all of them', async () => {
    const louis = await learner(context.app, 'crr@demo.test');
    const summary = readJson(await louis.get('/api/front/series-eleve'), seriesEleveResponseSchema);
    expect(summary.examen_blanc).toEqual({
      slug: 'crr-nouvel-examen',
      nb_questions: 20,
      seuil: 10,
      secondes_par_question: null,
      minutes: 45,
      parties: [
        { libelle: 'Généralités du service mobile maritime', nb_questions: 6, seuil: 3 },
        { libelle: 'Radiotéléphonie VHF', nb_questions: 7, seuil: 4 },
        { libelle: 'Détresse et sécurité, SMDSM et ASN', nb_questions: 7, seuil: 4 },
      ],
    });
    const id = await started(louis, 'crr-examen-2');
    const question = readJson(await louis.question(id), questionResponseSchema);
    expect(question).toMatchObject({ total: 20, temps_imparti: null });
    expect(question.temps_examen).toEqual({ imparti: 2700, restant: 2700 });
  });

  it('fails a CRR exam whose distress part is under its mark, whatever the total', async () => {
    const louis = await learner(context.app, 'crr@demo.test');
    const id = await started(louis, 'crr-examen-3');
    // 4 of the 7 distress questions missed: 16/20 overall, 3/7 in that part.
    await answerAll(louis, id, (theme, index) => theme === 'D' && index < 4);
    const details = readJson(await louis.get(`/api/serie/details/${id}`), serieDetailsSchema);
    expect(details).toMatchObject({ score: 16, nb_questions: 20, seuil: 10, reussi: false });
    expect(details.parties).toEqual([
      expect.objectContaining({ nb_questions: 6, nb_justes: 6, seuil: 3, reussie: true }),
      expect.objectContaining({ nb_questions: 7, nb_justes: 7, seuil: 4, reussie: true }),
      expect.objectContaining({ nb_questions: 7, nb_justes: 3, seuil: 4, reussie: false }),
    ]);
    const history = readJson(await louis.get('/api/front/historique'), historiquePageSchema);
    expect(history.entrees.find((entry) => entry.id === id)?.reussi).toBe(false);
  });

  it('ends a CRR exam whose clock ran out, the questions left unanswered', async () => {
    const louis = await learner(context.app, 'crr@demo.test');
    const id = await started(louis, 'crr-nouvel-examen');
    const [first] = await questionsOf(id);
    expect(
      (await louis.answer(id, first?.question_id ?? '', first?.correct_letters ?? '')).statusCode,
    ).toBe(200);
    await context.app.db
      .updateTable('attempts')
      .set({ deadline_at: Date.now() - 10_000 })
      .where('id', '=', id)
      .execute();
    const late = await louis.question(id);
    expect(late.statusCode).toBe(409);
    expect(readError(late).code).toBe('serie_terminee');
    const details = readJson(await louis.get(`/api/serie/details/${id}`), serieDetailsSchema);
    expect(details).toMatchObject({ score: 1, nb_questions: 20, reussi: false });
    expect(
      details.questions.filter((q: { reponse: string[] }) => q.reponse.length === 0),
    ).toHaveLength(19);
  });

  it('draws a new mock exam with the ETG split, stores the draw, and prefers unseen questions', async () => {
    const nathan = await learner(context.app, 'nouveau@demo.test');
    const first = await nathan.create('code-route-nouvel-examen');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      type: 'examen',
      libelle: 'Examen blanc tiré au sort',
      nb_questions: 40,
      chronometree: true,
    });
    const id = readJson(first, serieStateSchema).id;
    const drawn = await questionsOf(id);
    const count = (theme: string) => drawn.filter((question) => question.theme === theme).length;
    expect(
      Object.fromEntries(
        ['C', 'U', 'L', 'R', 'M', 'D', 'P', 'S', 'E', 'A'].map((t) => [t, count(t)]),
      ),
    ).toEqual({
      C: 10,
      U: 4,
      L: 4,
      R: 4,
      M: 4,
      D: 4,
      P: 3,
      S: 3,
      E: 3,
      A: 1,
    });
    expect(new Set(drawn.map((question) => question.question_id)).size).toBe(40);
    // Started again, the same draw resumes; once ended, a new one asks none of these.
    expect(readJson(await nathan.create('code-route-nouvel-examen'), serieStateSchema).id).toBe(id);
    await answerAll(nathan, id);
    const second = await started(nathan, 'code-route-nouvel-examen');
    const again = new Set(drawn.map((question) => question.question_id));
    expect(
      (await questionsOf(second)).filter((question) => again.has(question.question_id)),
    ).toEqual([]);
  });

  it('starts one drawn exam and spends one credit when twenty starts come at once', async () => {
    const tom = await learner(context.app, 'moto-a2@demo.test');
    const credits = () => creditsOf(tom);
    const before = await credits();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => tom.create('moto-nouvel-examen')),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      ...Array.from({ length: 19 }, () => 200),
      201,
    ]);
    expect(new Set(answers.map((answer) => readJson(answer, serieStateSchema).id)).size).toBe(1);
    expect(await credits()).toBe(before - 1);
  });
});
