import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { serieHorsConnexionSchema } from '@prepacode/domain/contracts/offline.contract';
import {
  envoiReponseResponseSchema,
  questionResponseSchema,
  reponseResponseSchema,
} from '@prepacode/domain/contracts/player.contract';
import { serieStateSchema } from '@prepacode/domain/contracts/series.contract';
import { testEngines } from '../../../test/helpers/databases.js';
import { freshLearner } from '../../../test/helpers/account-fixture.js';
import { asLearner, started, writeSeriesContent } from '../../../test/helpers/series-fixture.js';
import { readError, readJson } from '../../../test/helpers/read-json.js';
import { useTestApp } from '../../../test/helpers/test-app.js';

// Issue #45, point 2: a training series downloaded to be played with no network.

const contentDir = writeSeriesContent();

describe.each(testEngines())('a series downloaded for offline play on %s', (engine) => {
  const context = useTestApp(engine, { CONTENT_DIR: contentDir });
  const someone = async () =>
    asLearner(context.app, (await freshLearner(context.app, 'hors-ligne')).session);
  const download = (lea: Awaited<ReturnType<typeof someone>>, id: number) =>
    lea.get(`/api/player/hors-connexion/${id}`, { taille: '390' });

  it('brings every question left with its correction, as the player and the correction show them', async () => {
    const lea = await someone();
    const id = await started(lea, 'essai-examen-1', 'entrainement', 'aleatoire');
    const first = readJson(await lea.question(id), questionResponseSchema);
    await lea.answer(id, first.identifiant, 'A');
    const response = await download(lea, id);
    expect(response.statusCode, response.body).toBe(200);
    const series = readJson(response, serieHorsConnexionSchema);
    expect(series).toMatchObject({ serie: id, slug: 'essai-examen-1', repondues: 1 });
    expect(series.questions).toHaveLength(series.total - 1);
    expect(series.questions.map((q) => q.position)).toEqual(
      Array.from({ length: series.total - 1 }, (_, i) => i + 2),
    );
    // Played offline, then sent: the server marks each as the device did.
    for (const question of series.questions) {
      const asked = readJson(await lea.question(id), questionResponseSchema);
      expect(asked).toMatchObject({
        identifiant: question.identifiant,
        enonce: question.enonce,
        propositions: question.propositions,
      });
      const sent = await lea.answer(id, question.identifiant, question.correctes.join(','), {
        id_reponse: randomUUID(),
        repondu_le: String(Date.now()),
      });
      expect(readJson(sent, envoiReponseResponseSchema).deja_repondue).toBeUndefined();
      const correction = readJson(
        await lea.correction(id, question.identifiant),
        reponseResponseSchema,
      );
      expect(correction).toMatchObject({
        juste: true,
        correctes: question.correctes,
        explication: question.explication,
        reference: question.reference,
      });
    }
    const state = readJson(await lea.get(`/api/serie/resume/${id}`), serieStateSchema);
    expect(state).toMatchObject({ termine: true, nb_questions_realisees: series.total });
  });

  it('keeps exam conditions, ended series and other learners’ series online', async () => {
    const lea = await someone();
    const exam = await started(lea, 'essai-examen-1', 'examen');
    const refused = await download(lea, exam);
    expect(refused.statusCode).toBe(409);
    expect(readError(refused)).toMatchObject({
      code: 'serie_en_ligne',
      message:
        'Une série en conditions d’examen se joue en ligne\u202F: le serveur tient son chronomètre.',
    });
    const theme = await started(lea, 'essai-theme-c', 'entrainement');
    const only = readJson(await lea.question(theme), questionResponseSchema);
    await lea.answer(theme, only.identifiant, 'A');
    expect(readError(await download(lea, theme)).code).toBe('serie_terminee');
    const other = await someone();
    const theirs = await started(other, 'essai-theme-l', 'entrainement');
    expect((await download(lea, theirs)).statusCode).toBe(404);
    expect((await download(lea, 424242)).statusCode).toBe(404);
    expect((await lea.get('/api/player/hors-connexion/abc')).statusCode).toBe(400);
  });
});
