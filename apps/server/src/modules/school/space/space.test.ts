import { beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../../../test/helpers/databases.js';
import { freshNetwork } from '../../../../test/helpers/school-fixture.js';
import { useTestApp } from '../../../../test/helpers/test-app.js';
import { readJson } from '../../../../test/helpers/read-json.js';
import { schoolSpaceSchema } from '@prepacode/domain/contracts/school.contract';

describe.each(testEngines())('the school space’s opening call on %s', (engine) => {
  const context = useTestApp(engine);
  let net: Awaited<ReturnType<typeof freshNetwork>>;
  let people: Awaited<ReturnType<typeof net.team>>;

  beforeAll(async () => {
    net = await freshNetwork(context.app, 'espace');
    people = await net.team();
  });

  it('tells each staff member their role, what they may do and their schools', async () => {
    const space = readJson(
      await people.manager.call('GET', '/central/api/ecole'),
      schoolSpaceSchema,
    );
    expect(space).toMatchObject({
      moi: { prenom: 'Sophie', role: 'gestionnaire' },
      actions: [
        'voir_eleves',
        'ouvrir_session',
        'exporter_eleves',
        'voir_tableau_de_bord',
        'traiter_demandes',
        'corriger_resultats',
        'gerer_eleves',
        'publier_messages',
        'gerer_groupes',
        'gerer_equipe',
        'voir_signalements',
        'animer_seances',
      ],
      ecoles: [{ id: net.schoolA }],
      groupes: [{ id: net.groupA, nom: 'Code du mardi soir', ecole: net.schoolA }],
    });
    const instructor = readJson(
      await people.instructor.call('GET', '/central/api/ecole'),
      schoolSpaceSchema,
    );
    expect(instructor.actions).toEqual([
      'voir_eleves',
      'ouvrir_session',
      'traiter_demandes',
      'voir_signalements',
      'animer_seances',
    ]);
    const operator = readJson(
      await people.operator.call('GET', '/central/api/ecole'),
      schoolSpaceSchema,
    );
    expect(operator.ecoles.map((school: { id: string }) => school.id).sort()).toEqual(
      [net.schoolA, net.schoolB].sort(),
    );
  });

  it('needs a staff session: none answers 401', async () => {
    const anonymous = await context.app.inject({ method: 'GET', url: '/central/api/ecole' });
    expect(anonymous.statusCode).toBe(401);
  });
});
