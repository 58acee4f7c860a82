import { describe, expect, it } from 'vitest';
import { testEngines } from '../../../../test/helpers/databases.js';
import { useExamRequests } from '../../../../test/helpers/exam-request-fixture.js';
import { readError } from '../../../../test/helpers/read-json.js';

// Issue #41, point 2: a result is recorded once, from the exam's day, checked against the
// licence's test; a manager (never an instructor) corrects it within 30 days, audited and mailed.

const DAY = 86_400_000;

describe.each(testEngines())('exam results on %s', (engine) => {
  const { context, mails, people, examRequest, decide, booking, row, listed, bookedToday } =
    useExamRequests(engine, 'results');

  it('records no result before the exam’s day', async () => {
    const id = await examRequest(people().zoe);
    await decide('manager', id, { decision: 'confirmer', ...booking(5) });
    const early = await decide('manager', id, {
      decision: 'resultat',
      resultat: 'favorable',
      note: 37,
    });
    expect(early.statusCode).toBe(400);
    expect(readError(early).code).toBe('examen_a_venir');
    expect(readError(early).message).toMatch(
      /^Le résultat s’enregistre à partir du jour de l’examen, le /,
    );
    expect((await row(id)).result).toBeNull();
  });

  it.each([
    [
      'favorable',
      20,
      'Un résultat favorable à l’ETG demande 35 bonnes réponses sur 40 au moins\u202f: avec 20/40, il est défavorable.',
    ],
    [
      'defavorable',
      37,
      'Avec 37/40, l’ETG est réussie (35 au moins)\u202f: le résultat est favorable.',
    ],
  ])(
    'refuses « %s » with %i/40, which the test’s pass mark contradicts',
    async (resultat, note, message) => {
      const id = await bookedToday();
      const refused = await decide('manager', id, { decision: 'resultat', resultat, note });
      expect(refused.statusCode).toBe(400);
      expect(readError(refused)).toMatchObject({ code: 'resultat_incoherent', message });
      expect(await row(id)).toMatchObject({ result: null, score: null, result_at: null });
    },
  );

  it('lets a manager correct a result within 30 days, audited and mailed, and no instructor', async () => {
    const id = await bookedToday();
    const recorded = await decide('instructor', id, {
      decision: 'resultat',
      resultat: 'defavorable',
      note: 33,
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect((await row(id)).result_at).not.toBeNull();
    expect(await listed('instructor', id)).toMatchObject({
      correction_possible: false,
      resultat_corrige: false,
    });
    expect(await listed('manager', id)).toMatchObject({ correction_possible: true });
    const correction = {
      decision: 'corriger',
      resultat: 'favorable',
      note: 35,
      motif: 'Note mal recopiée',
    };
    const byInstructor = await decide('instructor', id, correction);
    expect(byInstructor.statusCode).toBe(403);
    expect((await row(id)).result).toBe('defavorable');
    const noReason = await decide('manager', id, { ...correction, motif: '' });
    expect(readError(noReason).message).toBe('Indiquez le motif de la correction.');
    const corrected = await decide('manager', id, correction);
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(await row(id)).toMatchObject({ result: 'favorable', result_corrected: 1 });
    expect(mails().at(-1)).toContain(
      'a corrigé le résultat de votre examen du code\u202f: favorable, 35/40',
    );
    expect(mails().at(-1)).toContain('Note mal recopiée');
    const audit = await context.app.db
      .selectFrom('audit_log')
      .select(['actor_id', 'details'])
      .where('subject_id', '=', people().zoe.id)
      .where('action', '=', 'examen.corriger')
      .executeTakeFirstOrThrow();
    expect(audit.actor_id).toBe(people().manager.id);
    expect(JSON.parse(String(audit.details))).toMatchObject({
      demande: id,
      resultat: 'favorable',
      note: 35,
      avant: { resultat: 'defavorable', note: 33 },
    });
    expect(await listed('manager', id)).toMatchObject({
      resultat: 'favorable',
      note: 35,
      resultat_corrige: true,
    });
    // A correction still has to agree with the test, and to change something.
    const contradicting = await decide('manager', id, {
      ...correction,
      resultat: 'favorable',
      note: 30,
    });
    expect(readError(contradicting).code).toBe('resultat_incoherent');
    const unchanged = await decide('manager', id, correction);
    expect(readError(unchanged).code).toBe('resultat_inchange');
    // Past the 30 days, nobody corrects it.
    await context.app.db
      .updateTable('exam_requests')
      .set({ result_at: Date.now() - 31 * DAY })
      .where('id', '=', id)
      .execute();
    expect(await listed('manager', id)).toMatchObject({ correction_possible: false });
    const late = await decide('operator', id, { ...correction, resultat: 'defavorable', note: 30 });
    expect(late.statusCode).toBe(409);
    expect(readError(late).code).toBe('correction_expiree');
    expect((await row(id)).result).toBe('favorable');
  });

  it('keeps recording a result on a request confirmed before bookings had a date', async () => {
    const id = await examRequest(people().zoe);
    await context.app.db
      .updateTable('exam_requests')
      .set({ status: 'confirmee' })
      .where('id', '=', id)
      .execute();
    const result = await decide('manager', id, {
      decision: 'resultat',
      resultat: 'favorable',
      note: 38,
    });
    expect(result.statusCode, result.body).toBe(200);
  });

  it('records a result once, and mails it', async () => {
    const id = await bookedToday();
    const result = await decide('manager', id, {
      decision: 'resultat',
      resultat: 'favorable',
      note: 37,
    });
    expect(result.statusCode, result.body).toBe(200);
    expect(await row(id)).toMatchObject({ status: 'confirmee', result: 'favorable', score: 37 });
    expect(mails().at(-1)).toContain(
      'a enregistré le résultat de votre examen du code\u202f: favorable, 37/40',
    );
    expect(await listed('instructor', id)).toMatchObject({ resultat: 'favorable', note: 37 });
    const again = await decide('manager', id, {
      decision: 'resultat',
      resultat: 'favorable',
      note: 38,
    });
    expect(again.statusCode).toBe(409);
    expect(readError(again).code).toBe('statut_incompatible');
    // Nor is a booking with a result moved or cancelled.
    expect((await decide('manager', id, { decision: 'annuler', motif: 'Erreur' })).statusCode).toBe(
      409,
    );
  });

  it.each([
    [{ decision: 'resultat', resultat: 'favorable', note: 41 }, 'La note va de 0 à 40.'],
    [{ decision: 'resultat', resultat: 'favorable', note: -1 }, 'La note va de 0 à 40.'],
    [{ decision: 'resultat', resultat: 'favorable', note: 36.5 }, 'La note est un nombre entier.'],
    [{ decision: 'resultat', resultat: 'bof', note: 30 }, 'Choisissez favorable ou défavorable.'],
  ])('refuses the result %o in French', async (body, message) => {
    const id = await bookedToday();
    const refused = await decide('manager', id, body);
    expect(refused.statusCode).toBe(400);
    expect(readError(refused).message).toBe(message);
    expect((await row(id)).result).toBeNull();
  });
});
