import {
  creditDefaultsAnswerSchema,
  creditDefaultsSchema,
  importAnswerSchema,
} from '@prepacode/domain/contracts/school-accounts.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../../../test/helpers/databases.js';
import { useOutbox } from '../../../../test/helpers/outbox.js';
import { readError, readJson } from '../../../../test/helpers/read-json.js';
import { freshNetwork } from '../../../../test/helpers/school-fixture.js';
import { useTestApp } from '../../../../test/helpers/test-app.js';
import { creditDefaultsOf } from './credit-defaults.repository.js';

// Issue #41, point 5: each school's mock-exam credits for a new learner, per licence.

const PATH = '/central/api/ecole/credits-par-defaut';
type Net = Awaited<ReturnType<typeof freshNetwork>>;

describe.each(testEngines())('a school’s default credits on %s', (engine) => {
  const { dir: outbox } = useOutbox();
  const context = useTestApp(engine, { OUTBOX_DIR: outbox });
  let net: Net;
  let people: Awaited<ReturnType<Net['team']>>;
  beforeAll(async () => {
    net = await freshNetwork(context.app, 'credits');
    people = await net.team();
  });
  const creditsOf = async (school: string) =>
    Object.fromEntries(
      (await creditDefaultsOf(context.app.db, school)).map((entry) => [
        entry.permis,
        entry.credits,
      ]),
    );

  it('gives the demo school credits that are not zero', async () => {
    expect(await creditsOf('demo-auto-ecole')).toMatchObject({ b: 5, etm: 3 });
  });

  it('lists every licence, sets those given, audits the change and uses it in the import', async () => {
    const first = readJson(await people.manager.call('GET', PATH), creditDefaultsSchema);
    expect(first.ecole).toBe(net.schoolA);
    expect(first.credits).toHaveLength(11);
    expect(first.credits.every((entry) => entry.credits === 0)).toBe(true);

    const saved = await people.manager.call('PUT', PATH, {
      credits: [
        { permis: 'b', credits: 4 },
        { permis: 'etm', credits: 2 },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const answer = readJson(saved, creditDefaultsAnswerSchema);
    expect(answer.message).toBe(`Crédits par défaut enregistrés pour École A credits.`);
    expect(answer.credits.find((entry) => entry.permis === 'b')?.credits).toBe(4);
    const audit = await context.app.db
      .selectFrom('audit_log')
      .select('details')
      .where('actor_id', '=', people.manager.id)
      .where('action', '=', 'ecole.credits_par_defaut')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.details ?? '{}')).toEqual({
      ecole: net.schoolA,
      avant: { b: 0, etm: 0 },
      apres: { b: 4, etm: 2 },
    });
    const again = await people.manager.call('PUT', PATH, {
      credits: [{ permis: 'b', credits: 4 }],
    });
    expect(readJson(again, creditDefaultsAnswerSchema).message).toBe('Rien n’a changé.');

    // A row of the import without a Crédits cell gets the school's credits for its licence.
    const preview = await people.manager.call('POST', '/central/api/ecole/eleves/import', {
      fichier: Buffer.from(
        'E-mail;Prénom;Nom;Permis;Crédits\nun.credit@exemple.fr;Ana;Vidal;b;\ndeux.credits@exemple.fr;Léo;Roux;etm;1\n',
      ).toString('base64'),
      ignorer_existants: true,
      essai: true,
    });
    expect(readJson(preview, importAnswerSchema).lignes.map((row) => row.acces?.credits)).toEqual([
      4, 1,
    ]);
  });

  it('refuses wrong credits and a licence given twice, changing nothing', async () => {
    const before = await creditsOf(net.schoolA);
    const tooMany = await people.manager.call('PUT', PATH, {
      credits: [{ permis: 'b', credits: 51 }],
    });
    expect(tooMany.statusCode).toBe(400);
    expect(readError(tooMany).message).toContain('Indiquez de 0 à 50 crédits d’examens blancs.');
    const twice = await people.manager.call('PUT', PATH, {
      credits: [
        { permis: 'a1', credits: 1 },
        { permis: 'a1', credits: 2 },
      ],
    });
    expect(readError(twice)).toMatchObject({
      code: 'permis_en_double',
      message: 'Le permis Moto A1 est donné deux fois.',
    });
    expect(await creditsOf(net.schoolA)).toEqual(before);
  });

  it.each([
    ['instructor', 'GET', {}, 403],
    ['instructor', 'PUT', {}, 403],
    ['otherManager', 'PUT', { ecole: 'A' }, 404],
    ['operator', 'GET', {}, 400],
    ['operator', 'PUT', { ecole: 'B' }, 200],
  ] as const)('%s %s on %o answers %i', async (who, method, target, status) => {
    const ecole =
      'ecole' in target ? (target.ecole === 'A' ? net.schoolA : net.schoolB) : undefined;
    const answer =
      method === 'GET'
        ? await people[who].call('GET', ecole ? `${PATH}?ecole=${ecole}` : PATH)
        : await people[who].call('PUT', PATH, { ecole, credits: [{ permis: 'b', credits: 7 }] });
    expect(answer.statusCode, answer.body).toBe(status);
    if (status !== 200) expect((await creditsOf(net.schoolA)).b).not.toBe(7);
  });

  // SQLite's synchronous driver hides races: on PostgreSQL these run truly at once.
  it('keeps one whole policy when two staff members save at once', async () => {
    const policies = [
      [
        { permis: 'b', credits: 10 },
        { permis: 'etm', credits: 10 },
        { permis: 'a', credits: 10 },
      ],
      [
        { permis: 'a', credits: 20 },
        { permis: 'etm', credits: 20 },
        { permis: 'b', credits: 20 },
      ],
    ];
    const both = await Promise.all([
      people.manager.call('PUT', PATH, { credits: policies[0] }),
      people.operator.call('PUT', PATH, { ecole: net.schoolA, credits: policies[1] }),
    ]);
    expect(both.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const { b, etm, a } = await creditsOf(net.schoolA);
    expect([b, b]).toEqual([etm, a]);
    expect([10, 20]).toContain(b);
  });
});
