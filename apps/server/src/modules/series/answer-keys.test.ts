import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import {
  envoiReponseResponseSchema,
  questionResponseSchema,
} from '@prepacode/domain/contracts/player.contract';
import { serieStateSchema } from '@prepacode/domain/contracts/series.contract';
import { testEngines } from '../../../test/helpers/databases.js';
import { freshLearner } from '../../../test/helpers/account-fixture.js';
import { asLearner, started, writeSeriesContent } from '../../../test/helpers/series-fixture.js';
import type { Learner } from '../../../test/helpers/series-fixture.js';
import { readError, readJson } from '../../../test/helpers/read-json.js';
import { useTestApp } from '../../../test/helpers/test-app.js';
import { findOwnAttemptQuestion } from './attempts.repository.js';
import { answerQuestion } from './player.service.js';

// Issue #45, point 3: an answer carries the id its device made, and counts once however many
// times it is sent (a retry, an answer kept offline and sent when the network returns, two tabs).

const contentDir = writeSeriesContent();

describe.each(testEngines())('answers sent with their device’s id on %s', (engine) => {
  const context = useTestApp(engine, { CONTENT_DIR: contentDir });

  /** A series started by a learner of their own, and its first question. */
  async function series(slug = 'essai-examen-1', parcours = 'entrainement') {
    const lea = asLearner(context.app, (await freshLearner(context.app, 'hors-ligne')).session);
    const id = await started(lea, slug, parcours);
    const first = readJson(await lea.question(id), questionResponseSchema);
    return { lea, id, first };
  }

  const answered = async (lea: Learner, id: number) =>
    readJson(await lea.get(`/api/serie/resume/${id}`), serieStateSchema).nb_questions_realisees;

  /** The learner's answers counted per theme and per question: each answer once. */
  async function counts(id: number) {
    const db = context.app.db;
    const attempt = await db
      .selectFrom('attempts')
      .select(['inscription_id', 'nb_answered'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const themes = await db
      .selectFrom('learner_theme_stats')
      .select((eb) => eb.fn.sum<number>('answered').as('answered'))
      .where('inscription_id', '=', attempt.inscription_id)
      .executeTakeFirstOrThrow();
    const stored = await db
      .selectFrom('attempt_questions')
      .select(['question_id', 'answer_key', 'answered_at'])
      .where('attempt_id', '=', id)
      .where('answer', 'is not', null)
      .orderBy('position')
      .execute();
    return { attempt: attempt.nb_answered, themes: Number(themes.answered), stored };
  }

  it('counts an answer sent again with its id once, and acknowledges it as recorded', async () => {
    const { lea, id, first } = await series();
    const key = randomUUID();
    const once = await lea.answer(id, first.identifiant, 'A', { id_reponse: key });
    const again = await lea.answer(id, first.identifiant, 'A', { id_reponse: key });
    expect([once.statusCode, again.statusCode]).toEqual([200, 200]);
    const ack = readJson(once, envoiReponseResponseSchema);
    expect(readJson(again, envoiReponseResponseSchema)).toEqual(ack);
    expect(ack.deja_repondue).toBeUndefined();
    expect(await answered(lea, id)).toBe(1);
    expect(await counts(id)).toMatchObject({
      attempt: 1,
      themes: 1,
      stored: [{ answer_key: key }],
    });
  });

  it('counts the same answer sent twice at once once', async () => {
    const { lea, id, first } = await series();
    const key = randomUUID();
    const sent = await Promise.all(
      [1, 2, 3].map(() => lea.answer(id, first.identifiant, 'B', { id_reponse: key })),
    );
    const acks = sent.map((response) => readJson(response, envoiReponseResponseSchema));
    for (const ack of acks) expect(ack).toMatchObject({ reponse: ['B'], position: 1 });
    expect(acks.filter((ack) => ack.deja_repondue)).toEqual([]);
    expect(await counts(id)).toMatchObject({
      attempt: 1,
      themes: 1,
      stored: [{ answer_key: key }],
    });
  });

  // ADR 0012: answers written in the same turn share one commit (one transaction on
  // PostgreSQL, the shared commit on SQLite); two tabs' answers to one question among them, the
  // second finds the question answered by the first in that transaction and writes nothing.
  it('records one of two answers to a question written in the same turn', async () => {
    const { id, first } = await series();
    const db = context.app.db;
    const owner = await db
      .selectFrom('attempts')
      .select(['user_id', 'inscription_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const read = await findOwnAttemptQuestion(
      db,
      id,
      owner.user_id,
      Number(owner.inscription_id),
      first.identifiant,
    );
    if (!read?.question) throw new Error('the current question, read');
    const asked = { ...read, questionId: first.identifiant };
    const acks = await Promise.all(
      ['A', 'B'].map((reponse) => answerQuestion(db, asked, { reponse, key: randomUUID() })),
    );
    const [told, kept] = acks[0]?.deja_repondue ? acks : [acks[1], acks[0]];
    expect(kept?.deja_repondue).toBeUndefined();
    expect(told).toMatchObject({ deja_repondue: true, reponse: kept?.reponse });
    const recorded = await counts(id);
    expect(recorded).toMatchObject({ attempt: 1, themes: 1 });
    expect(recorded.stored).toHaveLength(1);
  });

  it('tells the tab whose answer came second that it was not the one recorded', async () => {
    const { lea, id, first } = await series();
    const [one, two] = await Promise.all([
      lea.answer(id, first.identifiant, 'A', { id_reponse: randomUUID() }),
      lea.answer(id, first.identifiant, 'B', { id_reponse: randomUUID() }),
    ]);
    const acks = [one, two].map((response) => readJson(response, envoiReponseResponseSchema));
    const [kept, told] = acks[0]?.deja_repondue ? [acks[1], acks[0]] : [acks[0], acks[1]];
    expect(kept?.deja_repondue).toBeUndefined();
    expect(told).toMatchObject({ deja_repondue: true, reponse: kept?.reponse });
    expect(await counts(id)).toMatchObject({ attempt: 1, themes: 1 });
    // An answer sent without an id, then one with: the second is told too.
    const next = readJson(await lea.question(id), questionResponseSchema);
    await lea.answer(id, next.identifiant, 'A');
    const late = await lea.answer(id, next.identifiant, 'B', { id_reponse: randomUUID() });
    expect(readJson(late, envoiReponseResponseSchema)).toMatchObject({
      deja_repondue: true,
      reponse: ['A'],
    });
  });

  it('sends a series played offline in order, every answer twice, and counts each once', async () => {
    const { lea, id, first } = await series('essai-theme-l');
    const second = 'ES-L-002';
    const keys = [randomUUID(), randomUUID()];
    const outbox = [
      [first.identifiant, 'A', keys[0]],
      [second, 'B', keys[1]],
    ] as const;
    for (let round = 0; round < 2; round += 1) {
      for (const [question, letters, key] of outbox) {
        const response = await lea.answer(id, question, letters, { id_reponse: key });
        expect(response.statusCode, response.body).toBe(200);
        expect(readJson(response, envoiReponseResponseSchema).deja_repondue).toBeUndefined();
      }
    }
    expect(await counts(id)).toMatchObject({ attempt: 2, themes: 2 });
    expect(readJson(await lea.get(`/api/serie/resume/${id}`), serieStateSchema)).toMatchObject({
      nb_questions_realisees: 2,
      termine: true,
    });
  });

  afterEach(() => vi.useRealTimers());

  it('dates an answer sent later when it was given, within the series’ life', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { lea, id, first } = await series();
    // The learner played offline for an hour, then the network came back.
    vi.setSystemTime(Date.now() + 3_600_000);
    const { created_at: created } = await context.app.db
      .selectFrom('attempts')
      .select('created_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const given = created + 60_000;
    const days = 3 * 86_400_000;
    await lea.answer(id, first.identifiant, 'A', { repondu_le: String(given) });
    const second = readJson(await lea.question(id), questionResponseSchema);
    await lea.answer(id, second.identifiant, 'A', { repondu_le: String(created - days) });
    const third = readJson(await lea.question(id), questionResponseSchema);
    const before = Date.now();
    await lea.answer(id, third.identifiant, 'A', { repondu_le: String(before + days) });
    const { stored } = await counts(id);
    expect(stored.map((row) => Number(row.answered_at))).toEqual([
      given,
      created,
      expect.any(Number),
    ]);
    expect(Number(stored[2]?.answered_at)).toBeLessThanOrEqual(Date.now());
    expect(Number(stored[2]?.answered_at)).toBeGreaterThanOrEqual(before);
  });

  it('keeps the server’s clock in exam conditions', async () => {
    const { lea, id, first } = await series('essai-examen-1', 'examen');
    const before = Date.now();
    await lea.answer(id, first.identifiant, 'A', { repondu_le: '1000' });
    const { stored } = await counts(id);
    expect(Number(stored[0]?.answered_at)).toBeGreaterThanOrEqual(before);
  });

  it('refuses a malformed id or date in French and records nothing', async () => {
    const { lea, id, first } = await series();
    for (const device of [
      { id_reponse: 'court' },
      { id_reponse: 'x'.repeat(65) },
      { id_reponse: `${randomUUID()}<` },
      { repondu_le: 'hier' },
      { repondu_le: '-5' },
      { repondu_le: '1'.repeat(16) },
    ]) {
      const response = await lea.answer(id, first.identifiant, 'A', device);
      expect(response.statusCode, JSON.stringify(device)).toBe(400);
      expect(readError(response).message).toMatch(/^(Identifiant de réponse|La date)/);
    }
    expect(await answered(lea, id)).toBe(0);
  });
});
