import { learnerMessagesSchema } from '@prepacode/domain/contracts/contact.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../../test/helpers/databases.js';
import { readError, readJson } from '../../../test/helpers/read-json.js';
import { freshNetwork } from '../../../test/helpers/school-fixture.js';
import { signIn, withSession } from '../../../test/helpers/sign-on.js';
import { useTestApp } from '../../../test/helpers/test-app.js';
import { newId } from '../../lib/tokens.js';

// Issue #41, point 10: the school's answers kept as a thread the learner reads in the app.

describe.each(testEngines())('the learner’s thread with the school on %s', (engine) => {
  const context = useTestApp(engine);
  let net: Awaited<ReturnType<typeof freshNetwork>>;
  let people: Awaited<ReturnType<typeof net.team>>;
  let zoe: Awaited<ReturnType<typeof net.learner>>;
  let wendy: Awaited<ReturnType<typeof net.learner>>;

  async function contactMessage(learner: { id: string }, message: string, at: number) {
    const id = newId();
    await context.app.db
      .insertInto('contact_messages')
      .values({
        id,
        user_id: learner.id,
        structure_id: net.schoolA,
        brand: 'prepacode',
        subject: 'lecons',
        message,
        phone: null,
        ip: null,
        created_at: at,
      })
      .execute();
    return id;
  }

  const thread = async (learner: { email: string }) => {
    const { session } = await signIn(context.app, learner.email);
    return context.app.inject({
      method: 'GET',
      url: '/api/contact/messages',
      cookies: withSession(session),
    });
  };

  beforeAll(async () => {
    net = await freshNetwork(context.app, 'fil');
    people = await net.team();
    zoe = await net.learner('Zoé', 'Aubert', net.schoolA);
    wendy = await net.learner('Wendy', 'Dupuis', net.schoolA);
  });

  it('shows the learner their messages, newest first, each with the staff’s answers', async () => {
    const now = Date.now();
    const first = await contactMessage(zoe, 'Puis-je décaler ma leçon ?', now - 60_000);
    const second = await contactMessage(zoe, 'Et celle de samedi ?', now - 30_000);
    await contactMessage(wendy, 'Message de Wendy', now - 10_000);
    const answered = await people.instructor.call(
      'POST',
      `/central/api/ecole/messages-eleves/${first}/reponse`,
      { texte: 'Oui, jeudi 18 h.' },
    );
    expect(answered.statusCode, answered.body).toBe(200);

    const answer = await thread(zoe);
    expect(answer.statusCode, answer.body).toBe(200);
    const { messages } = readJson(answer, learnerMessagesSchema);
    expect(messages.map((message) => [message.id, message.sujet])).toEqual([
      [second, 'lecons'],
      [first, 'lecons'],
    ]);
    expect(messages[1]?.reponses).toEqual([
      expect.objectContaining({ texte: 'Oui, jeudi 18 h.', auteur: 'Marc Lefèvre' }),
    ]);
    expect(JSON.stringify(messages)).not.toContain('Wendy');
  });

  it('answers 401 without a session', async () => {
    const answer = await context.app.inject({ method: 'GET', url: '/api/contact/messages' });
    expect(answer.statusCode).toBe(401);
    expect(readError(answer).message.length).toBeGreaterThan(0);
  });
});
