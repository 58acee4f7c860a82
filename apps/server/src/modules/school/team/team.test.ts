import { teamAnswerSchema, teamSchema } from '@prepacode/domain/contracts/team.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../../../test/helpers/databases.js';
import { useOutbox } from '../../../../test/helpers/outbox.js';
import { readError, readJson } from '../../../../test/helpers/read-json.js';
import { freshNetwork } from '../../../../test/helpers/school-fixture.js';
import { useTestApp } from '../../../../test/helpers/test-app.js';

// Issue #41, point 7: a school's team managed in the browser.

type Net = Awaited<ReturnType<typeof freshNetwork>>;
const TEAM = '/central/api/ecole/equipe';

describe.each(testEngines())('a school’s team on %s', (engine) => {
  const { dir: outbox, mails } = useOutbox();
  const context = useTestApp(engine, { OUTBOX_DIR: outbox, PUBLIC_URL: 'https://app.exemple.fr' });
  let net: Net;
  let people: Awaited<ReturnType<Net['team']>>;
  beforeAll(async () => {
    net = await freshNetwork(context.app, 'equipe');
    people = await net.team();
  });
  const roleOf = async (email: string) =>
    (
      await context.app.db
        .selectFrom('users')
        .select('staff_role')
        .where('email', '=', email)
        .executeTakeFirst()
    )?.staff_role ?? null;
  const idOf = async (email: string) =>
    (
      await context.app.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).id;
  const invite = (email: string, role = 'moniteur') =>
    people.manager.call('POST', TEAM, { prenom: 'Lucie', nom: 'Bernard', email, role });

  it('lists the school’s managers then instructors, the reader marked', async () => {
    const team = readJson(await people.manager.call('GET', TEAM), teamSchema);
    expect(team.ecole).toBe(net.schoolA);
    expect(team.membres.map((m) => [m.prenom, m.role, m.moi])).toEqual([
      ['Sophie', 'gestionnaire', true],
      ['Marc', 'moniteur', false],
    ]);
  });

  it('invites an instructor with a mail to choose a password, and audits it', async () => {
    const before = mails().length;
    const answer = await invite('lucie.bernard@exemple.fr');
    expect(answer.statusCode, answer.body).toBe(201);
    expect(readJson(answer, teamAnswerSchema).message).toBe(
      'Invitation envoyée à lucie.bernard@exemple.fr\u202f: Lucie choisit son mot de passe avec le lien, valable 7 jours.',
    );
    const [mail = ''] = mails().slice(before);
    expect(mail).toContain('lucie.bernard@exemple.fr');
    expect(mail).toContain('/central/mot-de-passe?jeton=');
    expect(await roleOf('lucie.bernard@exemple.fr')).toBe('moniteur');
    const team = readJson(await people.manager.call('GET', TEAM), teamSchema);
    expect(team.membres.find((m) => m.email === 'lucie.bernard@exemple.fr')).toMatchObject({
      invitation_en_attente: true,
    });
    const again = await invite('lucie.bernard@exemple.fr');
    expect(readError(again).code).toBe('compte_existant');
  });

  it('makes an instructor a manager and back, then removes them', async () => {
    const id = await idOf('lucie.bernard@exemple.fr');
    const promoted = await people.manager.call('PUT', `${TEAM}/${id}`, { role: 'gestionnaire' });
    expect(readJson(promoted, teamAnswerSchema).message).toBe('Lucie est désormais gestionnaire.');
    expect(await roleOf('lucie.bernard@exemple.fr')).toBe('gestionnaire');
    await people.manager.call('PUT', `${TEAM}/${id}`, { role: 'moniteur' });
    const removed = await people.manager.call('DELETE', `${TEAM}/${id}`);
    expect(readJson(removed, teamAnswerSchema).message).toBe(
      'Lucie ne fait plus partie de l’équipe\u202f: son compte est fermé.',
    );
    expect(await roleOf('lucie.bernard@exemple.fr')).toBeNull();
    const audits = await context.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('subject_id', '=', id)
      .execute();
    expect(audits.map((row) => row.action).sort()).toEqual(
      ['equipe.invite', 'equipe.retire', 'equipe.role', 'equipe.role'].sort(),
    );
  });

  it('never lets a manager change their own place, nor leave the school without a manager', async () => {
    const own = await people.manager.call('DELETE', `${TEAM}/${people.manager.id}`);
    expect(readError(own).code).toBe('vous_meme');
    const last = await people.operator.call('PUT', `${TEAM}/${people.manager.id}`, {
      role: 'moniteur',
    });
    expect(readError(last)).toEqual({
      code: 'dernier_gestionnaire',
      message: 'Sophie est le seul gestionnaire de l’école\u202f: nommez-en un autre avant.',
    });
    expect(await roleOf(people.manager.email)).toBe('gestionnaire');
  });

  it.each([
    ['instructor', 'GET', 403],
    ['instructor', 'POST', 403],
    ['otherManager', 'PUT', 404],
    ['otherManager', 'DELETE', 404],
    ['operator', 'GET', 400],
  ] as const)('%s %s on school A’s team answers %i', async (who, method, status) => {
    const target = `${TEAM}/${people.instructor.id}`;
    const answer =
      method === 'GET'
        ? await people[who].call('GET', TEAM)
        : method === 'POST'
          ? await people[who].call('POST', TEAM, {
              prenom: 'Zoé',
              nom: 'Roy',
              email: `matrice-${who}@exemple.fr`,
              role: 'moniteur',
            })
          : method === 'PUT'
            ? await people[who].call('PUT', target, { role: 'gestionnaire' })
            : await people[who].call('DELETE', target);
    expect(answer.statusCode, answer.body).toBe(status);
    expect(await roleOf(people.instructor.email)).toBe('moniteur');
  });

  it('refuses a wrong invitation in French, inviting nobody', async () => {
    const answer = await people.manager.call('POST', TEAM, {
      prenom: '',
      nom: 'Roy',
      email: 'pas-une-adresse',
      role: 'directeur',
    });
    expect(answer.statusCode).toBe(400);
    expect(readError(answer).message).toContain('Indiquez le prénom de la personne.');
  });

  // SQLite's synchronous driver hides races: on PostgreSQL these run truly at once.
  it('lets only the first of two managers demoting each other at once do it', async () => {
    const school = net.schoolB;
    const first = await net.staff('gestionnaire', school, 'Anne', 'Duval');
    const second = await net.staff('gestionnaire', school, 'Bruno', 'Lemaire');
    const both = await Promise.all([
      first.call('PUT', `${TEAM}/${second.id}`, { role: 'moniteur' }),
      second.call('PUT', `${TEAM}/${first.id}`, { role: 'moniteur' }),
    ]);
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([200, 403]);
    const roles = [await roleOf(first.email), await roleOf(second.email)];
    expect(roles.sort()).toEqual(['gestionnaire', 'moniteur']);
  });

  // SQLite's synchronous driver hides races: on PostgreSQL these run truly at once.
  it('makes one account when two invitations of one address leave at once', async () => {
    const both = await Promise.all([
      invite('deux.fois@exemple.fr'),
      people.operator.call('POST', TEAM, {
        prenom: 'Lucie',
        nom: 'Bernard',
        email: 'deux.fois@exemple.fr',
        role: 'gestionnaire',
        ecole: net.schoolA,
      }),
    ]);
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const rows = await context.app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'deux.fois@exemple.fr')
      .execute();
    expect(rows).toHaveLength(1);
  });
});
