import { beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../../../test/helpers/databases.js';
import { useOutbox } from '../../../../test/helpers/outbox.js';
import { freshNetwork } from '../../../../test/helpers/school-fixture.js';
import { useTestApp } from '../../../../test/helpers/test-app.js';
import { dayInFranceAfter } from '@prepacode/domain/calendar';
import { readError, readJson } from '../../../../test/helpers/read-json.js';
import {
  importAnswerSchema,
  learnerCreatedSchema,
} from '@prepacode/domain/contracts/school-accounts.contract';

type Net = Awaited<ReturnType<typeof freshNetwork>>;

describe.each(testEngines())('new learners in the school space on %s', (engine) => {
  const { dir: outbox, mails } = useOutbox();
  const context = useTestApp(engine, { OUTBOX_DIR: outbox, PUBLIC_URL: 'https://app.exemple.fr' });
  let net: Net;
  let people: Awaited<ReturnType<typeof setUp>>;
  async function setUp() {
    net = await freshNetwork(context.app, 'comptes');
    return {
      zoe: await net.learner('Zoé', 'Aubert', net.schoolA),
      ...(await net.team()),
    };
  }
  beforeAll(async () => {
    people = await setUp();
  });
  type Who = 'manager' | 'instructor' | 'otherManager' | 'operator';

  const userOf = (email: string) =>
    context.app.db
      .selectFrom('users')
      .leftJoin('inscriptions', 'inscriptions.user_id', 'users.id')
      .select([
        'users.id',
        'users.structure_id',
        'users.group_id',
        'users.phone',
        'inscriptions.licence_code',
        'inscriptions.expiration_date',
        'inscriptions.remaining_credits',
      ])
      .where('users.email', '=', email)
      .executeTakeFirst();
  const create = (who: Who, body: Record<string, unknown>) =>
    people[who].call('POST', '/central/api/ecole/eleves', {
      prenom: 'Léa',
      nom: 'Moreau',
      permis: 'b',
      jours: 180,
      credits: 3,
      ...body,
    });

  it('creates a learner with their inscription, credits and group, mails the welcome and audits it', async () => {
    const before = mails().length;
    const answer = await create('manager', {
      email: 'Lea.Moreau@Exemple.fr',
      telephone: '06.12.34.56.78',
      groupe: net.groupA,
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const until = dayInFranceAfter(180);
    expect(answer.json()).toMatchObject({ acces_jusquau: until });
    expect(readJson(answer, learnerCreatedSchema).message).toContain(
      'Un e‑mail de bienvenue est parti à lea.moreau@exemple.fr',
    );
    const stored = await userOf('lea.moreau@exemple.fr');
    expect(stored).toMatchObject({
      id: readJson(answer, learnerCreatedSchema).eleve,
      structure_id: net.schoolA,
      group_id: net.groupA,
      phone: '06 12 34 56 78',
      licence_code: 'b',
      expiration_date: until,
    });
    expect(Number(stored?.remaining_credits)).toBe(3);
    expect(mails()).toHaveLength(before + 1);
    expect(mails().at(-1)).toContain('To: lea.moreau@exemple.fr');
    const audit = await context.app.db
      .selectFrom('audit_log')
      .select(['actor_id', 'action', 'details'])
      .where('subject_id', '=', stored?.id ?? '')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actor_id: people.manager.id, action: 'eleve.cree' });
    expect(JSON.parse(audit.details ?? '{}')).toMatchObject({ ecole: net.schoolA, credits: 3 });
  });

  it('refuses the address of a learner of the school, in French, and creates nothing more', async () => {
    const answer = await create('manager', { email: people.zoe.email });
    expect(answer.statusCode).toBe(409);
    expect(readError(answer)).toMatchObject({ code: 'deja_eleve' });
    expect(readError(answer).message).toBe(
      `${people.zoe.email} est déjà élève de l’école\u202f: retrouvez cette fiche dans la liste («\u202fAjouter une formation\u202f» y ouvre une autre formation).`,
    );
  });

  it.each([
    ['email', 'pas-une-adresse', 'Indiquez une adresse e‑mail valide (ex. prenom.nom@exemple.fr).'],
    ['prenom', '', 'Indiquez le prénom de l’élève.'],
    ['jours', 0, 'Indiquez de 1 à 3650 jours d’accès.'],
    ['credits', 51, 'Indiquez de 0 à 50 crédits d’examens blancs.'],
    ['permis', 'zz', 'Choisissez un permis.'],
  ])('refuses %s = %j in French', async (field, value, message) => {
    const answer = await create('manager', { email: `champ.${field}@exemple.fr`, [field]: value });
    expect(answer.statusCode).toBe(400);
    expect(readError(answer).message).toBe(message);
    expect(await userOf(`champ.${field}@exemple.fr`)).toBeUndefined();
  });

  it('asks an operator of several schools which one, and refuses a group of another school', async () => {
    const none = await create('operator', { email: 'sans.ecole@exemple.fr' });
    expect(none.statusCode).toBe(400);
    expect(readError(none).code).toBe('ecole_requise');
    const wrongGroup = await create('operator', {
      email: 'mauvais.groupe@exemple.fr',
      ecole: net.schoolB,
      groupe: net.groupA,
    });
    expect(wrongGroup.statusCode).toBe(400);
    const fine = await create('operator', { email: 'ecole.b@exemple.fr', ecole: net.schoolB });
    expect(fine.statusCode, fine.body).toBe(201);
    expect((await userOf('ecole.b@exemple.fr'))?.structure_id).toBe(net.schoolB);
  });

  // The refusal matrix: role, another school, another school's group.
  it.each([
    ['instructor', () => ({}), 403],
    ['manager', () => ({ ecole: net.schoolB }), 404],
    ['otherManager', () => ({ ecole: net.schoolA }), 404],
    ['manager', () => ({ groupe: net.groupB }), 404],
  ] as const)('%s creating %s answers %i and creates nothing', async (who, extra, status) => {
    const email = `refus.${who}.${status}.${Object.keys(extra()).join('')}@exemple.fr`;
    const answer = await create(who, { email, ...extra() });
    expect(answer.statusCode).toBe(status);
    expect(await userOf(email)).toBeUndefined();
  });

  describe('CSV import', () => {
    const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
    const importFile = (who: Who, text: string, extra: Record<string, unknown> = {}) =>
      people[who].call('POST', '/central/api/ecole/eleves/import', {
        fichier: base64(text),
        ignorer_existants: true,
        essai: true,
        ...extra,
      });
    const file = () =>
      [
        '\uFEFFEmail;Prénom;Nom;Permis;jours',
        `${people.zoe.email};Zoé;Aubert;b;`,
        'pas-une-adresse;Yann;Blanc;b;',
        'nouveau.un@exemple.fr;Inès;Roux;b;90',
        'nouveau.deux@exemple.fr;Hugo;Petit;etm;',
      ].join('\r\n');

    it('previews each row’s outcome and writes nothing', async () => {
      const before = mails().length;
      const answer = await importFile('manager', file());
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toMatchObject({ a_creer: 2, ignores: 1, erreurs: 1, crees: 0 });
      expect(
        readJson(answer, importAnswerSchema).lignes.map((row) => `${row.ligne} ${row.resultat}`),
      ).toEqual(['2 ignore', '3 erreur', '4 cree', '5 cree']);
      expect(readJson(answer, importAnswerSchema).lignes[1]?.raison).toBe(
        'Adresse e‑mail invalide («\u202fpas-une-adresse\u202f»)\u202f: Indiquez une adresse e‑mail valide (ex. prenom.nom@exemple.fr).',
      );
      expect(await userOf('nouveau.un@exemple.fr')).toBeUndefined();
      expect(mails()).toHaveLength(before);
    });

    it('counts a learner of the school as an error when it is not skipped', async () => {
      const answer = await importFile('manager', file(), { ignorer_existants: false });
      expect(answer.json()).toMatchObject({ a_creer: 2, ignores: 0, erreurs: 2 });
      expect(readJson(answer, importAnswerSchema).lignes[0]?.raison).toBe(
        `Déjà élève de l’école (${people.zoe.email})`,
      );
    });

    it('reads « , » files without a BOM the same way', async () => {
      const answer = await importFile(
        'manager',
        'email,prenom,nom,permis\nvirgule@exemple.fr,"Anne-Marie",Durand,b\n',
      );
      expect(answer.json()).toMatchObject({ a_creer: 1, erreurs: 0 });
    });

    it('imports the rows to create, mails each learner, and audits each one', async () => {
      const before = mails().length;
      const answer = await importFile('manager', file(), { essai: false });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toMatchObject({
        crees: 2,
        ignores: 1,
        erreurs: 1,
        mails_non_envoyes: 0,
      });
      expect(readJson(answer, importAnswerSchema).message).toBe(
        '2 élèves importés, chacun a reçu son e‑mail de bienvenue.',
      );
      expect(await userOf('nouveau.un@exemple.fr')).toMatchObject({
        structure_id: net.schoolA,
        expiration_date: dayInFranceAfter(90),
      });
      expect((await userOf('nouveau.deux@exemple.fr'))?.licence_code).toBe('etm');
      expect(mails()).toHaveLength(before + 2);
      const actions = await context.app.db
        .selectFrom('audit_log')
        .select('action')
        .where('actor_id', '=', people.manager.id)
        .where('action', 'in', ['eleve.importe', 'eleves.importes'])
        .execute();
      expect(actions).toHaveLength(3);
      // The same file again: its rows now all have their account.
      const again = await importFile('manager', file());
      expect(again.json()).toMatchObject({ a_creer: 0, ignores: 3, erreurs: 1 });
      const nothing = await importFile('manager', file(), { essai: false });
      expect(nothing.statusCode).toBe(400);
      expect(readError(nothing).code).toBe('rien_a_importer');
    });

    it.each([
      ['email;prenom;nom\na@exemple.fr;A;B\n', 'En-tête refusé'],
      ['email;prenom;nom;permis\n', 'Aucun élève sous la ligne d’en-tête.'],
      [
        `email;prenom;nom;permis\n${Array.from({ length: 2001 }, (_, i) => `e${i}@exemple.fr;A;B;b`).join('\n')}`,
        '2001 lignes\u202f: 2000 au plus par import.',
      ],
    ])('refuses the file %#', async (text, message) => {
      const answer = await importFile('manager', text);
      expect(answer.statusCode).toBe(400);
      expect(readError(answer).message).toContain(message);
    });

    it.each([
      ['instructor', {}, 403],
      ['manager', { ecole: 'ecole-b' }, 404],
      ['operator', { ecole: 'ecole-b' }, 200],
    ] as const)('%s importing into %o answers %i', async (who, extra, status) => {
      const school = 'ecole' in extra ? { ecole: net.schoolB } : {};
      const answer = await importFile(who, 'email;prenom;nom;permis\nmatrice@exemple.fr;A;B;b\n', {
        ...school,
      });
      expect(answer.statusCode).toBe(status);
    });
  });
});

describe.each(testEngines())('new learners when mail cannot leave, on %s', (engine) => {
  // Nothing listens on port 9 here: every SMTP connection is refused.
  const context = useTestApp(engine, { SMTP_URL: 'smtp://127.0.0.1:9' });

  it('keeps the learners made, and says which welcome mails did not leave', async () => {
    const net = await freshNetwork(context.app, 'sansmail');
    const manager = await net.staff('gestionnaire', net.schoolA, 'Sophie', 'Garnier');
    const created = await manager.call('POST', '/central/api/ecole/eleves', {
      prenom: 'Léa',
      nom: 'Moreau',
      email: 'sans.mail@exemple.fr',
      permis: 'b',
      jours: 30,
      credits: 0,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(readJson(created, learnerCreatedSchema).message).toContain(
      'l’e‑mail de bienvenue n’a pas pu partir',
    );
    const imported = await manager.call('POST', '/central/api/ecole/eleves/import', {
      fichier: Buffer.from(
        'email;prenom;nom;permis\nimport.sans.mail@exemple.fr;Lou;Noir;b\n',
      ).toString('base64'),
      ignorer_existants: true,
      essai: false,
    });
    expect(imported.json()).toMatchObject({ crees: 1, mails_non_envoyes: 1 });
    const stored = await context.app.db
      .selectFrom('users')
      .select('email')
      .where('email', 'in', ['sans.mail@exemple.fr', 'import.sans.mail@exemple.fr'])
      .execute();
    expect(stored).toHaveLength(2);
  });
});
