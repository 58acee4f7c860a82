import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../lib/tokens.js';
import { testEngines } from '../../../../test/helpers/databases.js';
import { freshNetwork } from '../../../../test/helpers/school-fixture.js';
import { useOutbox } from '../../../../test/helpers/outbox.js';
import { useTestApp } from '../../../../test/helpers/test-app.js';
import { readError, readJson } from '../../../../test/helpers/read-json.js';
import { schoolAnswerSchema } from '@prepacode/domain/contracts/school.contract';
import { inboxSchema } from '@prepacode/domain/contracts/inbox.contract';

describe.each(testEngines())('the school’s inbox on %s', (engine) => {
  const { dir: outbox, mails } = useOutbox();
  const context = useTestApp(engine, { OUTBOX_DIR: outbox });
  let net: Awaited<ReturnType<typeof freshNetwork>>;
  let people: Awaited<ReturnType<typeof setUp>>;

  async function setUp() {
    net = await freshNetwork(context.app, 'inbox');
    return {
      zoe: await net.learner('Zoé', 'Aubert', net.schoolA),
      wendy: await net.learner('Wendy', 'Dupuis', net.schoolB),
      ...(await net.team()),
    };
  }
  beforeAll(async () => {
    people = await setUp();
  });

  let clock = Date.now() - 60_000;
  async function contactMessage(learner: { id: string }, school: string, message: string) {
    const id = newId();
    clock += 1000;
    await context.app.db
      .insertInto('contact_messages')
      .values({
        id,
        user_id: learner.id,
        structure_id: school,
        brand: 'prepacode',
        subject: 'code',
        message,
        phone: null,
        ip: null,
        created_at: clock,
      })
      .execute();
    return id;
  }
  async function examRequest(learner: { id: string; inscription: number }) {
    const id = newId();
    clock += 1000;
    // One open request per learner: close the learner's previous one first.
    await context.app.db
      .updateTable('exam_requests')
      .set({ status: 'annulee' })
      .where('user_id', '=', learner.id)
      .where('status', '=', 'envoyee')
      .execute();
    await context.app.db
      .insertInto('exam_requests')
      .values({
        id,
        user_id: learner.id,
        inscription_id: learner.inscription,
        licence_code: 'b',
        neph: null,
        period: 'des_que_possible',
        centre: 'La Poste, Lyon 3e',
        phone: null,
        comment: null,
        status: 'envoyee',
        school_notified: 1,
        created_at: clock,
        updated_at: clock,
      })
      .execute();
    return id;
  }
  type Who = 'manager' | 'instructor' | 'otherManager' | 'operator';
  const inbox = (who: Who) => people[who].call('GET', '/central/api/ecole/reception');
  const answer = (who: Who, id: string, texte: unknown) =>
    people[who].call('POST', `/central/api/ecole/messages-eleves/${id}/reponse`, { texte });
  const read = (who: Who, id: string) =>
    people[who].call('POST', `/central/api/ecole/messages-eleves/${id}/lu`);
  const decide = (who: Who, id: string, body: object) =>
    people[who].call('POST', `/central/api/ecole/demandes-examen/${id}/decision`, body);
  const requestRow = (id: string) =>
    context.app.db
      .selectFrom('exam_requests')
      .select(['status', 'reason', 'result', 'score', 'decided_by'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('lists the school’s messages newest first with the unread count, and only theirs', async () => {
    const first = await contactMessage(people.zoe, net.schoolA, 'Quand ouvre le code ?');
    const second = await contactMessage(people.zoe, net.schoolA, 'Et le samedi ?');
    await contactMessage(people.wendy, net.schoolB, 'Message de l’école B');
    const body = readJson(await inbox('instructor'), inboxSchema);
    expect(body.messages.map((m: { id: string }) => m.id)).toEqual([second, first]);
    expect(body.non_lus).toBe(2);
    expect(body.messages[0]).toMatchObject({
      eleve: { prenom: 'Zoé', nom: 'Aubert' },
      sujet: 'code',
      lu: false,
      reponses: [],
    });
    // The operator sees both schools of the network.
    expect(readJson(await inbox('operator'), inboxSchema).messages).toHaveLength(3);
    // Reading twice keeps it read and counts it once.
    expect((await read('instructor', first)).statusCode).toBe(200);
    expect((await read('manager', first)).statusCode).toBe(200);
    const after = readJson(await inbox('manager'), inboxSchema);
    expect(after.non_lus).toBe(1);
    expect(after.messages.find((m: { id: string }) => m.id === first)?.lu).toBe(true);
  });

  it('keeps an answer, shows who wrote it and mails it to the learner', async () => {
    const id = await contactMessage(people.zoe, net.schoolA, 'Puis-je décaler ma leçon ?');
    const before = mails().length;
    const sent = await answer('instructor', id, 'Oui, appelez-nous demain.');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(readJson(sent, schoolAnswerSchema).message).toBe(
      `Réponse envoyée à ${people.zoe.email}.`,
    );
    expect(mails()).toHaveLength(before + 1);
    expect(mails().at(-1)).toContain(`To: ${people.zoe.email}`);
    expect(mails().at(-1)).toContain('appelez-nous demain');
    const message = readJson(await inbox('manager'), inboxSchema).messages.find((m) => m.id === id);
    if (!message) throw new Error('the message is in the inbox');
    expect(message.lu).toBe(true);
    expect(message.reponses).toEqual([
      expect.objectContaining({ texte: 'Oui, appelez-nous demain.', auteur: 'Marc Lefèvre' }),
    ]);
    const audit = await context.app.db
      .selectFrom('audit_log')
      .select(['actor_id', 'action'])
      .where('subject_id', '=', people.zoe.id)
      .where('action', '=', 'message.repondu')
      .executeTakeFirstOrThrow();
    expect(audit.actor_id).toBe(people.instructor.id);
  });

  it('keeps both answers of two staff answering at once', async () => {
    const id = await contactMessage(people.zoe, net.schoolA, 'Deux réponses ?');
    const both = await Promise.all([
      answer('instructor', id, 'Réponse du moniteur'),
      answer('manager', id, 'Réponse de la gérante'),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    const message = readJson(await inbox('manager'), inboxSchema).messages.find((m) => m.id === id);
    if (!message) throw new Error('the message is in the inbox');
    expect(message.reponses.map((r: { texte: string }) => r.texte).sort()).toEqual([
      'Réponse de la gérante',
      'Réponse du moniteur',
    ]);
  });

  it('refuses an empty answer in French and keeps nothing', async () => {
    const id = await contactMessage(people.zoe, net.schoolA, 'Réponse vide ?');
    const refused = await answer('manager', id, ' ');
    expect(refused.statusCode).toBe(400);
    expect(readError(refused).message).toBe('Écrivez votre réponse (2 caractères au moins).');
    const count = await context.app.db
      .selectFrom('contact_answers')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('message_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('confirms a request, then records its result, and mails the learner each time', async () => {
    const id = await examRequest(people.zoe);
    const before = mails().length;
    const confirmed = await decide('instructor', id, { decision: 'confirmer' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await requestRow(id)).toMatchObject({
      status: 'confirmee',
      decided_by: people.instructor.id,
    });
    const result = await decide('manager', id, {
      decision: 'resultat',
      resultat: 'favorable',
      note: 37,
    });
    expect(result.statusCode, result.body).toBe(200);
    expect(await requestRow(id)).toMatchObject({ status: 'confirmee', result: 'favorable' });
    expect(Number((await requestRow(id)).score)).toBe(37);
    expect(mails()).toHaveLength(before + 2);
    expect(mails().at(-1)).toContain(`To: ${people.zoe.email}`);
    // The learner's own page shows the result.
    const listed = readJson(await inbox('manager'), inboxSchema).demandes.find((d) => d.id === id);
    expect(listed).toMatchObject({ statut: 'confirmee', resultat: 'favorable', note: 37 });
    // A result is recorded once.
    const again = await decide('manager', id, {
      decision: 'resultat',
      resultat: 'defavorable',
      note: 20,
    });
    expect(again.statusCode).toBe(409);
    expect(readError(again).code).toBe('statut_incompatible');
  });

  it('refuses a request with its reason, and no result can follow', async () => {
    const id = await examRequest(people.zoe);
    const noReason = await decide('manager', id, { decision: 'refuser', motif: '' });
    expect(noReason.statusCode).toBe(400);
    expect(readError(noReason).message).toBe('Indiquez le motif du refus.');
    expect((await requestRow(id)).status).toBe('envoyee');
    const refused = await decide('manager', id, {
      decision: 'refuser',
      motif: 'Dossier ANTS incomplet',
    });
    expect(refused.statusCode).toBe(200);
    expect(await requestRow(id)).toMatchObject({
      status: 'refusee',
      reason: 'Dossier ANTS incomplet',
    });
    expect(mails().at(-1)).toContain('Dossier ANTS incomplet');
    const result = await decide('manager', id, {
      decision: 'resultat',
      resultat: 'favorable',
      note: 36,
    });
    expect(result.statusCode).toBe(409);
    expect((await requestRow(id)).result).toBeNull();
  });

  it.each([
    [{ decision: 'resultat', resultat: 'favorable', note: 41 }, 'La note va de 0 à 40.'],
    [{ decision: 'resultat', resultat: 'favorable', note: -1 }, 'La note va de 0 à 40.'],
    [{ decision: 'resultat', resultat: 'bof', note: 30 }, 'Choisissez favorable ou défavorable.'],
  ])('refuses %o in French', async (body, message) => {
    const id = await examRequest(people.zoe);
    await decide('manager', id, { decision: 'confirmer' });
    const refused = await decide('manager', id, body);
    expect(refused.statusCode).toBe(400);
    expect(readError(refused).message).toBe(message);
    expect((await requestRow(id)).result).toBeNull();
  });

  // SQLite's synchronous driver hides races: on PostgreSQL these run truly at once.
  it('lets exactly one of two staff deciding at once win', async () => {
    const id = await examRequest(people.zoe);
    const both = await Promise.all([
      decide('manager', id, { decision: 'confirmer' }),
      decide('instructor', id, { decision: 'refuser', motif: 'Plus de place' }),
    ]);
    const codes = both.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const loser = both.find((r) => r.statusCode === 409);
    if (!loser) throw new Error('one of the two decisions must be refused');
    expect(['modification_concurrente', 'statut_incompatible']).toContain(readError(loser).code);
    const row = await requestRow(id);
    expect(row.status).toBe(both[0].statusCode === 200 ? 'confirmee' : 'refusee');
  });

  // The refusal matrix: each role, and another school's message and request.
  it.each([
    ['instructor', 'wendy', 404],
    ['manager', 'wendy', 404],
    ['otherManager', 'zoe', 404],
    ['operator', 'wendy', 200],
  ] as const)('%s on %s’s message and request answers %i', async (who, whose, status) => {
    const learner = people[whose];
    const school = whose === 'zoe' ? net.schoolA : net.schoolB;
    const message = await contactMessage(learner, school, 'Matrice des refus');
    const request = await examRequest(learner);
    expect((await read(who, message)).statusCode).toBe(status);
    expect((await answer(who, message, 'Bonjour')).statusCode).toBe(status);
    expect((await decide(who, request, { decision: 'confirmer' })).statusCode).toBe(status);
    if (status !== 200) expect((await requestRow(request)).status).toBe('envoyee');
    const listed = readJson(await inbox(who), inboxSchema);
    expect(listed.messages.some((m: { id: string }) => m.id === message)).toBe(status === 200);
    expect(listed.demandes.some((d: { id: string }) => d.id === request)).toBe(status === 200);
  });

  it('answers 404 for unknown ids', async () => {
    expect((await read('manager', 'inconnu')).statusCode).toBe(404);
    expect((await decide('manager', 'inconnu', { decision: 'confirmer' })).statusCode).toBe(404);
  });
});
