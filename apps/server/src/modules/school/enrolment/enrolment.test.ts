import { dayInFranceAfter } from '@prepacode/domain/calendar';
import {
  consentDoneSchema,
  consentOfferSchema,
} from '@prepacode/domain/contracts/enrolment.contract';
import { learnerCreatedSchema } from '@prepacode/domain/contracts/school-accounts.contract';
import {
  learnersPageSchema,
  schoolAnswerSchema,
} from '@prepacode/domain/contracts/school.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../../../test/helpers/databases.js';
import { useOutbox } from '../../../../test/helpers/outbox.js';
import { readError, readJson } from '../../../../test/helpers/read-json.js';
import { freshNetwork } from '../../../../test/helpers/school-fixture.js';
import {
  exchangeTicket,
  SERVICE,
  sessionCookieOf,
  ticketOf,
  withSession,
} from '../../../../test/helpers/sign-on.js';
import { useTestApp, XSRF } from '../../../../test/helpers/test-app.js';
import { impersonationResponseSchema } from '@prepacode/domain/contracts/staff.contract';
import { utilisateurResponseSchema } from '@prepacode/domain/contracts/front.contract';

type Net = Awaited<ReturnType<typeof freshNetwork>>;

// Issue #41, point 6 (ADR 0030): a school enrols an address another school's learner has. The
// school is told nothing a new address would not tell it; the owner consents by mail.
describe.each(testEngines())('enrolling a learner known elsewhere on %s', (engine) => {
  const { dir: outbox, mails } = useOutbox();
  const context = useTestApp(engine, { OUTBOX_DIR: outbox, PUBLIC_URL: 'https://app.exemple.fr' });
  let net: Net;
  let team: Awaited<ReturnType<Net['team']>>;
  beforeAll(async () => {
    net = await freshNetwork(context.app, 'rattache');
    team = await net.team();
  });

  const create = (email: string, first = 'Zoé', last = 'Aubert') =>
    team.manager.call('POST', '/central/api/ecole/eleves', {
      email,
      prenom: first,
      nom: last,
      permis: 'b',
      jours: 180,
      credits: 3,
    });
  const listOf = async (who: 'manager' | 'otherManager', search: string) =>
    readJson(
      await team[who].call(
        'GET',
        `/central/api/ecole/eleves?recherche=${encodeURIComponent(search)}`,
      ),
      learnersPageSchema,
    ).eleves;
  const lastMailTo = (email: string) => mails().findLast((mail) => mail.includes(`To: ${email}`));
  const tokenIn = (mail = '') => /rattachement\?jeton=([\w-]+)/.exec(mail)?.[1] ?? '';
  const offer = (jeton: string) =>
    context.app.inject({ method: 'GET', url: `/central/api/rattachement?jeton=${jeton}` });
  const accept = (jeton: string) =>
    context.app.inject({
      method: 'POST',
      url: '/central/api/rattachement',
      cookies: XSRF.cookies,
      headers: XSRF.headers,
      payload: { jeton },
    });
  const account = (id: string) =>
    context.app.db
      .selectFrom('users')
      .select(['id', 'structure_id', 'email'])
      .where('id', '=', id)
      .executeTakeFirst();
  const openInscriptions = (userId: string) =>
    context.app.db
      .selectFrom('inscriptions')
      .select(['licence_code', 'expiration_date', 'remaining_credits'])
      .where('user_id', '=', userId)
      .where('status', '=', 'ouvert')
      .execute();

  it('answers the school as for a new address, lists what it typed, and mails the owner', async () => {
    const zoe = await net.learner('Zoé', 'Aubert', net.schoolB, { endsInDays: 30, credits: 10 });
    const fresh = `nouvelle.${Date.now()}@exemple.fr`;
    const [known, unknown] = [await create(zoe.email), await create(fresh, 'Inès', 'Roy')];
    expect(known.statusCode, known.body).toBe(201);
    expect(unknown.statusCode).toBe(201);
    const said = (answer: typeof known, email: string, who: string) =>
      readJson(answer, learnerCreatedSchema).message.replace(email, '@').replace(who, 'X');
    expect(said(known, zoe.email, 'Zoé Aubert')).toBe(said(unknown, fresh, 'Inès Roy'));
    const held = readJson(known, learnerCreatedSchema).eleve;
    expect(await listOf('manager', zoe.email)).toMatchObject([
      { eleve: held, email: zoe.email, prenom: 'Zoé', nom: 'Aubert', permis: 'b' },
    ]);
    const file = await team.manager.call('GET', `/central/api/ecole/eleves/${held}/suivi`);
    expect(file.json()).toMatchObject({ eleve: { email: zoe.email } });
    // Nothing moved yet: school B still has Zoé, and her account is hers.
    expect(await account(zoe.id)).toMatchObject({ structure_id: net.schoolB });
    expect(await listOf('otherManager', zoe.email)).toHaveLength(1);
    const mail = lastMailTo(zoe.email) ?? '';
    expect(mail).toContain('https://app.exemple.fr/central/rattachement?jeton=');
    expect(mail).toContain(`École A rattache`);
    expect(mail).not.toContain('École B');
  });

  it('shows the typed address in the school’s read-only session of a held account too', async () => {
    const owner = await net.learner('Anna', 'Millet', net.schoolB);
    const held = readJson(await create(owner.email, 'Anna', 'Millet'), learnerCreatedSchema).eleve;
    const opened = await team.operator.call('POST', '/central/api/impersonation', {
      eleve: held,
      service: SERVICE,
    });
    const login = await exchangeTicket(
      context.app,
      ticketOf(readJson(opened, impersonationResponseSchema).url),
    );
    const me = await context.app.inject({
      method: 'GET',
      url: '/api/front/utilisateur',
      cookies: withSession(sessionCookieOf(login)),
    });
    expect(readJson(me, utilisateurResponseSchema).eleve).toMatchObject({
      email: owner.email,
      prenom: 'Anna',
    });
  });

  it('lets the owner read the offer, then join: the formations merge and school B loses them', async () => {
    const zoe = await net.learner('Jade', 'Petit', net.schoolB, { endsInDays: 30, credits: 10 });
    const held = readJson(await create(zoe.email, 'Jade', 'Petit'), learnerCreatedSchema).eleve;
    const jeton = tokenIn(lastMailTo(zoe.email));
    const read = await offer(jeton);
    expect(read.statusCode, read.body).toBe(200);
    expect(readJson(read, consentOfferSchema)).toEqual({
      ecole: 'École A rattache',
      formations: ['Code de la route (Auto)'],
      compte: zoe.email,
      possible: true,
      message: null,
    });
    const done = await accept(jeton);
    expect(done.statusCode, done.body).toBe(200);
    expect(readJson(done, consentDoneSchema)).toEqual({
      message:
        'Vous avez rejoint École A rattache. Connectez-vous avec votre mot de passe habituel pour retrouver vos formations.',
      mot_de_passe: null,
    });
    expect(await account(zoe.id)).toMatchObject({ structure_id: net.schoolA });
    expect(await account(held)).toBeUndefined();
    // Her open B access is carried to the later end, with both credits.
    const [only, ...others] = await openInscriptions(zoe.id);
    expect(others).toEqual([]);
    expect(only).toMatchObject({ licence_code: 'b', expiration_date: dayInFranceAfter(180) });
    expect(Number(only?.remaining_credits)).toBe(13);
    expect(await listOf('manager', zoe.email)).toMatchObject([{ eleve: zoe.id, prenom: 'Jade' }]);
    expect(await listOf('otherManager', zoe.email)).toEqual([]);
    const audit = await context.app.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'eleve.rattache')
      .where('subject_id', '=', zoe.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.details ?? '{}')).toEqual({
      ecole: net.schoolA,
      ancienne_ecole: net.schoolB,
    });
    expect(readError(await accept(jeton))).toMatchObject({ code: 'lien_invalide' });
  });

  it('resends the consent link where a new address gets a password link, in the same words', async () => {
    const owner = await net.learner('Rose', 'Blanc', net.schoolB);
    const fresh = `rose.${Date.now()}@exemple.fr`;
    const [held, plain] = [
      readJson(await create(owner.email, 'Rose', 'Blanc'), learnerCreatedSchema).eleve,
      readJson(await create(fresh, 'Rose', 'Blanc'), learnerCreatedSchema).eleve,
    ];
    const resend = (id: string) =>
      team.operator.call('POST', `/central/api/ecole/eleves/${id}/lien-mot-de-passe`);
    const both = async () => [await resend(held), await resend(plain)] as const;
    // Right after the welcome, both are too recent, in the same words.
    const [heldEarly, plainEarly] = await both();
    expect(heldEarly.statusCode).toBe(409);
    expect(heldEarly.body).toBe(plainEarly.body);
    await context.app.db
      .updateTable('password_reset_tokens')
      .set((eb) => ({ created_at: eb('created_at', '-', 3 * 60_000) }))
      .where('user_id', 'in', [held, plain])
      .execute();
    const [toHeld, toPlain] = await both();
    expect(toHeld.statusCode, toHeld.body).toBe(200);
    expect(readJson(toHeld, schoolAnswerSchema).message.replace(owner.email, '@')).toBe(
      readJson(toPlain, schoolAnswerSchema).message.replace(fresh, '@'),
    );
    expect(lastMailTo(owner.email)).toContain('/central/rattachement?jeton=');
    // The consent token never sets a password on the held account.
    const password = await context.app.inject({
      method: 'POST',
      url: '/central/api/mot-de-passe/nouveau',
      cookies: XSRF.cookies,
      headers: XSRF.headers,
      payload: { jeton: tokenIn(lastMailTo(owner.email)), mot_de_passe: 'une phrase assez longue' },
    });
    expect(readError(password)).toMatchObject({ code: 'lien_invalide' });
  });

  it('tells a staff address why it cannot join, and the school nothing', async () => {
    const answer = await create(team.otherManager.email, 'Paul', 'Mercier');
    expect(answer.statusCode).toBe(201);
    const jeton = tokenIn(lastMailTo(team.otherManager.email));
    expect(readJson(await offer(jeton), consentOfferSchema)).toMatchObject({
      possible: false,
      message: expect.stringContaining('compte de l’équipe d’une école') as string,
    });
    expect(readError(await accept(jeton))).toMatchObject({ code: 'rattachement_impossible' });
    expect(await account(team.otherManager.id)).toMatchObject({ structure_id: net.schoolB });
  });

  it('gives an owner who never chose a password the link to choose one', async () => {
    const owner = await net.learner('Léo', 'Garnier', net.schoolB);
    await context.app.db
      .updateTable('users')
      .set({ password_hash: null })
      .where('id', '=', owner.id)
      .execute();
    await create(owner.email, 'Léo', 'Garnier');
    const done = readJson(await accept(tokenIn(lastMailTo(owner.email))), consentDoneSchema);
    expect(done.mot_de_passe).toMatch(/^https:\/\/app\.exemple\.fr\/central\/mot-de-passe\?jeton=/);
  });

  it('turns a held account into an ordinary one when the school corrects its address', async () => {
    const owner = await net.learner('Emma', 'Roux', net.schoolB);
    const held = readJson(await create(owner.email, 'Emma', 'Roux'), learnerCreatedSchema).eleve;
    const jeton = tokenIn(lastMailTo(owner.email));
    const corrected = `emma.${Date.now()}@exemple.fr`;
    const answer = await team.manager.call('PUT', `/central/api/ecole/eleves/${held}/identite`, {
      prenom: 'Emma',
      nom: 'Roux',
      email: corrected,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await account(held)).toMatchObject({ email: corrected, structure_id: net.schoolA });
    expect(lastMailTo(corrected)).toContain('/central/mot-de-passe?jeton=');
    expect(await account(owner.id)).toMatchObject({ structure_id: net.schoolB });
    // The link mailed to the owner of the former address is dead.
    expect(readError(await offer(jeton))).toMatchObject({ code: 'lien_invalide' });
  });

  // SQLite's synchronous driver hides races: on PostgreSQL these run truly at once.
  it('joins once when the link is submitted twice at once', async () => {
    const owner = await net.learner('Lina', 'Faure', net.schoolB, { credits: 4 });
    await create(owner.email, 'Lina', 'Faure');
    const jeton = tokenIn(lastMailTo(owner.email));
    const answers = await Promise.all([accept(jeton), accept(jeton), accept(jeton)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400]);
    const rows = await openInscriptions(owner.id);
    expect(rows).toHaveLength(1);
    expect(Number(rows[0]?.remaining_credits)).toBe(7);
  });
});
