import { typedAnswerOf } from '../content/questions.repository.js';
import { mediaUrl } from '../content/media-url.js';
import { replyTo } from './typed-answer.js';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { testEngines } from '../../../test/helpers/databases.js';
import { learner, served, started, type Learner } from '../../../test/helpers/series-fixture.js';
import { useTestApp } from '../../../test/helpers/test-app.js';
import { readError, readJson } from '../../../test/helpers/read-json.js';
import {
  historiquePageSchema,
  serieStateSchema,
  seriesEleveResponseSchema,
} from '@prepacode/domain/contracts/series.contract';
import {
  envoiReponseResponseSchema,
  questionResponseSchema,
  reponseResponseSchema,
  serieDetailsSchema,
} from '@prepacode/domain/contracts/player.contract';

// Issue #22, point 3: the offshore written test on our training chart, out of 20 in 1 h 30, with
// typed answers read the French way, on the real hauturier bank and its demo account.

describe.each(testEngines())('the offshore chart exam on %s', (engine) => {
  const context = useTestApp(engine, { CONTENT_DIR: loadConfig({}).CONTENT_DIR });

  /** The attempt's questions in order: theme, right letters, and the typed answer expected. */
  const questionsOf = async (id: number) =>
    (
      await context.app.db
        .selectFrom('attempt_questions as aq')
        .innerJoin('question_versions as v', (join) =>
          join.onRef('v.question_id', '=', 'aq.question_id').onRef('v.version', '=', 'aq.version'),
        )
        .select(['aq.question_id', 'aq.theme', 'aq.correct_letters', 'v.typed_answer'])
        .where('aq.attempt_id', '=', id)
        .orderBy('aq.position')
        .execute()
    ).map((row) => ({
      ...row,
      expected: typedAnswerOf(row.typed_answer),
    }));

  /** What a learner types or chooses: the right answer, or a wrong one. */
  const reponse = (question: Awaited<ReturnType<typeof questionsOf>>[number], right: boolean) => {
    const { expected } = question;
    if (expected) return replyTo(expected, right);
    const letters = question.correct_letters.split(',');
    return right
      ? letters.join(',')
      : (['A', 'B', 'C', 'D'].find((l) => !letters.includes(l)) ?? '');
  };

  /** The learner's answers counted in theme H, the tide calculation. */
  const answeredInTheme = async (attemptId: number) => {
    const row = await context.app.db
      .selectFrom('learner_theme_stats as s')
      .innerJoin('attempts as a', 'a.inscription_id', 's.inscription_id')
      .select('s.answered')
      .where('a.id', '=', attemptId)
      .where('s.theme', '=', 'H')
      .executeTakeFirst();
    return Number(row?.answered ?? 0);
  };

  async function answerAll(who: Learner, id: number, wrong: (theme: string, n: number) => boolean) {
    const seen = new Map<string, number>();
    for (const question of await questionsOf(id)) {
      const n = seen.get(question.theme) ?? 0;
      seen.set(question.theme, n + 1);
      const sent = await who.answer(
        id,
        question.question_id,
        reponse(question, !wrong(question.theme, n)),
      );
      expect(sent.statusCode, sent.body).toBe(200);
    }
  }

  it('says what the offshore exam asks: 13 items in 1 h 30, 10/20 with 7 of the chart’s 12', async () => {
    const marin = await learner(context.app, 'hauturier@demo.test');
    const summary = readJson(await marin.get('/api/front/series-eleve'), seriesEleveResponseSchema);
    expect(summary.examen_blanc).toEqual({
      slug: 'hauturier-nouvel-examen',
      nb_questions: 13,
      seuil: 10,
      note_sur: 20,
      secondes_par_question: null,
      minutes: 90,
      parties: [
        { libelle: 'Travaux sur la carte', nb_questions: 6, seuil: 7, note_sur: 12 },
        { libelle: 'Calcul de marée', nb_questions: 2, seuil: 0, note_sur: 4 },
        {
          libelle: 'Questionnaire (électronique, météorologie, sécurité)',
          nb_questions: 5,
          seuil: 0,
          note_sur: 4,
        },
      ],
    });
  });

  it('asks a typed answer on the chart, then fails 14/20 when the chart has 6 of 12', async () => {
    const marin = await learner(context.app, 'hauturier@demo.test');
    const id = await started(marin, 'hauturier-nouvel-examen');
    const questions = await questionsOf(id);
    const count = (themes: string) => questions.filter((q) => themes.includes(q.theme)).length;
    expect([count('CF'), count('H'), count('E'), count('M'), count('S')]).toEqual([6, 2, 2, 2, 1]);

    const first = readJson(await marin.question(id), questionResponseSchema);
    expect(first.temps_examen).toEqual({ imparti: 5400, restant: 5400 });
    // Each exercise comes with the chart and its frame; a typed one with its unit, no letters.
    const typed = questions.findIndex((question) => question.expected);
    for (const question of questions.slice(0, typed)) {
      const sent = await marin.answer(id, question.question_id, reponse(question, true));
      expect(sent.statusCode).toBe(200);
    }
    const asked = readJson(await marin.question(id), questionResponseSchema);
    expect(asked.propositions).toEqual([]);
    expect(asked.saisie).toMatchObject({ nature: questions[typed]?.expected?.nature });
    expect(asked.carte).toMatchObject({
      url: mediaUrl('hauturier/carte-entrainement.svg'),
      largeur: 1200,
      hauteur: 900,
      declinaison: -2,
      cadre: { sud: 2810, nord: 2830, ouest: -195, est: -165 },
    });
    // What cannot be read is refused in French and records nothing.
    const unreadable = await marin.answer(id, asked.identifiant, 'environ deux');
    expect(unreadable.statusCode).toBe(400);
    expect(readError(unreadable).message).toMatch(/^Réponse illisible\u202f: écrivez .+\.$/);
    expect(
      readJson(await marin.get(`/api/serie/resume/${id}`), serieStateSchema).nb_questions_realisees,
    ).toBe(typed);

    // The rest: the chart's first three exercises wrong (6 of 12), everything else right.
    let chart = 0;
    for (const question of questions.slice(typed)) {
      const wrong = 'CF'.includes(question.theme) && chart++ < 3;
      const sent = await marin.answer(id, question.question_id, reponse(question, !wrong));
      expect(sent.statusCode, sent.body).toBe(200);
      if (question.expected)
        expect(readJson(sent, envoiReponseResponseSchema).saisie_lue).toEqual(expect.any(String));
    }
    const details = readJson(await marin.get(`/api/serie/details/${id}`), serieDetailsSchema);
    expect(details).toMatchObject({ nb_questions: 13, seuil: 10, reussi: false });
    expect(details.note).toEqual({ points: 14, sur: 20 });
    expect(details.parties?.map((part) => [part.note, part.reussie])).toEqual([
      [{ points: 6, sur: 12 }, false],
      [{ points: 4, sur: 4 }, true],
      [{ points: 4, sur: 4 }, true],
    ]);
    const corrected = details.questions.find((q) => q.saisie);
    expect(corrected?.saisie).toEqual({
      donnee: expect.any(String) as string,
      attendue: expect.any(String) as string,
      precision: expect.stringMatching(/^à .+ près$/) as string,
    });
    const history = readJson(await marin.get('/api/front/historique'), historiquePageSchema);
    expect(history.entrees.find((entry: { id: number }) => entry.id === id)).toMatchObject({
      reussi: false,
      note: { points: 14, sur: 20 },
    });
  });

  it('passes 10/20 with the chart’s 10 points and nothing else', async () => {
    const marin = await learner(context.app, 'hauturier@demo.test');
    const id = await started(marin, 'hauturier-examen-2');
    // One chart exercise missed (10 of 12), the tide and the quiz all missed.
    await answerAll(marin, id, (theme, n) => !'CF'.includes(theme) || (theme === 'C' && n === 0));
    const details = readJson(await marin.get(`/api/serie/details/${id}`), serieDetailsSchema);
    expect(details).toMatchObject({ reussi: true, note: { points: 10, sur: 20 } });
  });

  it('reads a position typed the French way, and corrects it in training', async () => {
    const marin = await learner(context.app, 'hauturier@demo.test');
    const id = await started(marin, 'hauturier-theme-c', 'entrainement');
    const [question] = await questionsOf(id);
    expect(question?.question_id).toBe('HA-C-001');
    // 47°01,9′ N, within 0,25′: typed with a comma, a degree sign and a prime.
    const sent = await marin.answer(id, 'HA-C-001', '47°01,8′');
    expect(sent.json()).toMatchObject({ reponse: [], saisie_lue: '47°01,8′\u00a0N' });
    const correction = readJson(
      await marin.get(`/api/player/infos/${id}/reponse`),
      reponseResponseSchema,
    );
    expect(correction).toMatchObject({
      juste: true,
      saisie: { donnee: '47°01,8′\u00a0N', attendue: '47°01,9′\u00a0N', precision: 'à 0,25′ près' },
    });
  });

  it('records one typed answer when two tabs send different values at once', async () => {
    const marin = await learner(context.app, 'hauturier@demo.test');
    const id = await started(marin, 'hauturier-theme-h', 'entrainement');
    const [question] = await questionsOf(id);
    if (!question) throw new Error('no question');
    const before = await answeredInTheme(id);
    const values = [reponse(question, true), reponse(question, false)];
    const answers = await Promise.all(
      values.map((value) => marin.answer(id, question.question_id, value)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    // Both tabs are told the same recorded value: the first to write it.
    const read = answers.map((answer) => readJson(answer, envoiReponseResponseSchema).saisie_lue);
    expect(read[0]).toBe(read[1]);
    const resumed = readJson(await marin.get(`/api/serie/resume/${id}`), serieStateSchema);
    expect(resumed.nb_questions_realisees).toBe(1);
    expect(await answeredInTheme(id)).toBe(before + 1);
  });

  it('records a long typed value as read (PostgreSQL kept 8 characters: a 500)', async () => {
    const marin = await learner(context.app, 'hauturier@demo.test');
    const id = await started(marin, 'hauturier-theme-c', 'entrainement');
    const asked = await served(marin, id);
    const nature = asked.saisie?.nature;
    // Ten characters once read: « 2821.87654 » minutes of arc, or « 1.23456789 ».
    const typed = nature === 'latitude' || nature === 'longitude' ? '47 01,87654' : '1,23456789';
    const sent = await marin.answer(id, asked.identifiant, typed);
    expect(sent.statusCode, sent.body).toBe(200);
    // Read back in its unit, as the learner typed it.
    expect(readJson(sent, envoiReponseResponseSchema).saisie_lue).toMatch(/^(47°01,9′|1,23)/);
  });
});
