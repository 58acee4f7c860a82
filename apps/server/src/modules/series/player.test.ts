import { describe, expect, it } from 'vitest';
import { testEngines } from '../../../test/helpers/databases.js';
import {
  answerCurrent,
  learner,
  rightLetters,
  started,
  writeSeriesContent,
} from '../../../test/helpers/series-fixture.js';
import { useTestApp } from '../../../test/helpers/test-app.js';
import { readError, readJson } from '../../../test/helpers/read-json.js';
import {
  envoiReponseResponseSchema,
  questionResponseSchema,
  reponseResponseSchema,
  serieDetailsSchema,
} from '@prepacode/domain/contracts/player.contract';
import { serieStateSchema } from '@prepacode/domain/contracts/series.contract';

const contentDir = writeSeriesContent();

describe.each(testEngines())('the player on %s', (engine) => {
  const context = useTestApp(engine, { CONTENT_DIR: contentDir });

  it('runs a timed exam: no correction before the end, then the result', async () => {
    const lea = await learner(context.app, 'eleve@demo.test');
    const id = await started(lea, 'essai-examen-1');
    const first = readJson(await lea.question(id), questionResponseSchema);
    expect(first).toMatchObject({ position: 1, total: 40, temps_imparti: 20, parcours: 'examen' });
    expect(first.propositions.map((p) => p.lettre)).toEqual(['A', 'B']);

    await lea.answer(id, first.identifiant, 'A');
    const early = await lea.correction(id);
    expect(early.statusCode).toBe(409);
    expect(readError(early).code).toBe('correction_en_fin_de_serie');

    await answerCurrent(lea, id, () => 'A'); // ES-C-001: wrong (B is right)
    await answerCurrent(lea, id, () => ''); // ES-L-002: time ran out, empty answer
    let last = { ack: { termine: false } };
    for (let n = 4; n <= 40; n += 1) {
      // Three more mistakes: 35 right answers out of 40, exactly the pass mark.
      last = await answerCurrent(lea, id, (q) => (n <= 6 ? 'B' : rightLetters(q)));
      expect(last.ack.termine).toBe(n === 40);
    }

    const after = await lea.question(id);
    expect(after.statusCode).toBe(409);
    expect(readError(after).code).toBe('serie_terminee');
    const details = readJson(await lea.get(`/api/serie/details/${id}`), serieDetailsSchema);
    expect(details).toMatchObject({ score: 35, nb_questions: 40, seuil: 35, reussi: true });
    expect(details.questions[1]).toMatchObject({
      identifiant: 'ES-C-001',
      reponse: ['A'],
      correctes: ['B'],
      juste: false,
    });
    expect(details.questions[2]).toMatchObject({ reponse: [], correctes: ['A', 'C'] });
    expect(details.themes).toEqual([
      {
        theme_id: 'L',
        libelle: 'Circulation',
        couleur: '#0b5cad',
        nb_questions: 20,
        nb_justes: 16,
      },
      { theme_id: 'C', libelle: 'Conducteur', couleur: '#6d28d9', nb_questions: 20, nb_justes: 19 },
    ]);
  });

  it('corrects each answer in training, with shuffled letters mapped back', async () => {
    const hugo = await learner(context.app, 'eleve@demo.test');
    const id = await started(hugo, 'essai-theme-l', 'entrainement', 'aleatoire');
    const asked = readJson(await hugo.question(id), questionResponseSchema).identifiant;
    for (const unanswered of [await hugo.correction(id), await hugo.correction(id, asked)]) {
      expect(unanswered.statusCode).toBe(409);
      expect(readError(unanswered).code).toBe('aucune_reponse');
    }
    for (let n = 0; n < 2; n += 1) {
      const { current } = await answerCurrent(hugo, id, rightLetters);
      const correction = readJson(await hugo.correction(id), reponseResponseSchema);
      expect(correction).toMatchObject({ identifiant: current.identifiant, juste: true });
      expect(correction.correctes.join(',')).toBe(rightLetters(current));
      expect(correction.explication).toContain(current.identifiant);
      // Named by an empty identifiant, as without one: the question last answered.
      expect(readJson(await hugo.correction(id, ''), reponseResponseSchema)).toEqual(correction);
    }
    // A named question: the one asked for, answered or not yet, or not in the series at all.
    const first = readJson(await hugo.correction(id, 'ES-L-001'), reponseResponseSchema);
    expect(first).toMatchObject({ identifiant: 'ES-L-001', position: 1, juste: true });
    const last = readJson(await hugo.correction(id, 'ES-L-002'), reponseResponseSchema);
    expect(last).toMatchObject({ identifiant: 'ES-L-002', position: 2, juste: true });
    expect((await hugo.correction(id, 'ES-C-001')).statusCode).toBe(404);
    const details = readJson(await hugo.get(`/api/serie/details/${id}`), serieDetailsSchema);
    expect(details).toMatchObject({ score: 2, reussi: true, parcours: 'entrainement' });
  });

  it('records an answer once: a retry and a second tab get the first answer back', async () => {
    const lea = await learner(context.app, 'eleve@demo.test');
    const id = await started(lea, 'essai-theme-c', 'entrainement');
    const current = readJson(await lea.question(id), questionResponseSchema);
    const [one, two] = await Promise.all([
      lea.answer(id, current.identifiant, 'B'),
      lea.answer(id, current.identifiant, 'C'),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect(readJson(two, envoiReponseResponseSchema).reponse).toEqual(
      readJson(one, envoiReponseResponseSchema).reponse,
    );
    const again = await lea.answer(id, current.identifiant, 'A');
    expect(readJson(again, envoiReponseResponseSchema).reponse).toEqual(
      readJson(one, envoiReponseResponseSchema).reponse,
    );
    const state = readJson(await lea.get(`/api/serie/resume/${id}`), serieStateSchema);
    expect(state).toMatchObject({ nb_questions_realisees: 1, termine: true });
  });

  it('refuses bad answers and records nothing', async () => {
    const lea = await learner(context.app, 'eleve@demo.test');
    const id = await started(lea, 'essai-examen-1', 'entrainement');
    const current = readJson(await lea.question(id), questionResponseSchema);
    const refusals: [string, string, number, string][] = [
      [current.identifiant, 'C', 400, 'reponse_invalide'], // two propositions only
      [current.identifiant, 'A,A', 400, 'reponse_invalide'],
      [current.identifiant, 'E', 400, 'reponse_invalide'],
      [current.identifiant, 'a', 400, 'reponse_invalide'],
      [current.identifiant, '2,5', 400, 'reponse_invalide'], // a value, for a question of letters
      [current.identifiant, 'A'.repeat(41), 400, 'requete_invalide'],
      ['ES-L-002', 'A', 409, 'question_non_courante'], // not the current one yet
      ['XX-X-999', 'A', 409, 'question_non_courante'],
    ];
    for (const [question, letters, status, code] of refusals) {
      const response = await lea.answer(id, question, letters);
      expect(response.statusCode, `${question} ${letters}`).toBe(status);
      expect(readError(response).code).toBe(code);
      expect(readError(response).message).toMatch(/\.$/);
    }
    expect(
      readJson(await lea.get(`/api/serie/resume/${id}`), serieStateSchema).nb_questions_realisees,
    ).toBe(0);
    for (const taille of ['abc', '-1', '1e3']) {
      expect((await lea.question(id, { taille })).statusCode).toBe(400);
    }
    expect((await lea.answer('abc', current.identifiant, 'A')).statusCode).toBe(400);
  });

  it('shows nobody another learner’s attempt, whatever the id', async () => {
    const lea = await learner(context.app, 'eleve@demo.test');
    const nathan = await learner(context.app, 'nouveau@demo.test');
    const id = await started(lea, 'essai-theme-c', 'entrainement');
    const current = readJson(await lea.question(id), questionResponseSchema);
    const tries = [
      nathan.question(id),
      nathan.correction(id),
      nathan.get(`/api/serie/resume/${id}`),
      nathan.get(`/api/serie/details/${id}`),
      nathan.answer(id, current.identifiant, 'B'),
      lea.get('/api/serie/resume/123456789'),
    ];
    for (const response of await Promise.all(tries)) {
      expect(response.statusCode).toBe(404);
      expect(readError(response).message).toBe('Série introuvable.');
    }
    expect(
      readJson(await lea.get(`/api/serie/resume/${id}`), serieStateSchema).nb_questions_realisees,
    ).toBe(0);
  });
});
