import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayInFrance } from '@prepacode/domain/calendar';
import { testEngines } from '../../../test/helpers/databases.js';
import { freshNetwork } from '../../../test/helpers/school-fixture.js';
import { useOutbox } from '../../../test/helpers/outbox.js';
import { useTestApp } from '../../../test/helpers/test-app.js';
import { readError, readJson } from '../../../test/helpers/read-json.js';
import {
  inscriptionActionSchema,
  learnersPageSchema,
  schoolAnswerSchema,
} from '@prepacode/domain/contracts/school.contract';

describe.each(testEngines())('a manager’s actions on a learner’s licence on %s', (engine) => {
  const { dir: outbox, mails } = useOutbox();
  const context = useTestApp(engine, { OUTBOX_DIR: outbox, PUBLIC_URL: 'https://app.exemple.fr' });
  let net: Awaited<ReturnType<typeof freshNetwork>>;
  let people: Awaited<ReturnType<typeof setUp>>;

  async function setUp() {
    net = await freshNetwork(context.app, 'actions');
    return {
      zoe: await net.learner('Zoé', 'Aubert', net.schoolA, { endsInDays: 100 }),
      yann: await net.learner('Yann', 'Blanc', net.schoolA, { endsInDays: -3 }),
      wendy: await net.learner('Wendy', 'Dupuis', net.schoolB),
      ...(await net.team()),
    };
  }
  beforeAll(async () => {
    people = await setUp();
  });

  const inscriptionOf = (id: number) =>
    context.app.db
      .selectFrom('inscriptions')
      .select(['expiration_date', 'total_credits', 'remaining_credits'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const extend = (who: keyof typeof people, id: number, jours: unknown) =>
    (people[who] as { call: typeof people.manager.call }).call(
      'POST',
      `/central/api/ecole/inscriptions/${id}/prolongation`,
      { jours },
    );
  const credit = (
    who: 'manager' | 'instructor' | 'otherManager' | 'operator',
    id: number,
    nombre: unknown,
  ) => people[who].call('POST', `/central/api/ecole/inscriptions/${id}/credits`, { nombre });

  it('extends the access from its end, and writes who did it to the audit log', async () => {
    const before = await inscriptionOf(people.zoe.inscription);
    const answer = await extend('manager', people.zoe.inscription, 90);
    expect(answer.statusCode, answer.body).toBe(200);
    const until = addDays(before.expiration_date ?? '', 90);
    expect(answer.json()).toEqual({
      message: `Accès prolongé jusqu’au ${until.split('-').reverse().join('/')}.`,
      acces_jusquau: until,
      credits_restants: 10,
      fermee: false,
    });
    expect((await inscriptionOf(people.zoe.inscription)).expiration_date).toBe(until);
    const audit = await context.app.db
      .selectFrom('audit_log')
      .select(['actor_id', 'action', 'details'])
      .where('subject_id', '=', people.zoe.id)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actor_id: people.manager.id, action: 'acces.prolonge' });
    expect(JSON.parse(audit.details ?? '{}')).toEqual({
      inscription: people.zoe.inscription,
      jours: 90,
      jusquau: until,
    });
  });

  it('extends an ended access from today', async () => {
    const answer = await extend('manager', people.yann.inscription, 30);
    expect(readJson(answer, inscriptionActionSchema).acces_jusquau).toBe(
      addDays(dayInFrance(), 30),
    );
  });

  it('adds exam credits to the total and to what remains', async () => {
    const answer = await credit('manager', people.yann.inscription, 5);
    expect(answer.json()).toMatchObject({
      message: '5 crédits ajoutés\u202f: 15 restants.',
      credits_restants: 15,
    });
    expect(await inscriptionOf(people.yann.inscription)).toMatchObject({
      total_credits: 15,
      remaining_credits: 15,
    });
  });

  it.each([
    ['jours', 45, 'Choisissez 30, 90, 180 ou 365 jours.'],
    ['nombre', 0, 'Ajoutez au moins 1 crédit.'],
    ['nombre', 51, 'Ajoutez 50 crédits au plus à la fois.'],
    ['nombre', 2.5, 'Indiquez un nombre entier de crédits.'],
  ])('refuses %s = %s in French and changes nothing', async (field, value, message) => {
    const before = await inscriptionOf(people.wendy.inscription);
    const answer =
      field === 'jours'
        ? await extend('operator', people.wendy.inscription, value)
        : await credit('operator', people.wendy.inscription, value);
    expect(answer.statusCode).toBe(400);
    expect(readError(answer).message).toBe(message);
    expect(await inscriptionOf(people.wendy.inscription)).toEqual(before);
  });

  // The refusal matrix of these calls: role, and another school's inscription.
  it.each([
    ['instructor', 'zoe', 403],
    ['otherManager', 'zoe', 404],
    ['manager', 'wendy', 404],
    ['operator', 'wendy', 200],
  ] as const)('%s on %s’s licence answers %i, for both actions', async (who, whose, status) => {
    const id = people[whose].inscription;
    const before = await inscriptionOf(id);
    expect((await extend(who, id, 30)).statusCode).toBe(status);
    expect((await credit(who, id, 1)).statusCode).toBe(status);
    if (status !== 200) expect(await inscriptionOf(id)).toEqual(before);
  });

  // SQLite's synchronous driver hides races: on PostgreSQL these run truly at once.
  it('counts every one of many managers’ actions sent at once', async () => {
    const id = (await net.learner('Théo', 'Concurrent', net.schoolA, { endsInDays: 10 }))
      .inscription;
    const before = await inscriptionOf(id);
    const extensions = await Promise.all(
      Array.from({ length: 8 }, () => extend('manager', id, 30)),
    );
    const credits = await Promise.all(Array.from({ length: 20 }, () => credit('manager', id, 1)));
    const statuses = [...extensions, ...credits].map((answer) => answer.statusCode);
    // An extension that lost every race says so (409) and changes nothing; none is lost silently.
    const applied = extensions.filter((answer) => answer.statusCode === 200).length;
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    expect(credits.every((answer) => answer.statusCode === 200)).toBe(true);
    const after = await inscriptionOf(id);
    expect(after.expiration_date).toBe(addDays(before.expiration_date ?? '', 30 * applied));
    expect(after.remaining_credits).toBe(before.remaining_credits + 20);
    expect(after.total_credits).toBe(before.total_credits + 20);
  });

  it('closes a licence, which leaves the list for the closed ones, and opens it again', async () => {
    const theo = await net.learner('Théo', 'Fermeture', net.schoolA);
    const names = async (query: string) =>
      readJson(
        await people.manager.call('GET', `/central/api/ecole/eleves?recherche=fermeture${query}`),
        learnersPageSchema,
      ).eleves.map((row) => `${row.nom} ${row.fermee}`);
    const status = (fermee: boolean) =>
      people.manager.call('POST', `/central/api/ecole/inscriptions/${theo.inscription}/statut`, {
        fermee,
      });
    const closed = await status(true);
    expect(closed.json()).toMatchObject({
      message: 'Formation fermée\u202f: l’élève ne peut plus s’y entraîner ni la choisir.',
      fermee: true,
    });
    expect(await names('')).toEqual([]);
    expect(await names('&acces=fermee')).toEqual(['Fermeture true']);
    expect(readJson(await status(false), inscriptionActionSchema).fermee).toBe(false);
    expect(await names('')).toEqual(['Fermeture false']);
    const actions = await context.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('subject_id', '=', theo.id)
      .orderBy('at')
      .execute();
    expect(actions.map((row) => row.action).sort()).toEqual([
      'formation.fermee',
      'formation.rouverte',
    ]);
    const refused = await people.instructor.call(
      'POST',
      `/central/api/ecole/inscriptions/${theo.inscription}/statut`,
      { fermee: true },
    );
    expect(refused.statusCode).toBe(403);
  });

  it('mails a password link to the learner once, and says so to the manager', async () => {
    const send = (who: 'manager' | 'instructor' | 'otherManager', eleve: string) =>
      people[who].call('POST', `/central/api/ecole/eleves/${eleve}/lien-mot-de-passe`);
    const before = mails().length;
    const answer = await send('manager', people.zoe.id);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(readJson(answer, schoolAnswerSchema).message).toBe(
      `Un lien pour choisir un mot de passe est parti à ${people.zoe.email} (valable 60 minutes).`,
    );
    expect(mails()).toHaveLength(before + 1);
    expect(mails().at(-1)).toContain(`To: ${people.zoe.email}`);
    // A second one within two minutes would flood the mailbox: refused, nothing sent.
    const again = await send('manager', people.zoe.id);
    expect(again.statusCode).toBe(409);
    expect(readError(again).code).toBe('lien_recent');
    expect((await send('instructor', people.yann.id)).statusCode).toBe(403);
    expect((await send('otherManager', people.yann.id)).statusCode).toBe(404);
    expect(mails()).toHaveLength(before + 1);
  });
});
