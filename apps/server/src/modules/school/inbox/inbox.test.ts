import { inboxCountsSchema, inboxSchema } from '@prepacode/domain/contracts/inbox.contract';
import { schoolAnswerSchema } from '@prepacode/domain/contracts/school.contract';
import { describe, expect, it } from 'vitest';
import { newId } from '../../../lib/tokens.js';
import { testEngines } from '../../../../test/helpers/databases.js';
import { useExamRequests, type Who } from '../../../../test/helpers/exam-request-fixture.js';
import { readError, readJson } from '../../../../test/helpers/read-json.js';

describe.each(testEngines())('the school’s inbox on %s', (engine) => {
  // The exam requests' decisions themselves are in exam-bookings.test.ts and exam-results.test.ts.
  const { context, mails, net, people, examRequest, decide, booking } = useExamRequests(
    engine,
    'inbox',
  );

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
  const inbox = (who: Who) => people()[who].call('GET', '/central/api/ecole/reception');
  const answer = (who: Who, id: string, texte: unknown) =>
    people()[who].call('POST', `/central/api/ecole/messages-eleves/${id}/reponse`, { texte });
  const read = (who: Who, id: string) =>
    people()[who].call('POST', `/central/api/ecole/messages-eleves/${id}/lu`);
  const requestRow = (id: string) =>
    context.app.db
      .selectFrom('exam_requests')
      .select(['status'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('lists the school’s messages newest first with the unread count, and only theirs', async () => {
    const first = await contactMessage(people().zoe, net().schoolA, 'Quand ouvre le code ?');
    const second = await contactMessage(people().zoe, net().schoolA, 'Et le samedi ?');
    await contactMessage(people().wendy, net().schoolB, 'Message de l’école B');
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
    const id = await contactMessage(people().zoe, net().schoolA, 'Puis-je décaler ma leçon ?');
    const before = mails().length;
    const sent = await answer('instructor', id, 'Oui, appelez-nous demain.');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(readJson(sent, schoolAnswerSchema).message).toBe(
      `Réponse envoyée à ${people().zoe.email}.`,
    );
    expect(mails()).toHaveLength(before + 1);
    expect(mails().at(-1)).toContain(`To: ${people().zoe.email}`);
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
      .where('subject_id', '=', people().zoe.id)
      .where('action', '=', 'message.repondu')
      .executeTakeFirstOrThrow();
    expect(audit.actor_id).toBe(people().instructor.id);
  });

  it('keeps both answers of two staff answering at once', async () => {
    const id = await contactMessage(people().zoe, net().schoolA, 'Deux réponses ?');
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
    const id = await contactMessage(people().zoe, net().schoolA, 'Réponse vide ?');
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

  // The refusal matrix: each role, and another school's message and request.
  it.each([
    ['instructor', 'wendy', 404],
    ['manager', 'wendy', 404],
    ['otherManager', 'zoe', 404],
    ['operator', 'wendy', 200],
  ] as const)('%s on %s’s message and request answers %i', async (who, whose, status) => {
    const learner = people()[whose];
    const school = whose === 'zoe' ? net().schoolA : net().schoolB;
    const message = await contactMessage(learner, school, 'Matrice des refus');
    const request = await examRequest(learner);
    expect((await read(who, message)).statusCode).toBe(status);
    expect((await answer(who, message, 'Bonjour')).statusCode).toBe(status);
    const confirm = { decision: 'confirmer', ...booking(10) };
    expect((await decide(who, request, confirm)).statusCode).toBe(status);
    if (status !== 200) expect((await requestRow(request)).status).toBe('envoyee');
    const listed = readJson(await inbox(who), inboxSchema);
    expect(listed.messages.some((m: { id: string }) => m.id === message)).toBe(status === 200);
    expect(listed.demandes.some((d: { id: string }) => d.id === request)).toBe(status === 200);
  });

  // Issue #41, point 10: the menu's count, and each message's school named for the network.
  it('counts what waits for each one’s schools, and names the school of each message', async () => {
    const counts = async (who: Who) =>
      readJson(
        await people()[who].call('GET', '/central/api/ecole/reception/compte'),
        inboxCountsSchema,
      );
    const before = {
      instructor: await counts('instructor'),
      otherManager: await counts('otherManager'),
      operator: await counts('operator'),
    };
    const message = await contactMessage(people().zoe, net().schoolA, 'Compté ?');
    await examRequest(await net().learner('Yanis', 'Colin', net().schoolA));
    expect(await counts('instructor')).toEqual({
      non_lus: before.instructor.non_lus + 1,
      demandes_en_attente: before.instructor.demandes_en_attente + 1,
    });
    expect(await counts('otherManager')).toEqual(before.otherManager);
    expect(await counts('operator')).toEqual({
      non_lus: before.operator.non_lus + 1,
      demandes_en_attente: before.operator.demandes_en_attente + 1,
    });
    await read('manager', message);
    expect((await counts('instructor')).non_lus).toBe(before.instructor.non_lus);
    const listed = readJson(await inbox('operator'), inboxSchema);
    expect(listed.messages.find((m) => m.id === message)?.ecole).toBe('École A inbox');
    expect(new Set(listed.demandes.map((d) => d.ecole))).toEqual(
      new Set(['École A inbox', 'École B inbox']),
    );
  });

  it('answers 404 for unknown ids', async () => {
    expect((await read('manager', 'inconnu')).statusCode).toBe(404);
    expect(
      (await decide('manager', 'inconnu', { decision: 'refuser', motif: 'Non' })).statusCode,
    ).toBe(404);
  });
});
