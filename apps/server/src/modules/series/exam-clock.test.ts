import { describe, expect, it } from 'vitest';
import { testEngines } from '../../../test/helpers/databases.js';
import {
  answerCurrent,
  fakeDate,
  learner,
  served,
  rightLetters,
  started,
  writeSeriesContent,
  type Learner,
} from '../../../test/helpers/series-fixture.js';
import { withSession } from '../../../test/helpers/sign-on.js';
import { useTestApp, XSRF } from '../../../test/helpers/test-app.js';
import { readJson } from '../../../test/helpers/read-json.js';
import {
  envoiReponseResponseSchema,
  questionAfficheeResponseSchema,
  serieDetailsSchema,
} from '@prepacode/domain/contracts/player.contract';
import {
  historiquePageSchema,
  serieStateSchema,
} from '@prepacode/domain/contracts/series.contract';

const contentDir = writeSeriesContent();

const START = Date.parse('2026-11-24T10:00:00Z');

describe.each(testEngines())('the exam clock on %s', (engine) => {
  const context = useTestApp(engine, { CONTENT_DIR: contentDir });
  // Only Date is faked: the server reads the time from it, timers and I/O run as usual.
  const { wait } = fakeDate(START);
  const prefer = (who: Learner, temps_majore: string) =>
    context.app.inject({
      method: 'PUT',
      url: '/api/front/preferences',
      cookies: { ...withSession(who.session), ...XSRF.cookies },
      headers: XSRF.headers,
      payload: {
        temps_majore,
        lecture_auto: false,
        vitesse_lecture: 'normale',
        raccourcis_clavier: true,
        ordre_propositions: 'aleatoire',
      },
    });

  it('keeps each question’s deadline on the server: a re-read does not reset it, late is unanswered', async () => {
    const lea = await learner(context.app, 'eleve@demo.test');
    const id = await started(lea, 'essai-examen-1');

    const first = await served(lea, id);
    expect(first).toMatchObject({
      identifiant: 'ES-L-001',
      temps_imparti: 20,
      temps_restant: 20,
      plusieurs_reponses: false,
    });
    expect(first.temps_majore).toBeUndefined();
    expect((await lea.shown(id, 'ES-L-001')).json()).toMatchObject({ temps_restant: 20 });
    // A reload 8 s later: the same question, 12 s left, not 20.
    wait(8);
    expect(await served(lea, id)).toMatchObject({ identifiant: 'ES-L-001', temps_restant: 12 });
    wait(10);
    expect(await served(lea, id)).toMatchObject({ identifiant: 'ES-L-001', temps_restant: 2 });
    // 1 s past the deadline: within the network's grace, the answer counts.
    wait(3);
    const onTime = await lea.answer(id, 'ES-L-001', 'A');
    expect(onTime.json()).toMatchObject({ reponse: ['A'] });
    expect(readJson(onTime, envoiReponseResponseSchema).hors_delai).toBeUndefined();

    // 3 s past the deadline: recorded as unanswered, and the player moves on.
    expect(await served(lea, id)).toMatchObject({ identifiant: 'ES-C-001', temps_restant: 20 });
    await lea.shown(id, 'ES-C-001');
    wait(23);
    const late = await lea.answer(id, 'ES-C-001', 'B');
    expect(late.statusCode).toBe(200);
    expect(late.json()).toMatchObject({ reponse: [], hors_delai: true, termine: false });

    // Left for a minute: the question whose time ran out is unanswered, the next one is served
    // with a fresh deadline.
    expect(await served(lea, id)).toMatchObject({
      identifiant: 'ES-L-002',
      plusieurs_reponses: true,
    });
    await lea.shown(id, 'ES-L-002');
    wait(60);
    expect(await served(lea, id)).toMatchObject({ position: 4, temps_restant: 20 });
    const back = await lea.answer(id, 'ES-L-002', 'A,C');
    expect(back.json()).toMatchObject({ reponse: [] });
    const state = readJson(await lea.get(`/api/serie/resume/${id}`), serieStateSchema);
    expect(state).toMatchObject({ nb_questions_realisees: 3 });
  });

  it('fixes the learner’s extended time on the attempt and says so on the results', async () => {
    const nathan = await learner(context.app, 'nouveau@demo.test');
    expect((await prefer(nathan, 'x1.5')).statusCode).toBe(200);
    const id = await started(nathan, 'essai-examen-1');
    expect(await served(nathan, id)).toMatchObject({
      temps_imparti: 30,
      temps_restant: 30,
      temps_majore: 'x1.5',
    });
    await nathan.shown(id, 'ES-L-001');
    // Changed during the exam, the setting does not touch it.
    expect((await prefer(nathan, 'x2')).statusCode).toBe(200);
    wait(25);
    expect(await served(nathan, id)).toMatchObject({ temps_imparti: 30, temps_restant: 5 });
    for (let n = 1; n <= 40; n += 1) await answerCurrent(nathan, id, rightLetters);

    const details = readJson(await nathan.get(`/api/serie/details/${id}`), serieDetailsSchema);
    expect(details).toMatchObject({ temps_majore: 'x1.5', score: 40 });
    const history = readJson(await nathan.get('/api/front/historique'), historiquePageSchema);
    expect(history.entrees[0]).toMatchObject({ id, temps_majore: 'x1.5' });

    // Untimed: no deadline at all, an answer a minute later counts.
    expect((await prefer(nathan, 'sans_limite')).statusCode).toBe(200);
    const untimed = await started(nathan, 'essai-examen-1');
    expect(await served(nathan, untimed)).toMatchObject({
      temps_imparti: null,
      temps_restant: null,
      temps_majore: 'sans_limite',
    });
    wait(60);
    expect((await nathan.answer(untimed, 'ES-L-001', 'A')).json()).toMatchObject({
      reponse: ['A'],
    });
  });

  it('starts a question’s clock when the player says it is on screen, or after the allowance', async () => {
    const lea = await learner(context.app, 'eleve@demo.test');
    // The exam left unfinished above is finished first: this one starts afresh.
    const left = await started(lea, 'essai-examen-1');
    while (!(await answerCurrent(lea, left, rightLetters)).ack.termine);
    const id = await started(lea, 'essai-examen-1');
    expect(await served(lea, id)).toMatchObject({ identifiant: 'ES-L-001', temps_restant: 20 });
    // Its picture takes 4 s to load: the clock has not run meanwhile.
    wait(4);
    expect(await served(lea, id)).toMatchObject({ temps_restant: 20 });
    const shown = await lea.shown(id, 'ES-L-001');
    expect(shown.statusCode, shown.body).toBe(200);
    expect(readJson(shown, questionAfficheeResponseSchema)).toEqual({
      serie: id,
      identifiant: 'ES-L-001',
      temps_restant: 20,
    });
    wait(5);
    // Said again (a reload), the first time stands.
    expect((await lea.shown(id, 'ES-L-001')).json()).toMatchObject({ temps_restant: 15 });
    expect(await served(lea, id)).toMatchObject({ temps_restant: 15 });
    wait(16);
    expect((await lea.answer(id, 'ES-L-001', 'A')).json()).toMatchObject({ reponse: ['A'] });

    // Never said on screen: the clock starts anyway after the allowance (10 s), and a late
    // « on screen » does not give the time back.
    expect(await served(lea, id)).toMatchObject({ identifiant: 'ES-C-001', temps_restant: 20 });
    wait(15);
    expect(await served(lea, id)).toMatchObject({ temps_restant: 15 });
    expect((await lea.shown(id, 'ES-C-001')).json()).toMatchObject({ temps_restant: 15 });
    wait(18);
    expect((await lea.answer(id, 'ES-C-001', 'B')).json()).toMatchObject({ hors_delai: true });

    // Two tabs say the next one on screen while a third reads it: one deadline for all.
    const next = await served(lea, id);
    wait(3);
    const racing = await Promise.all([
      lea.shown(id, next.identifiant),
      lea.shown(id, next.identifiant),
      lea.question(id),
    ]);
    expect(
      racing.map((response) => response.json<{ temps_restant: number }>().temps_restant),
    ).toEqual([20, 20, 20]);
    wait(7);
    expect(await served(lea, id)).toMatchObject({ temps_restant: 13 });

    // Only the current question, and not once answered.
    expect((await lea.shown(id, 'ES-C-001')).json()).toMatchObject({
      error: { code: 'question_non_courante' },
    });
    expect((await lea.shown(id, 'INCONNUE')).statusCode).toBe(409);
    expect((await lea.shown(999999, 'ES-L-002')).statusCode).toBe(404);
    const other = await learner(context.app, 'nouveau@demo.test');
    expect((await other.shown(id, 'ES-L-002')).statusCode).toBe(404);
  });

  it('runs no clock in training', async () => {
    const lea = await learner(context.app, 'eleve@demo.test');
    const id = await started(lea, 'essai-theme-l', 'entrainement');
    expect(await served(lea, id)).toMatchObject({ temps_imparti: null, temps_restant: null });
    expect((await lea.shown(id, 'ES-L-001')).json()).toMatchObject({ temps_restant: null });
    wait(120);
    expect((await lea.answer(id, 'ES-L-001', 'A')).json()).toMatchObject({ reponse: ['A'] });
  });
});
