import {
  demandeExamenSchema,
  demandeExamenStateSchema,
  examPeriods,
} from '@prepacode/domain/contracts/exam.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../../test/helpers/databases.js';
import { useOutbox } from '../../../test/helpers/outbox.js';
import { signIn, withSession } from '../../../test/helpers/sign-on.js';
import { XSRF, useTestApp } from '../../../test/helpers/test-app.js';
import { newId } from '../../lib/tokens.js';
import { setExamRequestStatus } from './exam.repository.js';
import { readError, readJson } from '../../../test/helpers/read-json.js';

const SCHOOL = 'contact@demo.test';
const [, nextMonth = ''] = examPeriods(Date.now());
const VALID = {
  neph: '1234 5678 9012',
  periode: nextMonth,
  centre: 'La Poste, Lyon 3e',
  telephone: '06 12 34 56 78',
  commentaire: 'Plutôt le matin <b>svp</b>',
};

describe.each(testEngines())('exam registration on %s', (engine) => {
  const { dir: outbox, mails } = useOutbox();
  const context = useTestApp(engine, { OUTBOX_DIR: outbox });
  let moto = '';
  let eleve = '';
  beforeAll(async () => {
    moto = (await signIn(context.app, 'moto@demo.test')).session;
    eleve = (await signIn(context.app, 'eleve@demo.test')).session;
  });

  const state = (session: string) =>
    context.app.inject({
      method: 'GET',
      url: '/api/examen/demande',
      cookies: withSession(session),
    });
  const send = (session: string, payload: Record<string, string> = VALID) =>
    context.app.inject({
      method: 'POST',
      url: '/api/examen/demande',
      cookies: { ...withSession(session), ...XSRF.cookies },
      headers: XSRF.headers,
      payload,
    });
  const cancel = (session: string, id: string) =>
    context.app.inject({
      method: 'DELETE',
      url: `/api/examen/demande/${id}`,
      cookies: { ...withSession(session), ...XSRF.cookies },
      headers: XSRF.headers,
    });
  /** This suite's learners' requests (the demo data holds another learner's, for the inbox). */
  const requestCount = async () =>
    Number(
      (
        await context.app.db
          .selectFrom('exam_requests as r')
          .innerJoin('users as u', 'u.id', 'r.user_id')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('u.email', 'in', ['moto@demo.test', 'eleve@demo.test', 'bateau@demo.test'])
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('needs a session', async () => {
    const answer = await context.app.inject({ method: 'GET', url: '/api/examen/demande' });
    expect(answer.statusCode).toBe(401);
  });

  it('allows a request to the ETM learner whose exam entry is open, not yet made', async () => {
    const answer = await state(moto);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ demande: null, autorisee: true });
  });

  it('refuses bad fields with a French message and stores nothing', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ ...VALID, neph: '12345' }, 'Le numéro NEPH compte 12 chiffres'],
      [{ ...VALID, centre: ' x ' }, 'Indiquez le centre d’examen souhaité'],
      [{ ...VALID, centre: 'x'.repeat(121) }, '120 caractères au plus'],
      [{ ...VALID, periode: 'demain' }, 'Choisissez une période dans la liste.'],
      [{ ...VALID, periode: '2020-01' }, 'Choisissez une période parmi celles proposées.'],
      [{ ...VALID, telephone: 'appelez-moi' }, 'Le numéro de téléphone n’est pas valide'],
      [{ ...VALID, commentaire: 'x'.repeat(1001) }, '1 000 caractères au plus'],
    ];
    for (const [payload, message] of cases) {
      const answer = await send(moto, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(readError(answer).message).toContain(message);
    }
    const { centre: _centre, ...withoutCentre } = VALID;
    expect((await send(moto, withoutCentre)).statusCode).toBe(400);
    const forged = await context.app.inject({
      method: 'POST',
      url: '/api/examen/demande',
      cookies: withSession(moto),
      payload: VALID,
    });
    expect(forged.statusCode).toBe(403);
    expect(await requestCount()).toBe(0);
    expect(mails()).toHaveLength(0);
  });

  it('stores a request, mails it to the school and acknowledges it, then refuses a second', async () => {
    const answer = await send(moto);
    expect(answer.statusCode).toBe(201);
    const demande = readJson(answer, demandeExamenSchema);
    expect(demande).toMatchObject({
      statut: 'envoyee',
      permis: 'etm',
      neph: '123456789012',
      periode: nextMonth,
      centre: 'La Poste, Lyon 3e',
      telephone: '06 12 34 56 78',
      commentaire: 'Plutôt le matin <b>svp</b>',
      ecole_prevenue: true,
    });
    expect(Date.parse(demande.date_demande)).toBeGreaterThan(Date.now() - 60_000);

    const [school, ack] = mails();
    expect(school).toContain(`To: ${SCHOOL}`);
    expect(school).toContain(
      'Lucas Durand demande son inscription à l’épreuve théorique moto (ETM)',
    );
    expect(school).toContain('123456789012');
    expect(school).toContain('moto@demo.test');
    // What the learner typed is text in the HTML part, never markup.
    expect(school).toContain('Plutôt le matin &#60;b&#62;svp&#60;/b&#62;');
    expect(school).not.toContain('<b>svp</b></td>');
    expect(ack).toContain('To: moto@demo.test');
    expect(ack).toContain('Votre auto-école l’a reçue par e‑mail');

    const again = await send(moto, { ...VALID, centre: 'Dekra, Villeurbanne' });
    expect(again.statusCode).toBe(409);
    expect(readError(again)).toEqual({
      code: 'demande_en_cours',
      message:
        'Vous avez déjà une demande d’inscription en cours : annulez-la avant d’en faire une nouvelle.',
    });
    expect(await requestCount()).toBe(1);
    expect((await state(moto)).json()).toEqual({ demande, autorisee: true });
  });

  it('lets only its learner cancel an open request, once, and then make a new one', async () => {
    const { demande } = readJson(await state(moto), demandeExamenStateSchema);
    if (!demande) throw new Error('Lucas has an open request');
    expect((await cancel(eleve, demande.id)).statusCode).toBe(404);
    expect(readError(await cancel(moto, 'inconnue')).code).toBe('demande_introuvable');

    const cancelled = await cancel(moto, demande.id);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ id: demande.id, statut: 'annulee' });
    expect(mails().at(-1)).toContain('Lucas Durand a annulé sa demande');
    const twice = await cancel(moto, demande.id);
    expect(twice.statusCode).toBe(409);
    expect(readError(twice).code).toBe('demande_non_annulable');

    const fresh = await send(moto, { periode: 'des_que_possible', centre: 'SGS, Lyon' });
    expect(fresh.statusCode).toBe(201);
    expect(fresh.json()).toMatchObject({ neph: null, telephone: null, commentaire: null });
    expect(readJson(await state(moto), demandeExamenStateSchema).demande?.id).toBe(
      readJson(fresh, demandeExamenSchema).id,
    );
  });

  it('keeps one open request when two are sent at once', async () => {
    const { demande } = readJson(await state(moto), demandeExamenStateSchema);
    if (!demande) throw new Error('Lucas has an open request');
    await cancel(moto, demande.id);
    const before = await requestCount();
    const answers = await Promise.all([send(moto), send(moto)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await requestCount()).toBe(before + 1);
  });

  it('shows the school’s confirmation, which the learner can no longer cancel', async () => {
    const { demande } = readJson(await state(moto), demandeExamenStateSchema);
    if (!demande) throw new Error('Lucas has an open request');
    expect(await setExamRequestStatus(context.app.db, demande.id, 'confirmee')).toBe(true);
    expect(await setExamRequestStatus(context.app.db, 'inconnue', 'confirmee')).toBe(false);
    expect(readJson(await state(moto), demandeExamenStateSchema).demande?.statut).toBe('confirmee');
    expect((await cancel(moto, demande.id)).statusCode).toBe(409);
  });

  it('stores the request when the school has no address, and says so', async () => {
    const db = context.app.db;
    await db
      .updateTable('structures')
      .set({ email: null })
      .where('id', '=', 'demo-auto-ecole')
      .execute();
    try {
      const before = mails().length;
      const answer = await send(moto);
      expect(answer.statusCode).toBe(201);
      expect(readJson(answer, demandeExamenSchema).ecole_prevenue).toBe(false);
      const sent = mails().slice(before);
      expect(sent).toHaveLength(1);
      expect(sent[0]).toContain('To: moto@demo.test');
      expect(sent[0]).toContain('Votre auto-école n’a pas pu la recevoir par e‑mail');
      await cancel(moto, readJson(answer, demandeExamenSchema).id);
      // The school never heard of it: nothing to tell it either.
      expect(mails().slice(before)).toHaveLength(1);
    } finally {
      await db
        .updateTable('structures')
        .set({ email: SCHOOL })
        .where('id', '=', 'demo-auto-ecole')
        .execute();
    }
  });

  it('hides the exam from a B learner without an exam entry and from a boat licence', async () => {
    const before = await requestCount();
    expect((await state(eleve)).json()).toEqual({ demande: null, autorisee: false });
    const refused = await send(eleve);
    expect(refused.statusCode).toBe(403);
    expect(readError(refused)).toMatchObject({
      code: 'examen_indisponible',
      message: expect.stringContaining('L’inscription à l’examen n’est pas ouverte') as string,
    });
    const { session: bateau } = await signIn(context.app, 'bateau@demo.test');
    expect((await send(bateau)).statusCode).toBe(403);
    expect(await requestCount()).toBe(before);
  });

  it('reads the first exam entry only: an older closed one hides the exam', async () => {
    const db = context.app.db;
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'moto@demo.test')
      .executeTakeFirstOrThrow();
    const id = newId();
    await db
      .insertInto('kopilote_entries')
      .values({ id, user_id: user.id, licence_code: 'etm', status: 'ferme', created_at: 1 })
      .execute();
    try {
      expect(readJson(await state(moto), demandeExamenStateSchema).autorisee).toBe(false);
      expect(readError(await send(moto)).code).toBe('examen_indisponible');
    } finally {
      await db.deleteFrom('kopilote_entries').where('id', '=', id).execute();
    }
  });
});
