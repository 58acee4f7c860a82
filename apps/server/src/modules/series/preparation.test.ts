import { addDays, dayInFrance } from '@prepacode/domain/calendar';
import { questionResponseSchema } from '@prepacode/domain/contracts/player.contract';
import { preparationSchema } from '@prepacode/domain/contracts/preparation.contract';
import { describe, expect, it } from 'vitest';
import { testEngines } from '../../../test/helpers/databases.js';
import { readError, readJson } from '../../../test/helpers/read-json.js';
import {
  learner,
  rightLetters,
  started,
  writeSeriesContent,
  type Learner,
} from '../../../test/helpers/series-fixture.js';
import { useTestApp } from '../../../test/helpers/test-app.js';

// Issue #44, points 2 and 3: the exam's day, the chances the memory model gives for it and the
// pace to get there, on both engines.
const contentDir = writeSeriesContent();

const preparation = async (lea: Learner) =>
  readJson(await lea.get('/api/front/preparation'), preparationSchema);

describe.each(testEngines())('the preparation for the exam day on %s', (engine) => {
  const context = useTestApp(engine, { CONTENT_DIR: contentDir });
  const setDay = (lea: Learner, day: string | null) =>
    lea.put('/api/front/date-examen', { date_examen: day });

  it('predicts for today without an exam day, then plans for the day the learner gives', async () => {
    const lea = await learner(context.app, 'eleve@demo.test');
    const today = dayInFrance();
    const before = await preparation(lea);
    expect(before).toMatchObject({ date_examen: null, jour_prevu: today, plan: null });
    expect(before.themes.map((theme) => theme.theme_id)).toEqual(['L', 'C']);
    expect(before.reussite).toBeGreaterThanOrEqual(0);
    expect(before.reussite).toBeLessThan(1);

    const day = addDays(today, 30);
    const set = await setDay(lea, day);
    expect(set.statusCode, set.body).toBe(200);
    const planned = readJson(set, preparationSchema);
    expect(planned.date_examen).toEqual({ jour: day, source: 'eleve' });
    expect(planned.jour_prevu).toBe(day);
    expect(planned.plan).toMatchObject({ jours: 30, tenable: true });
    expect(planned.plan?.questions_par_jour).toBeGreaterThan(0);

    // Practising right moves the chances of the themes practised, and the plan's counts.
    const id = await started(lea, 'essai-examen-1', 'entrainement');
    for (let n = 0; n < 40; n += 1) {
      const q = readJson(await lea.question(id), questionResponseSchema);
      await lea.answer(id, q.identifiant, rightLetters(q));
    }
    const after = await preparation(lea);
    expect(after.reussite).toBeGreaterThan(planned.reussite);
    const known = after.themes.reduce((sum, theme) => sum + theme.connues, 0);
    expect(known).toBe(40);
    expect(after.plan?.nouvelles).toBe((planned.plan?.nouvelles ?? 0) - 40);

    expect((await setDay(lea, null)).statusCode).toBe(200);
    expect((await preparation(lea)).date_examen).toBeNull();
  });

  it('refuses a day that is not one, is past or a year away, in French, and keeps the last', async () => {
    const lea = await learner(context.app, 'eleve@demo.test');
    const today = dayInFrance();
    await setDay(lea, addDays(today, 10));
    for (const [day, message] of [
      ['2026-02-30', 'Indiquez la date de l’examen (jj/mm/aaaa).'],
      [addDays(today, -1), 'La date de l’examen est déjà passée.'],
      [addDays(today, 400), 'La date de l’examen tombe à plus d’un an\u202f: vérifiez l’année.'],
    ] as const) {
      const refused = await setDay(lea, day);
      expect(refused.statusCode).toBe(400);
      expect(readError(refused)).toEqual({ code: 'date_examen_invalide', message });
    }
    expect((await preparation(lea)).date_examen?.jour).toBe(addDays(today, 10));
  });

  it('plans for the exam the school booked before the learner’s own day', async () => {
    const { db } = context.app;
    const lea = await learner(context.app, 'eleve@demo.test');
    const today = dayInFrance();
    await setDay(lea, addDays(today, 60));
    const own = await preparation(lea);
    const inscription = await db
      .selectFrom('inscriptions')
      .innerJoin('users', 'users.id', 'inscriptions.user_id')
      .select(['inscriptions.id', 'inscriptions.user_id'])
      .where('users.email', '=', 'eleve@demo.test')
      .where('inscriptions.licence_code', '=', 'b')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('exam_requests')
      .values({
        id: 'booked-exam',
        user_id: inscription.user_id,
        inscription_id: inscription.id,
        licence_code: 'b',
        neph: null,
        period: 'des_que_possible',
        centre: 'La Poste, Nantes Centre',
        phone: null,
        comment: null,
        status: 'confirmee',
        school_notified: 1,
        created_at: Date.now(),
        updated_at: Date.now(),
        exam_day: addDays(today, 12),
        exam_time: '10:30',
        exam_centre: 'La Poste, Nantes Centre',
      })
      .execute();
    const booked = await preparation(lea);
    expect(booked.date_examen).toEqual({ jour: addDays(today, 12), source: 'ecole' });
    expect(booked.plan?.jours).toBe(12);
    // Fewer days for the same work: more a day.
    expect(booked.plan?.questions_par_jour).toBeGreaterThan(own.plan?.questions_par_jour ?? 0);
  });
});
