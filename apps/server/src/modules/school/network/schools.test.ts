import { beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../../../test/helpers/databases.js';
import { freshNetwork } from '../../../../test/helpers/school-fixture.js';
import { useTestApp } from '../../../../test/helpers/test-app.js';
import { readError, readJson } from '../../../../test/helpers/read-json.js';
import {
  networkSchoolsSchema,
  schoolSavedSchema,
} from '@prepacode/domain/contracts/schools.contract';
import { schoolSpaceSchema } from '@prepacode/domain/contracts/school.contract';

describe.each(testEngines())('the operator’s schools on %s', (engine) => {
  const context = useTestApp(engine);
  let net: Awaited<ReturnType<typeof freshNetwork>>;
  let people: Awaited<ReturnType<typeof setUp>>;

  async function setUp() {
    net = await freshNetwork(context.app, 'ecoles');
    const other = await freshNetwork(context.app, 'ailleurs');
    return {
      manager: await net.staff('gestionnaire', net.schoolA, 'Sophie', 'Garnier'),
      instructor: await net.staff('moniteur', net.schoolA, 'Marc', 'Lefèvre'),
      operator: await net.staff('operateur', null, 'Claire', 'Dumont'),
      secondOperator: await net.staff('operateur', null, 'Hugo', 'Roux'),
      otherSchool: other.schoolA,
      learner: await net.learner('Zoé', 'Aubert', net.schoolA),
    };
  }
  beforeAll(async () => {
    people = await setUp();
  });

  const port = {
    nom: 'Auto-école du Port',
    adresse: '3 quai des Chartrons, 33000 Bordeaux',
    email: 'Contact@Port.fr',
    telephone: '+33 5.56.00.00.01',
    marque: 'orata',
  };

  it('lists the network’s schools only', async () => {
    const answer = await people.operator.call('GET', '/central/api/ecole/ecoles');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(
      readJson(answer, networkSchoolsSchema).ecoles.map((school: { id: string }) => school.id),
    ).toEqual([net.schoolA, net.schoolB]);
  });

  it('creates a school in the network, audited, at once in the space’s schools and learners filter', async () => {
    const created = await people.operator.call('POST', '/central/api/ecole/ecoles', port);
    expect(created.statusCode, created.body).toBe(201);
    const school = readJson(created, schoolSavedSchema).ecole;
    expect(school).toMatchObject({
      nom: 'Auto-école du Port',
      adresse: '3 quai des Chartrons, 33000 Bordeaux',
      email: 'contact@port.fr',
      telephone: '05 56 00 00 01',
      marque: 'orata',
      version: 0,
    });
    expect(readJson(created, schoolSavedSchema).message).toBe(
      'École «\u202fAuto-école du Port\u202f» créée.',
    );
    const space = await people.operator.call('GET', '/central/api/ecole');
    expect(readJson(space, schoolSpaceSchema).ecoles).toContainEqual({
      id: school.id,
      nom: 'Auto-école du Port',
    });
    const learners = await people.operator.call(
      'GET',
      `/central/api/ecole/eleves?ecole=${school.id}`,
    );
    expect(learners.statusCode, learners.body).toBe(200);
    const audit = await context.app.db
      .selectFrom('audit_log')
      .select(['actor_id', 'action'])
      .where('subject_id', '=', school.id)
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({ actor_id: people.operator.id, action: 'ecole.creee' });
    // Another school of the same name gets its own id.
    const again = await people.operator.call('POST', '/central/api/ecole/ecoles', {
      nom: 'Auto-école du Port',
    });
    expect(readJson(again, schoolSavedSchema).ecole.id).not.toBe(school.id);
  });

  it('edits a school; a second edit made on the same version gets 409 and changes nothing', async () => {
    const created = await people.operator.call('POST', '/central/api/ecole/ecoles', {
      nom: 'École des quais',
    });
    const { id, version } = readJson(created, schoolSavedSchema).ecole;
    const url = `/central/api/ecole/ecoles/${id}`;
    const first = await people.operator.call('PUT', url, {
      ...port,
      nom: 'École des quais (Bordeaux)',
      version,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(readJson(first, schoolSavedSchema).ecole).toMatchObject({
      nom: 'École des quais (Bordeaux)',
      version: 1,
    });
    const second = await people.secondOperator.call('PUT', url, {
      nom: 'Autre nom',
      version,
    });
    expect(second.statusCode).toBe(409);
    expect(readError(second).code).toBe('modification_concurrente');
    expect(readError(second).message).toContain('rechargez la page');
    const row = await context.app.db
      .selectFrom('structures')
      .select(['name', 'phone'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'École des quais (Bordeaux)', phone: '05 56 00 00 01' });
    // An emptied field clears it.
    const cleared = await people.operator.call('PUT', url, {
      nom: 'École des quais',
      telephone: '',
      version: 1,
    });
    expect(readJson(cleared, schoolSavedSchema).ecole).toMatchObject({
      telephone: null,
      adresse: null,
      version: 2,
    });
  });

  it('two operators saving the same version at once: one wins, the other gets 409', async () => {
    const created = await people.operator.call('POST', '/central/api/ecole/ecoles', {
      nom: 'École du concours',
    });
    const { id } = readJson(created, schoolSavedSchema).ecole;
    const answers = await Promise.all(
      [people.operator, people.secondOperator].map((who, n) =>
        who.call('PUT', `/central/api/ecole/ecoles/${id}`, { nom: `Nom ${n}`, version: 0 }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const row = await context.app.db
      .selectFrom('structures')
      .select(['name', 'version'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const won = answers.find((answer) => answer.statusCode === 200);
    if (!won) throw new Error('one of the two edits succeeds');
    const winner = readJson(won, schoolSavedSchema).ecole.nom;
    expect(row).toEqual({ name: winner, version: 1 });
  });

  it.each([
    [{ nom: 'X' }, 'Le nom de l’école tient en 2 caractères au moins.'],
    [{ nom: 'École', telephone: '12 34' }, 'Indiquez un numéro de téléphone français'],
    [{ nom: 'École', email: 'pas-une-adresse' }, 'Indiquez une adresse e‑mail valide'],
    [{ nom: 'École', marque: 'inconnue' }, 'Cette marque n’existe pas.'],
  ])('refuses %o in French and writes nothing', async (body, message) => {
    const before = await context.app.db
      .selectFrom('structures')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const answer = await people.operator.call('POST', '/central/api/ecole/ecoles', body);
    expect(answer.statusCode).toBe(400);
    expect(readError(answer).message).toContain(message);
    const after = await context.app.db
      .selectFrom('structures')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  describe('refusal matrix', () => {
    const calls = () =>
      [
        ['GET', '/central/api/ecole/ecoles', undefined],
        ['POST', '/central/api/ecole/ecoles', { nom: 'École refusée' }],
        ['PUT', `/central/api/ecole/ecoles/${net.schoolA}`, { nom: 'École refusée', version: 0 }],
      ] as const;

    it.each(['manager', 'instructor'] as const)(
      'refuses every call to the %s (403)',
      async (who) => {
        for (const [method, url, body] of calls()) {
          const answer = await people[who].call(method, url, body);
          expect(answer.statusCode, `${method} ${url}`).toBe(403);
          expect(readError(answer).code).toBe('action_refusee');
        }
      },
    );

    it('answers 404 for a school outside the network, and changes nothing', async () => {
      const answer = await people.operator.call(
        'PUT',
        `/central/api/ecole/ecoles/${people.otherSchool}`,
        { nom: 'Volée', version: 0 },
      );
      expect(answer.statusCode).toBe(404);
      expect(readError(answer).code).toBe('ecole_introuvable');
      const row = await context.app.db
        .selectFrom('structures')
        .select('name')
        .where('id', '=', people.otherSchool)
        .executeTakeFirstOrThrow();
      expect(row.name).not.toBe('Volée');
    });

    it('refuses a learner and a visitor', async () => {
      const answer = await context.app.inject({ method: 'GET', url: '/central/api/ecole/ecoles' });
      expect(answer.statusCode).toBe(401);
    });
  });
});
