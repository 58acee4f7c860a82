import { beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../../../test/helpers/databases.js';
import { addDays, dayInFrance } from '@prepacode/domain/calendar';
import { freshNetwork } from '../../../../test/helpers/school-fixture.js';
import { useTestApp } from '../../../../test/helpers/test-app.js';
import { readError, readJson } from '../../../../test/helpers/read-json.js';
import { groupAnswerSchema, groupsSchema } from '@prepacode/domain/contracts/groups.contract';
import {
  learnersPageSchema,
  schoolAnswerSchema,
  schoolSpaceSchema,
} from '@prepacode/domain/contracts/school.contract';

describe.each(testEngines())('a school’s groups on %s', (engine) => {
  const context = useTestApp(engine);
  let net: Awaited<ReturnType<typeof freshNetwork>>;
  let people: Awaited<ReturnType<typeof setUp>>;

  async function setUp() {
    net = await freshNetwork(context.app, 'groupes');
    return {
      zoe: await net.learner('Zoé', 'Aubert', net.schoolA),
      yann: await net.learner('Yann', 'Blanc', net.schoolA, { group: net.groupA }),
      xavier: await net.learner('Xavier', 'Carré', net.schoolA),
      wendy: await net.learner('Wendy', 'Dupuis', net.schoolB),
      ...(await net.team()),
    };
  }
  beforeAll(async () => {
    people = await setUp();
  });

  type Who = 'manager' | 'instructor' | 'otherManager' | 'operator';
  const create = (who: Who, body: object) =>
    people[who].call('POST', '/central/api/ecole/groupes', body);
  const move = (who: Who, eleves: string[], groupe: string | null) =>
    people[who].call('POST', '/central/api/ecole/eleves/groupe', { eleves, groupe });
  const groupOfLearner = async (id: string) =>
    (
      await context.app.db
        .selectFrom('users')
        .select('group_id')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).group_id;
  const listed = async (who: Who, query: string) =>
    readJson(
      await people[who].call('GET', `/central/api/ecole/eleves?${query}`),
      learnersPageSchema,
    ).eleves.map((row) => row.nom);

  it('lists the groups of the staff member’s schools with their learners', async () => {
    const answer = await people.manager.call('GET', '/central/api/ecole/groupes');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(readJson(answer, groupsSchema).groupes).toEqual([
      {
        id: net.groupA,
        nom: 'Code du mardi soir',
        ecole: net.schoolA,
        ecole_nom: 'École A groupes',
        eleves: 1,
      },
    ]);
    const operator = await people.operator.call('GET', '/central/api/ecole/groupes');
    expect(
      readJson(operator, groupsSchema).groupes.map((group: { id: string }) => group.id),
    ).toEqual([net.groupA, net.groupB]);
    expect((await people.instructor.call('GET', '/central/api/ecole/groupes')).statusCode).toBe(
      403,
    );
  });

  it('creates a group that the space and the list’s filter know at once', async () => {
    const answer = await create('manager', { nom: '  Code   du jeudi matin ' });
    expect(answer.statusCode, answer.body).toBe(201);
    const { groupe, message } = readJson(answer, groupAnswerSchema);
    expect(message).toBe('Groupe «\u202fCode du jeudi matin\u202f» créé.');
    expect(groupe).toMatchObject({ nom: 'Code du jeudi matin', ecole: net.schoolA, eleves: 0 });
    const space = readJson(
      await people.manager.call('GET', '/central/api/ecole'),
      schoolSpaceSchema,
    );
    expect(space.groupes).toContainEqual({
      id: groupe.id,
      nom: 'Code du jeudi matin',
      ecole: net.schoolA,
    });
    expect(await listed('manager', `groupe=${groupe.id}`)).toEqual([]);
    const audit = await context.app.db
      .selectFrom('audit_log')
      .select(['actor_id', 'details'])
      .where('action', '=', 'groupe.cree')
      .executeTakeFirstOrThrow();
    expect(audit.actor_id).toBe(people.manager.id);
    expect(JSON.parse(audit.details ?? '{}')).toMatchObject({ groupe: groupe.id });
  });

  it.each([
    [
      { nom: 'code du MARDI soir' },
      409,
      'Un groupe «\u202fcode du MARDI soir\u202f» existe déjà dans cette école.',
    ],
    [{ nom: '   ' }, 400, 'Indiquez le nom du groupe.'],
    [{ nom: 'x'.repeat(81) }, 400, 'Le nom d’un groupe tient en 80 caractères au plus.'],
    [{}, 400, 'Indiquez le nom du groupe.'],
  ])('refuses %j in French and creates nothing', async (body, status, message) => {
    const before = await context.app.db.selectFrom('groups').select('id').execute();
    const answer = await create('manager', body);
    expect(answer.statusCode).toBe(status);
    expect(readError(answer).message).toBe(message);
    expect(await context.app.db.selectFrom('groups').select('id').execute()).toEqual(before);
  });

  it('allows the same name in another school, and asks an operator which school', async () => {
    expect((await create('operator', { nom: 'Code du mardi soir' })).statusCode).toBe(400);
    const created = await create('operator', { nom: 'Code du mardi soir', ecole: net.schoolB });
    expect(created.statusCode, created.body).toBe(201);
    expect(readJson(created, groupAnswerSchema).groupe.ecole).toBe(net.schoolB);
  });

  it.each([
    ['instructor', undefined, 403],
    ['manager', 'schoolB', 404],
    ['otherManager', 'schoolA', 404],
  ] as const)('%s creating in %s answers %i', async (who, school, status) => {
    const body = { nom: `Refusé ${who}`, ...(school ? { ecole: net[school] } : {}) };
    expect((await create(who, body)).statusCode).toBe(status);
  });

  it('renames a group, never onto another’s name, and only in the staff member’s schools', async () => {
    const { groupe } = readJson(
      await create('manager', { nom: 'Conduite accompagnée' }),
      groupAnswerSchema,
    );
    const rename = (who: Who, id: string, nom: string) =>
      people[who].call('PUT', `/central/api/ecole/groupes/${id}`, { nom });
    const renamed = await rename('manager', groupe.id, 'AAC du samedi');
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(readJson(renamed, groupAnswerSchema).groupe.nom).toBe('AAC du samedi');
    // Its own name, in other capitals, is not another group's.
    expect((await rename('manager', groupe.id, 'AAC DU SAMEDI')).statusCode).toBe(200);
    expect((await rename('manager', groupe.id, 'Code du mardi soir')).statusCode).toBe(409);
    expect((await rename('instructor', groupe.id, 'Autre')).statusCode).toBe(403);
    expect((await rename('otherManager', groupe.id, 'Autre')).statusCode).toBe(404);
    expect((await rename('manager', net.groupB, 'Autre')).statusCode).toBe(404);
  });

  it('puts learners in a group, filters and exports by it, and takes them out', async () => {
    const { groupe } = readJson(
      await create('manager', { nom: 'Code du vendredi' }),
      groupAnswerSchema,
    );
    const answer = await move('manager', [people.zoe.id, people.xavier.id], groupe.id);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(readJson(answer, schoolAnswerSchema).message).toBe(
      '2 élèves dans le groupe «\u202fCode du vendredi\u202f».',
    );
    expect(await listed('manager', `groupe=${groupe.id}`)).toEqual(['Aubert', 'Carré']);
    const csv = await people.manager.call(
      'GET',
      `/central/api/ecole/eleves.csv?groupe=${groupe.id}`,
    );
    const lines = csv.body.trim().split(/\r?\n/);
    expect(lines).toHaveLength(3);
    expect(lines.slice(1).every((line) => line.includes(';Code du vendredi;'))).toBe(true);
    const counts = readJson(
      await people.manager.call('GET', '/central/api/ecole/groupes'),
      groupsSchema,
    ).groupes;
    expect(counts.find((group: { id: string }) => group.id === groupe.id)?.eleves).toBe(2);

    const out = await move('manager', [people.xavier.id], null);
    expect(readJson(out, schoolAnswerSchema).message).toBe('1 élève sans groupe désormais.');
    expect(await groupOfLearner(people.xavier.id)).toBeNull();
    expect(await listed('manager', `groupe=${groupe.id}`)).toEqual(['Aubert']);
  });

  it.each([
    ['instructor', 'zoe', 'groupA', 403],
    ['manager', 'wendy', 'groupA', 404],
    ['manager', 'zoe', 'groupB', 404],
    ['otherManager', 'zoe', 'groupB', 404],
    // Both in the operator's network, but a group holds only its own school's learners.
    ['operator', 'wendy', 'groupA', 400],
    ['operator', 'wendy', 'groupB', 200],
  ] as const)('%s moving %s into %s answers %i', async (who, whose, group, status) => {
    const before = await groupOfLearner(people[whose].id);
    const answer = await move(who, [people[whose].id], net[group]);
    expect(answer.statusCode, answer.body).toBe(status);
    if (status !== 200) expect(await groupOfLearner(people[whose].id)).toBe(before);
    if (status === 400) {
      expect(readError(answer).message).toBe(
        'Un groupe ne réunit que des élèves de son école\u202f: choisissez des élèves de la même école.',
      );
    }
  });

  it('refuses an empty or unknown selection and moves nobody', async () => {
    expect(readError(await move('manager', [], net.groupA)).message).toBe(
      'Choisissez au moins un élève.',
    );
    const mixed = await move('manager', [people.zoe.id, 'inconnu'], net.groupA);
    expect(mixed.statusCode).toBe(404);
    expect(await groupOfLearner(people.zoe.id)).not.toBe(net.groupA);
  });

  it('deletes a group: its learners stay, without a group', async () => {
    const { groupe } = readJson(await create('manager', { nom: 'Éphémère' }), groupAnswerSchema);
    await move('manager', [people.zoe.id, people.xavier.id], groupe.id);
    const today = dayInFrance();
    const banner = await people.manager.call('POST', '/central/api/ecole/messages', {
      groupe: groupe.id,
      type: 'info',
      texte: 'Séance annulée jeudi.',
      debut: today,
      fin: addDays(today, 3),
    });
    expect(banner.statusCode, banner.body).toBe(201);
    const remove = (who: Who) =>
      people[who].call('DELETE', `/central/api/ecole/groupes/${groupe.id}`);
    expect((await remove('instructor')).statusCode).toBe(403);
    expect((await remove('otherManager')).statusCode).toBe(404);
    const answer = await remove('manager');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(readJson(answer, schoolAnswerSchema).message).toBe(
      'Groupe «\u202fÉphémère\u202f» supprimé\u202f: 2 élèves sans groupe désormais, 1 message du groupe retiré.',
    );
    const left = await context.app.db
      .selectFrom('messages')
      .select('id')
      .where('content', '=', 'Séance annulée jeudi.')
      .execute();
    expect(left).toEqual([]);
    expect(await groupOfLearner(people.zoe.id)).toBeNull();
    expect(await listed('manager', 'recherche=aubert')).toEqual(['Aubert']);
    const space = readJson(
      await people.manager.call('GET', '/central/api/ecole'),
      schoolSpaceSchema,
    );
    expect(space.groupes.map((group: { id: string }) => group.id)).not.toContain(groupe.id);
    expect((await remove('manager')).statusCode).toBe(404);
  });

  // SQLite's synchronous driver hides races: on PostgreSQL these run truly at once.
  it('creates one group of many created at once with the same name; the others answer 409', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => create('manager', { nom: 'Code en même temps' })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    const rows = await context.app.db
      .selectFrom('groups')
      .select('id')
      .where('name', '=', 'Code en même temps')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('keeps one of two managers’ groups for a learner moved by both at once', async () => {
    const second = await net.staff('gestionnaire', net.schoolA, 'Luc', 'Second');
    const one = readJson(await create('manager', { nom: 'Premier' }), groupAnswerSchema).groupe.id;
    const two = readJson(await create('manager', { nom: 'Deuxième' }), groupAnswerSchema).groupe.id;
    const answers = await Promise.all([
      move('manager', [people.yann.id], one),
      second.call('POST', '/central/api/ecole/eleves/groupe', {
        eleves: [people.yann.id],
        groupe: two,
      }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const kept = await groupOfLearner(people.yann.id);
    expect([one, two]).toContain(kept);
    const row = await listed('manager', `groupe=${kept}`);
    expect(row).toEqual(['Blanc']);
  });
});
