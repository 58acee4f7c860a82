import { dayInFranceAfter } from '@prepacode/domain/calendar';
import { schoolAnswerSchema } from '@prepacode/domain/contracts/school.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../../../test/helpers/databases.js';
import { useOutbox } from '../../../../test/helpers/outbox.js';
import { readError, readJson } from '../../../../test/helpers/read-json.js';
import { freshNetwork } from '../../../../test/helpers/school-fixture.js';
import { useTestApp } from '../../../../test/helpers/test-app.js';

// Issue #41, point 5: what a manager does at once to the learners ticked in the list.

type Net = Awaited<ReturnType<typeof freshNetwork>>;
type Learner = Awaited<ReturnType<Net['learner']>>;

describe.each(testEngines())('actions on a selection of learners on %s', (engine) => {
  const { dir: outbox, mails } = useOutbox();
  const context = useTestApp(engine, { OUTBOX_DIR: outbox, PUBLIC_URL: 'https://app.exemple.fr' });
  let net: Net;
  let people: Awaited<ReturnType<Net['team']>>;
  let inès: Learner;
  let hugo: Learner;
  let other: Learner;
  beforeAll(async () => {
    net = await freshNetwork(context.app, 'selection');
    people = await net.team();
    inès = await net.learner('Inès', 'Roussel', net.schoolA, { endsInDays: 10, credits: 4 });
    hugo = await net.learner('Hugo', 'Petit', net.schoolA, { licence: 'etm', endsInDays: -5 });
    other = await net.learner('Paul', 'Martin', net.schoolB);
  });
  const inscription = (id: number) =>
    context.app.db
      .selectFrom('inscriptions')
      .select(['expiration_date', 'remaining_credits'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const ids = () => [Number(inès.inscription), Number(hugo.inscription)];
  const extend = (who: keyof typeof people, inscriptions: number[], jours: number) =>
    people[who].call('POST', '/central/api/ecole/inscriptions/prolongation', {
      inscriptions,
      jours,
    });
  const credit = (who: keyof typeof people, inscriptions: number[], nombre: number) =>
    people[who].call('POST', '/central/api/ecole/inscriptions/credits', { inscriptions, nombre });

  it('extends each access from its own last day, or from today when it has ended, and audits each', async () => {
    const answer = await extend('manager', ids(), 30);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(readJson(answer, schoolAnswerSchema).message).toBe(
      'Accès prolongé de 30 jours pour 2 élèves.',
    );
    expect((await inscription(Number(inès.inscription))).expiration_date).toBe(
      dayInFranceAfter(40),
    );
    expect((await inscription(Number(hugo.inscription))).expiration_date).toBe(
      dayInFranceAfter(30),
    );
    const audits = await context.app.db
      .selectFrom('audit_log')
      .select(['subject_id', 'details'])
      .where('actor_id', '=', people.manager.id)
      .where('action', '=', 'acces.prolonge')
      .execute();
    expect(audits.map((row) => row.subject_id).sort()).toEqual([inès.id, hugo.id].sort());
    expect(JSON.parse(audits[0]?.details ?? '{}')).toMatchObject({ jours: 30, selection: true });
  });

  it('adds credits to each', async () => {
    const before = Number((await inscription(Number(inès.inscription))).remaining_credits);
    const answer = await credit('manager', ids(), 3);
    expect(readJson(answer, schoolAnswerSchema).message).toBe(
      '3 crédits d’examens blancs en plus pour 2 élèves.',
    );
    expect(Number((await inscription(Number(inès.inscription))).remaining_credits)).toBe(
      before + 3,
    );
  });

  it('mails each a password link, once in two minutes', async () => {
    const before = mails().length;
    const send = () =>
      people.manager.call('POST', '/central/api/ecole/eleves/lien-mot-de-passe', {
        eleves: [inès.id, hugo.id],
      });
    expect(readJson(await send(), schoolAnswerSchema).message).toBe(
      'Un lien pour choisir un mot de passe est parti à 2 élèves.',
    );
    const sent = mails().slice(before);
    expect(sent).toHaveLength(2);
    for (const learner of [inès, hugo]) {
      expect(sent.filter((mail) => mail.includes(learner.email))).toHaveLength(1);
    }
    expect(readJson(await send(), schoolAnswerSchema).message).toBe(
      'Aucun lien n’est parti\u202f; 2 élèves en avaient reçu un il y a moins de 2 minutes.',
    );
    expect(mails()).toHaveLength(before + 2);
  });

  it('does nothing to any when one of the selection is another school’s', async () => {
    const before = await inscription(Number(inès.inscription));
    const answer = await credit('manager', [...ids(), Number(other.inscription)], 5);
    expect(answer.statusCode).toBe(404);
    expect(readError(answer).code).toBe('inscription_introuvable');
    expect(await inscription(Number(inès.inscription))).toEqual(before);
    const links = await people.manager.call('POST', '/central/api/ecole/eleves/lien-mot-de-passe', {
      eleves: [other.id],
    });
    expect(links.statusCode).toBe(404);
  });

  it.each([
    [[], 30, 'Choisissez au moins un élève.'],
    [[1], 45, 'Choisissez 30, 90, 180 ou 365 jours.'],
    [Array.from({ length: 101 }, (_, i) => i + 1), 30, 'Choisissez 100 élèves au plus à la fois.'],
  ])('refuses %j for %i days in French', async (inscriptions, jours, message) => {
    const answer = await extend('manager', inscriptions, jours);
    expect(answer.statusCode).toBe(400);
    expect(readError(answer).message).toContain(message);
  });

  it.each([
    ['instructor', 'A', 403],
    ['otherManager', 'A', 404],
    ['operator', 'B', 200],
  ] as const)('%s crediting school %s’s learner answers %i', async (who, school, status) => {
    const target = school === 'A' ? inès : other;
    expect((await credit(who, [Number(target.inscription)], 1)).statusCode).toBe(status);
  });

  // SQLite's synchronous driver hides races: on PostgreSQL these run truly at once.
  it('adds both when two staff members act on the same learners at once', async () => {
    const before = await inscription(Number(inès.inscription));
    const both = await Promise.all([
      credit('manager', ids(), 2),
      credit('operator', ids(), 3),
      extend('manager', ids(), 30),
      extend('operator', ids(), 90),
    ]);
    expect(both.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const after = await inscription(Number(inès.inscription));
    expect(Number(after.remaining_credits)).toBe(Number(before.remaining_credits) + 5);
    expect(after.expiration_date).toBe(dayInFranceAfter(40 + 120));
  });
});
