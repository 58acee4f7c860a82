import { beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../../../test/helpers/databases.js';
import { freshNetwork } from '../../../../test/helpers/school-fixture.js';
import { useTestApp } from '../../../../test/helpers/test-app.js';
import { addDays, dayInFrance, endOfFrenchDay } from '@prepacode/domain/calendar';
import { submitCode } from '../../signup/activation.service.js';
import { revokeCode } from './activation-codes.service.js';
import { readError, readJson } from '../../../../test/helpers/read-json.js';
import { schoolAnswerSchema } from '@prepacode/domain/contracts/school.contract';
import {
  batchCodesSchema,
  codeBatchesSchema,
} from '@prepacode/domain/contracts/school-accounts.contract';

describe.each(testEngines())('activation code batches in the school space on %s', (engine) => {
  const context = useTestApp(engine);
  let net: Awaited<ReturnType<typeof freshNetwork>>;
  let people: Awaited<ReturnType<typeof setUp>>;
  async function setUp() {
    net = await freshNetwork(context.app, 'codes');
    return {
      zoe: await net.learner('Zoé', 'Aubert', net.schoolA, { credits: 2 }),
      ...(await net.team()),
    };
  }
  beforeAll(async () => {
    people = await setUp();
  });
  type Who = 'manager' | 'instructor' | 'otherManager' | 'operator';
  const lastDay = addDays(dayInFrance(), 60);
  const generate = (who: Who, body: Record<string, unknown> = {}) =>
    people[who].call('POST', '/central/api/ecole/codes', {
      nombre: 3,
      permis: 'b',
      jours_acces: 90,
      credits: 5,
      expire_le: lastDay,
      ...body,
    });
  const batchUrl = (school: string, lot: string, csv = false) =>
    `/central/api/ecole/codes/lot${csv ? '.csv' : ''}?${new URLSearchParams({ ecole: school, lot }).toString()}`;
  const codesOf = (lot: string) =>
    context.app.db
      .selectFrom('activation_codes')
      .selectAll()
      .where('batch', '=', lot)
      .orderBy('code')
      .execute();

  it('generates a batch with its licence, access, credits and last day, and audits it', async () => {
    const answer = await generate('manager', { lot: 'Salon de printemps' });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toEqual({
      message: `3 codes créés dans le lot «\u202fSalon de printemps\u202f», à activer au plus tard le ${lastDay.split('-').reverse().join('/')}.`,
      ecole: net.schoolA,
      lot: 'Salon de printemps',
    });
    const rows = await codesOf('Salon de printemps');
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row).toMatchObject({
        structure_id: net.schoolA,
        licence_code: 'b',
        access_days: 90,
        exam_credits: 5,
        expires_at: endOfFrenchDay(lastDay),
      });
      expect(row.code).toMatch(/^CODE-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
    }
    expect(dayInFrance(endOfFrenchDay(lastDay) - 1)).toBe(lastDay);
    expect(dayInFrance(endOfFrenchDay(lastDay))).toBe(addDays(lastDay, 1));
    const audit = await context.app.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('actor_id', '=', people.manager.id)
      .where('action', '=', 'codes.generes')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.details ?? '{}')).toMatchObject({
      lot: 'Salon de printemps',
      nombre: 3,
    });
    // A second batch of the same name would mix two batches: refused.
    expect((await generate('manager', { lot: 'Salon de printemps' })).statusCode).toBe(409);
  });

  it.each([
    ['nombre', 0, 'Indiquez de 1 à 500 codes.'],
    ['nombre', 501, 'Indiquez de 1 à 500 codes.'],
    [
      'expire_le',
      '2020-01-01',
      'Choisissez une date d’expiration entre aujourd’hui et dans 5 ans.',
    ],
    ['expire_le', '2027-02-30', 'Indiquez une date d’expiration valide (jj/mm/aaaa).'],
    ['credits', -1, 'Indiquez de 0 à 50 crédits d’examens blancs.'],
  ])('refuses %s = %j in French', async (field, value, message) => {
    const answer = await generate('manager', { lot: `refus ${field} ${value}`, [field]: value });
    expect(answer.statusCode).toBe(400);
    expect(readError(answer).message).toBe(message);
    expect(await codesOf(`refus ${field} ${value}`)).toEqual([]);
  });

  it('lists batches with their used, revoked and available codes, and exports one', async () => {
    await generate('manager', { lot: 'Liste', nombre: 4 });
    const [first, second, third] = await codesOf('Liste');
    await submitCode(context.app.db, { code: first?.code ?? '', email: people.zoe.email });
    await revokeCode(context.app.db, second?.code ?? '');
    const list = await people.manager.call('GET', '/central/api/ecole/codes');
    expect(list.statusCode).toBe(200);
    const batch = readJson(list, codeBatchesSchema).lots.find(
      (row: { lot: string }) => row.lot === 'Liste',
    );
    expect(batch).toMatchObject({
      ecole: net.schoolA,
      total: 4,
      utilises: 1,
      revoques: 1,
      disponibles: 2,
      expire_le: lastDay,
      credits: 5,
      // The network's schools have no brand of their own: the default page's address.
      adresse_activation: expect.stringMatching(/\/home\/michelin\/activation$/) as string,
    });
    const detail = await people.manager.call('GET', batchUrl(net.schoolA, 'Liste'));
    // Who used a code, with their page; nobody for the others (#41, point 9).
    const used = readJson(detail, batchCodesSchema).codes.find((row) => row.code === first?.code);
    expect(used?.par).toEqual({ eleve: people.zoe.id, nom: 'Zoé Aubert' });
    const states = Object.fromEntries(
      readJson(detail, batchCodesSchema).codes.map((row) => [row.code, row.etat]),
    );
    expect(states[first?.code ?? '']).toBe('utilise');
    expect(states[second?.code ?? '']).toBe('revoque');
    expect(states[third?.code ?? '']).toBe('disponible');
    const csv = await people.manager.call('GET', batchUrl(net.schoolA, 'Liste', true));
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFFcode;etat;le;par;permis;jours_acces;credits;expire_le;lot');
    expect(lines).toContain(`${third?.code};disponible;;;b;90;5;${lastDay};Liste`);
    expect(lines.find((line) => line.startsWith(first?.code ?? '-'))).toContain(';Zoé Aubert;');
    // The learner who used the code got its access and its credits.
    const credits = await context.app.db
      .selectFrom('inscriptions')
      .select('remaining_credits')
      .where('id', '=', people.zoe.inscription)
      .executeTakeFirstOrThrow();
    expect(Number(credits.remaining_credits)).toBe(7);
  });

  it('revokes an unused code, which is then refused at sign-up, but never a used one', async () => {
    await generate('manager', { lot: 'Révocation', nombre: 2 });
    const [unused, used] = await codesOf('Révocation');
    const revoke = (who: Who, code: string) =>
      people[who].call('POST', `/central/api/ecole/codes/${code}/revocation`);
    const answer = await revoke('manager', unused?.code ?? '');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(readJson(answer, schoolAnswerSchema).message).toBe(
      `Le code ${unused?.code} est révoqué\u202f: il ne peut plus être utilisé.`,
    );
    await expect(
      submitCode(context.app.db, { code: unused?.code ?? '', email: 'revoque@exemple.fr' }),
    ).rejects.toMatchObject({ code: 'code_invalide' });
    expect(readError(await revoke('manager', unused?.code ?? '')).code).toBe('code_revoque');

    await submitCode(context.app.db, { code: used?.code ?? '', email: people.zoe.email });
    const refused = await revoke('manager', used?.code ?? '');
    expect(refused.statusCode).toBe(409);
    expect(readError(refused).message).toBe(
      'Ce code a déjà été utilisé par un élève\u202f: il ne peut plus être révoqué.',
    );
  });

  // The refusal matrix: the role, and another school's batch and codes.
  it('refuses instructors (403) and answers 404 for another school’s batch and codes', async () => {
    await generate('manager', { lot: 'Matrice', nombre: 1 });
    const [code] = await codesOf('Matrice');
    const matrix = [
      ['instructor', 'GET', '/central/api/ecole/codes', 403],
      ['instructor', 'GET', batchUrl(net.schoolA, 'Matrice'), 403],
      ['instructor', 'POST', `/central/api/ecole/codes/${code?.code}/revocation`, 403],
      ['otherManager', 'GET', batchUrl(net.schoolA, 'Matrice'), 404],
      ['otherManager', 'GET', batchUrl(net.schoolA, 'Matrice', true), 404],
      ['otherManager', 'POST', `/central/api/ecole/codes/${code?.code}/revocation`, 404],
      ['operator', 'GET', batchUrl(net.schoolA, 'Matrice'), 200],
    ] as const;
    for (const [who, method, url, status] of matrix) {
      const answer = await people[who].call(method, url);
      expect(answer.statusCode, `${who} ${method} ${url}`).toBe(status);
    }
    expect((await generate('instructor', { lot: 'Moniteur' })).statusCode).toBe(403);
    expect(
      (await generate('otherManager', { lot: 'Ailleurs', ecole: net.schoolA })).statusCode,
    ).toBe(404);
    const others = await people.otherManager.call('GET', '/central/api/ecole/codes');
    expect(
      readJson(others, codeBatchesSchema).lots.map((row: { lot: string }) => row.lot),
    ).not.toContain('Matrice');
    expect((await codesOf('Matrice'))[0]?.revoked_at).toBeNull();
    // The operator makes batches for any school of the network, naming it.
    const operator = await generate('operator', { lot: 'Réseau', ecole: net.schoolB });
    expect(operator.statusCode, operator.body).toBe(201);
    expect((await codesOf('Réseau'))[0]?.structure_id).toBe(net.schoolB);
    expect((await generate('operator', { lot: 'Sans école' })).statusCode).toBe(400);
  });

  // SQLite's synchronous driver serialises these; on PostgreSQL they truly race.
  it('lets exactly one of a use and a revocation at the same instant win', async () => {
    const count = 12;
    await generate('manager', { lot: 'Course', nombre: count });
    const codes = await codesOf('Course');
    const learners = await Promise.all(
      codes.map((_, index) => net.learner('Léo', `Course${'x'.repeat(index + 1)}`, net.schoolA)),
    );
    const outcomes = await Promise.all(
      codes.map(async (code, index) => {
        const [use, revoke] = await Promise.allSettled([
          submitCode(context.app.db, { code: code.code, email: learners[index]?.email ?? '' }),
          // Staggered by 0 to 110 ms, so that some revocations come before the use's update
          // and some after, whatever the machine's speed.
          new Promise((resolve) => setTimeout(resolve, index * 10)).then(() =>
            revokeCode(context.app.db, code.code),
          ),
        ]);
        // The use that lost says the code is not valid, as for any revoked code.
        if (use.status === 'rejected') {
          expect(use.reason).toMatchObject({ code: 'code_invalide' });
        }
        return { used: use.status === 'fulfilled', revoked: revoke.status === 'fulfilled' };
      }),
    );
    const after = await codesOf('Course');
    for (const row of after) {
      const outcome = outcomes[codes.findIndex((code) => code.code === row.code)];
      expect(Number(outcome?.used) + Number(outcome?.revoked), row.code).toBe(1);
      expect(row.used_at !== null).toBe(outcome?.used);
      expect(row.revoked_at !== null).toBe(outcome?.revoked);
    }
  });

  // The two orders made certain: one update holds the code's row, the other waits on its lock
  // and then finds the code taken. Only PostgreSQL has row locks and concurrent connections.
  if (engine === 'postgres') {
    it('makes a use and a revocation wait on each other, the second finding the first done', async () => {
      await generate('manager', { lot: 'Verrou', nombre: 2 });
      const [first, second] = await codesOf('Verrou');
      const { db } = context.app;
      const pause = () => new Promise((resolve) => setTimeout(resolve, 150));

      // A use holding the row (the same conditional update as activation.service.ts consume):
      // the revocation waits, then answers 409 code_utilise.
      let revocation: Promise<unknown> = Promise.resolve();
      await db.transaction().execute(async (trx) => {
        const used = await trx
          .updateTable('activation_codes')
          .set({ used_at: Date.now(), user_id: people.zoe.id })
          .where('code', '=', first?.code ?? '')
          .where('used_at', 'is', null)
          .where('revoked_at', 'is', null)
          .executeTakeFirst();
        expect(Number(used.numUpdatedRows)).toBe(1);
        revocation = revokeCode(db, first?.code ?? '').then(
          () => 'revoked',
          (error: { code?: string }) => error.code,
        );
        await pause();
      });
      expect(await revocation).toBe('code_utilise');

      // A revocation holding the row: the learner's use waits, then is refused as invalid.
      let use: Promise<unknown> = Promise.resolve();
      await db.transaction().execute(async (trx) => {
        await revokeCode(trx, second?.code ?? '');
        use = submitCode(db, { code: second?.code ?? '', email: people.zoe.email }).then(
          () => 'used',
          (error: { code?: string }) => error.code,
        );
        await pause();
      });
      expect(await use).toBe('code_invalide');
      const state = new Map(
        (await codesOf('Verrou')).map((row) => [
          row.code,
          { used: row.used_at !== null, revoked: row.revoked_at !== null },
        ]),
      );
      expect(state.get(first?.code ?? '')).toEqual({ used: true, revoked: false });
      expect(state.get(second?.code ?? '')).toEqual({ used: false, revoked: true });
    });
  }
});
