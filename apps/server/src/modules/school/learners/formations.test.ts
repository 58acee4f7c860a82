import { dayInFranceAfter } from '@prepacode/domain/calendar';
import { schoolAnswerSchema } from '@prepacode/domain/contracts/school.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../../../test/helpers/databases.js';
import { useOutbox } from '../../../../test/helpers/outbox.js';
import { readError, readJson } from '../../../../test/helpers/read-json.js';
import { freshNetwork } from '../../../../test/helpers/school-fixture.js';
import { useTestApp } from '../../../../test/helpers/test-app.js';

// Issue #41, point 6: a second formation for a learner of the school (B, then ETM).

type Net = Awaited<ReturnType<typeof freshNetwork>>;

describe.each(testEngines())('another formation for a learner on %s', (engine) => {
  const { dir: outbox, mails } = useOutbox();
  const context = useTestApp(engine, { OUTBOX_DIR: outbox });
  let net: Net;
  let people: Awaited<ReturnType<Net['team']>>;
  let zoe: Awaited<ReturnType<Net['learner']>>;
  beforeAll(async () => {
    net = await freshNetwork(context.app, 'formations');
    people = await net.team();
    zoe = await net.learner('Zoé', 'Aubert', net.schoolA);
  });
  const add = (who: keyof typeof people, body: object, eleve = zoe.id) =>
    people[who].call('POST', `/central/api/ecole/eleves/${eleve}/formations`, body);
  const formations = () =>
    context.app.db
      .selectFrom('inscriptions')
      .select(['licence_code', 'expiration_date', 'remaining_credits'])
      .where('user_id', '=', zoe.id)
      .orderBy('licence_code')
      .execute();

  it('opens the formation with its access and credits, tells the learner and audits it', async () => {
    const before = mails().length;
    const answer = await add('manager', { permis: 'etm', jours: 120, credits: 3 });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(readJson(answer, schoolAnswerSchema).message).toContain(
      'Formation ETM ajoutée pour Zoé',
    );
    expect(await formations()).toEqual([
      expect.objectContaining({ licence_code: 'b' }),
      {
        licence_code: 'etm',
        expiration_date: dayInFranceAfter(120),
        remaining_credits: 3,
      },
    ]);
    expect(
      mails()
        .slice(before)
        .some((mail) => mail.includes(zoe.email)),
    ).toBe(true);
    const audit = await context.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('subject_id', '=', zoe.id)
      .where('action', '=', 'formation.ajoutee')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('refuses a licence the learner already follows, and a wrong one, changing nothing', async () => {
    const before = await formations();
    const twice = await add('manager', { permis: 'b', jours: 30, credits: 0 });
    expect(readError(twice)).toMatchObject({ code: 'formation_existante' });
    const wrong = await add('manager', { permis: 'zz', jours: 30, credits: 0 });
    expect(wrong.statusCode).toBe(400);
    expect(await formations()).toEqual(before);
  });

  it.each([
    ['instructor', 403],
    ['otherManager', 404],
  ] as const)('%s adding one answers %i', async (who, status) => {
    expect((await add(who, { permis: 'a2', jours: 30, credits: 0 })).statusCode).toBe(status);
  });

  // SQLite's synchronous driver hides races: on PostgreSQL these run truly at once.
  it('opens the formation once when staff members add it at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        add(index % 2 ? 'operator' : 'manager', { permis: 'co', jours: 60, credits: 1 }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      201, 409, 409, 409, 409, 409,
    ]);
    expect((await formations()).filter((row) => row.licence_code === 'co')).toHaveLength(1);
  });
});
