import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../../../test/helpers/databases.js';
import { freshNetwork } from '../../../../test/helpers/school-fixture.js';
import { BIRTH, PHONE, fillLearnerData } from '../../../../test/helpers/learner-traces.js';
import { postCentralLogin } from '../../../../test/helpers/sign-on.js';
import { useTestApp } from '../../../../test/helpers/test-app.js';
import { readError, readJson } from '../../../../test/helpers/read-json.js';
import {
  learnersPageSchema,
  schoolAnswerSchema,
} from '@prepacode/domain/contracts/school.contract';

// Issue #19, point 3 (GDPR, ADR 0017): a manager erases a learner's personal data; their
// answers stay as anonymous statistics.

describe.each(testEngines())('a learner’s anonymisation on %s', (engine) => {
  const context = useTestApp(engine);
  let net: Awaited<ReturnType<typeof freshNetwork>>;
  let people: Awaited<ReturnType<typeof setUp>>;

  async function setUp() {
    net = await freshNetwork(context.app, 'rgpd');
    return {
      anouk: await net.learner('Anouk', 'Effaçable', net.schoolA, { group: net.groupA }),
      zoe: await net.learner('Zoé', 'Aubert', net.schoolA),
      wendy: await net.learner('Wendy', 'Dupuis', net.schoolB),
      ...(await net.team()),
    };
  }
  beforeAll(async () => {
    people = await setUp();
  });

  type Who = 'manager' | 'instructor' | 'otherManager' | 'operator';
  const anonymise = (who: Who, eleve: string, body: object = { confirmation: true }) =>
    people[who].call('POST', `/central/api/ecole/eleves/${eleve}/anonymisation`, body);

  /** Every row of every table, as text: where a personal value would show. */
  async function everyTableAsText(): Promise<Record<string, string>> {
    const { db } = context.app;
    const tables =
      engine === 'sqlite'
        ? await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(
            db,
          )
        : await sql<{
            name: string;
          }>`select table_name as name from information_schema.tables where table_schema = 'public'`.execute(
            db,
          );
    const dump: Record<string, string> = {};
    for (const { name } of tables.rows) {
      const rows = await sql`select * from ${sql.table(name)}`.execute(db);
      dump[name] = JSON.stringify(rows.rows);
    }
    return dump;
  }

  it('shows the deletion request in the list and its filter', async () => {
    await fillLearnerData(context.app, { ...people.anouk, school: net.schoolA }, people.manager.id);
    const answer = await people.manager.call(
      'GET',
      '/central/api/ecole/eleves?suppression=demandee',
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const rows = readJson(answer, learnersPageSchema).eleves;
    expect(rows.map((row: { nom: string }) => row.nom)).toEqual(['Effaçable']);
    expect(rows[0]?.demande_suppression).toMatchObject({ motif: 'Je suis Anouk et je déménage' });
    const zoe = readJson(
      await people.manager.call('GET', '/central/api/ecole/eleves?recherche=aubert'),
      learnersPageSchema,
    );
    expect(zoe.eleves[0]?.demande_suppression).toBeNull();
    const wrong = await people.manager.call('GET', '/central/api/ecole/eleves?suppression=oui');
    expect(wrong.statusCode).toBe(400);
  });

  it.each([
    ['instructor', 'anouk', 403],
    ['otherManager', 'anouk', 404],
    ['manager', 'wendy', 404],
    ['manager', 'inconnu', 404],
  ] as const)('%s anonymising %s answers %i and erases nothing', async (who, whose, status) => {
    const id = whose === 'inconnu' ? 'inconnu' : people[whose].id;
    expect((await anonymise(who, id)).statusCode).toBe(status);
    const row = await context.app.db
      .selectFrom('users')
      .select('anonymised_at')
      .where('id', '=', people.anouk.id)
      .executeTakeFirstOrThrow();
    expect(row.anonymised_at).toBeNull();
  });

  it('asks for the confirmation', async () => {
    const answer = await anonymise('manager', people.anouk.id, {});
    expect(answer.statusCode).toBe(400);
    expect(readError(answer).message).toBe('Confirmez la suppression des données de l’élève.');
  });

  it('erases every personal value, keeps the answers for the statistics, and says so', async () => {
    const { db } = context.app;
    const { email } = people.anouk;
    const statsBefore = await db
      .selectFrom('attempt_questions as q')
      .innerJoin('attempts as a', 'a.id', 'q.attempt_id')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('q.correct').as('ok')])
      .where('u.structure_id', '=', net.schoolA)
      .executeTakeFirstOrThrow();

    const answer = await anonymise('manager', people.anouk.id);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(readJson(answer, schoolAnswerSchema).message).toBe(
      'Données de l’élève supprimées, et sa demande de suppression traitée. Ses réponses ne comptent plus que dans les statistiques.',
    );

    const dump = await everyTableAsText();
    expect(Object.keys(dump)).toEqual(
      expect.arrayContaining(['users', 'contact_messages', 'audit_log', 'attempt_questions']),
    );
    for (const value of [
      email,
      'Anouk',
      'Effaçable',
      PHONE,
      BIRTH,
      '123456789012',
      'anouk.nouvelle@exemple.fr',
      'anouk@ancien.fr',
      'anouk.jpg',
      '203.0.113.7',
      'déménage',
    ]) {
      const where = Object.entries(dump)
        .filter(([, text]) => text.toLowerCase().includes(value.toLowerCase()))
        .map(([table]) => table);
      expect(where, `${value} is still in`).toEqual([]);
    }
    // Nothing that lets anyone in, or that was meant for them alone.
    for (const table of [
      'sessions',
      'tickets',
      'password_reset_tokens',
      'email_change_tokens',
      'learner_preferences',
      'messages',
    ] as const) {
      expect(
        await db
          .selectFrom(table)
          .select('user_id')
          .where('user_id', '=', people.anouk.id)
          .execute(),
        table,
      ).toEqual([]);
    }

    const statsAfter = await db
      .selectFrom('attempt_questions as q')
      .innerJoin('attempts as a', 'a.id', 'q.attempt_id')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('q.correct').as('ok')])
      .where('u.structure_id', '=', net.schoolA)
      .executeTakeFirstOrThrow();
    expect(Number(statsAfter.n)).toBe(Number(statsBefore.n));
    expect(Number(statsAfter.n)).toBeGreaterThanOrEqual(2);
    expect(Number(statsAfter.ok)).toBe(Number(statsBefore.ok));
    const theme = await db
      .selectFrom('learner_theme_stats')
      .select(['answered', 'correct'])
      .where('inscription_id', '=', people.anouk.inscription)
      .executeTakeFirstOrThrow();
    expect(theme).toEqual({ answered: 2, correct: 1 });

    const request = await db
      .selectFrom('deletion_requests')
      .selectAll()
      .where('user_id', '=', people.anouk.id)
      .executeTakeFirstOrThrow();
    expect(request).toMatchObject({ reason: null, handled_by: people.manager.id });
    expect(Number(request.handled_at)).toBeGreaterThan(0);
    const inscription = await db
      .selectFrom('inscriptions')
      .select('status')
      .where('id', '=', people.anouk.inscription)
      .executeTakeFirstOrThrow();
    expect(inscription.status).toBe('ferme');

    const audit = await db
      .selectFrom('audit_log')
      .select(['actor_id', 'details'])
      .where('action', '=', 'eleve.anonymise')
      .where('subject_id', '=', people.anouk.id)
      .executeTakeFirstOrThrow();
    expect(audit.actor_id).toBe(people.manager.id);
    expect(JSON.parse(audit.details ?? '{}')).toEqual({
      demande_traitee: true,
      formations_fermees: 1,
    });
  });

  it('leaves the learner unable to sign in, out of the list, and out of reach', async () => {
    const other = await postCentralLogin(context.app, { username: people.zoe.email });
    expect(other.headers.location ?? '').toContain('ticket=');
    const login = await postCentralLogin(context.app, { username: people.anouk.email });
    expect(login.headers.location ?? '').not.toContain('ticket=');
    const list = await people.manager.call('GET', '/central/api/ecole/eleves?acces=fermee');
    expect(readJson(list, learnersPageSchema).eleves).toEqual([]);
    const requested = await people.manager.call(
      'GET',
      '/central/api/ecole/eleves?suppression=demandee',
    );
    expect(readJson(requested, learnersPageSchema).total).toBe(0);
    const extend = await people.manager.call(
      'POST',
      `/central/api/ecole/inscriptions/${people.anouk.inscription}/statut`,
      { fermee: false },
    );
    expect(extend.statusCode).toBe(404);
    const again = await anonymise('manager', people.anouk.id);
    expect(again.statusCode).toBe(409);
    expect(readError(again).message).toBe('Les données de cet élève ont déjà été supprimées.');
  });

  it('lets the operator anonymise in their network, once, even when asked twice at once', async () => {
    const answers = await Promise.all([
      anonymise('operator', people.wendy.id),
      anonymise('operator', people.wendy.id),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const done = answers.find((answer) => answer.statusCode === 200);
    if (!done) throw new Error('one of the two anonymisations succeeds');
    expect(readJson(done, schoolAnswerSchema).message).toBe(
      'Données de l’élève supprimées. Ses réponses ne comptent plus que dans les statistiques.',
    );
  });
});
