import { describe, expect, it } from 'vitest';
import { testEngines } from '../../../test/helpers/databases.js';
import { useOutbox } from '../../../test/helpers/outbox.js';
import { postCentralLogin } from '../../../test/helpers/sign-on.js';
import { countRows, useTestApp } from '../../../test/helpers/test-app.js';
import { ACTIVATION_BASE } from './activation.routes.js';
import { readError, readJson } from '../../../test/helpers/read-json.js';
import { activationMessage, activationToken } from '../../../test/helpers/activation.js';
import { activationSubmitAnswerSchema } from '@prepacode/domain/contracts/signup.contract';

const APP_ORIGIN = 'https://app.michelin.example';
const PERSON = {
  permis: 'B',
  nom: 'Lambert',
  prenom: 'Élodie',
  telephone: '06.12.34.56.78',
  date_naissance: '2005-03-09',
};

describe.each(testEngines())('activation-code sign-up on %s', (engine) => {
  const { dir: outbox, mails } = useOutbox();
  const context = useTestApp(engine, { OUTBOX_DIR: outbox, APP_ORIGINS: APP_ORIGIN });

  // Each test from its own address, so the per-address limits count one test at a time.
  let address = 0;
  const post = (
    call: string,
    payload: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) =>
    context.app.inject({
      method: 'POST',
      url: `${ACTIVATION_BASE}/${call}`,
      remoteAddress: `10.7.0.${address}`,
      headers,
      payload,
    });
  const submit = (code: string, email: string) =>
    post('soumission-code-activation', { code_activation: code, email });
  const codeRow = (code: string) =>
    context.app.db
      .selectFrom('activation_codes')
      .selectAll()
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
  const userCount = () => countRows(context.app.db, 'users');
  const linkIn = (mail: string) => {
    const found = /http:\/\/[^\s"<]+\/central\/mot-de-passe\?jeton=[\w-]+[^\s"<]*/.exec(mail);
    if (!found) throw new Error('no link in the mail');
    return new URL(found[0].replace(/&amp;/g, '&'));
  };

  it('creates the account, its B access and uses the code, then the welcome link sets a password', async () => {
    address = 1;
    const email = 'elodie.lambert@exemple.fr';
    const first = await submit(' mich demo 0001 ', ' Elodie.Lambert@Exemple.fr ');
    expect(first.statusCode).toBe(200);
    expect(readJson(first, activationSubmitAnswerSchema)).toMatchObject({
      etape: 'inscription',
      email,
    });

    const created = await post('creer-et-inscrire-eleve', {
      ...PERSON,
      email,
      token: activationToken(first),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      email,
      message: expect.stringContaining(`Un e‑mail vient de partir à ${email}`) as string,
    });

    const user = await context.app.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      role: 'learner',
      first_name: 'Élodie',
      last_name: 'Lambert',
      phone: '06 12 34 56 78',
      birth_date: '2005-03-09',
      structure_id: 'demo-michelin',
      password_hash: null,
    });
    const inscriptions = await context.app.db
      .selectFrom('inscriptions')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(inscriptions).toHaveLength(1);
    expect(inscriptions[0]).toMatchObject({ licence_code: 'b', status: 'ouvert' });
    expect(await codeRow('MICH-DEMO-0001')).toMatchObject({ user_id: user.id, token_hash: null });

    const welcome = mails().findLast((mail) => mail.includes(`To: ${email}`));
    expect(welcome).toContain('Subject: Bienvenue sur Michelin Code');
    expect(welcome).toContain('Code de la route (Auto)');
    expect(welcome).toContain('Michelin Code (démonstration)');
    const link = linkIn(welcome ?? '');
    expect(link.searchParams.get('from')).toBe('michelin');
    const chosen = await context.app.inject({
      method: 'POST',
      url: '/central/api/mot-de-passe/nouveau',
      cookies: { 'XSRF-TOKEN': 'x' },
      headers: { 'x-xsrf-token': 'x' },
      payload: { jeton: link.searchParams.get('jeton'), mot_de_passe: 'un pneu neuf chaque hiver' },
    });
    expect(chosen.statusCode).toBe(200);
    const login = await postCentralLogin(context.app, {
      username: email,
      password: 'un pneu neuf chaque hiver',
      from: 'michelin',
    });
    expect(login.headers.location).toContain('ticket=');

    // The owner typing the code again is sent to sign in; nobody else gets anything from it.
    expect((await submit('MICH-DEMO-0001', email)).json()).toEqual({
      etape: 'connexion',
      message: 'Ce code est déjà activé sur votre compte : connectez-vous.',
    });
    const stranger = await submit('MICH-DEMO-0001', 'autre@exemple.fr');
    expect(stranger.statusCode).toBe(400);
    expect(readError(stranger).code).toBe('code_invalide');
  });

  it('gives one answer for an unknown, a used-by-another and an expired code', async () => {
    address = 2;
    await context.app.db
      .updateTable('activation_codes')
      .set({ expires_at: Date.now() - 1000 })
      .where('code', '=', 'MICH-DEMO-0009')
      .execute();
    const answers = await Promise.all(
      ['ZZZZ-ZZZZ-ZZZZ', 'MICH-DEMO-0009'].map((code) => submit(code, 'x@exemple.fr')),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(readError(answer)).toEqual({
        code: 'code_invalide',
        message: expect.stringContaining('Ce code d’activation n’est pas valable') as string,
      });
    }
  });

  it('adds the access to an existing learner’s account when the address has one', async () => {
    address = 3;
    const answer = await submit('MICH-DEMO-0002', 'bateau@demo.test');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ etape: 'connexion' });
    expect(activationMessage(answer)).toContain(
      'votre code y a ajouté l’accès «\u202fCode de la route (Auto)\u202f»',
    );
    const row = await codeRow('MICH-DEMO-0002');
    expect(row.used_at).not.toBeNull();
    const user = await context.app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'bateau@demo.test')
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBe(user.id);
    const licences = await context.app.db
      .selectFrom('inscriptions')
      .select('licence_code')
      .where('user_id', '=', user.id)
      .execute();
    expect(licences.map((l) => l.licence_code).sort()).toEqual(['b', 'co']);
    expect(mails().at(-1)).toContain(
      'Une formation vient d’être ajoutée à votre compte Michelin Code',
    );
    // A staff address cannot take a learner's code.
    const staff = await submit('MICH-DEMO-0003', 'moniteur@demo.test');
    expect(readError(staff).code).toBe('code_invalide');
  });

  it('refuses bad fields with the field’s French message and creates nothing', async () => {
    address = 4;
    const token = activationToken(await submit('MICH-DEMO-0004', 'nadia@exemple.fr'));
    const before = await userCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ permis: 'A' }, 'Cette inscription concerne uniquement le permis B.'],
      [{ date_naissance: '09/03/2005' }, 'Indiquez la date de naissance au format aaaa-mm-jj'],
      [{ date_naissance: '2005-02-30' }, 'Indiquez la date de naissance au format aaaa-mm-jj'],
      [{ date_naissance: '2020-01-01' }, 'l’inscription est ouverte de 14 à 100 ans'],
      [{ telephone: '12345' }, 'Indiquez un numéro de téléphone français'],
      [{ nom: 'x'.repeat(61) }, 'Votre nom tient en 60 caractères au plus.'],
      [{ prenom: '<script>' }, 'Votre prénom ne peut contenir que des lettres'],
      [{ email: 'pas-une-adresse' }, 'Indiquez une adresse e‑mail valide'],
      [{ email: 'autre@exemple.fr' }, 'Utilisez l’adresse e‑mail saisie avec votre code'],
      [{ token: 'x'.repeat(43) }, 'Votre saisie a expiré'],
    ];
    for (const [change, message] of cases) {
      const response = await post('creer-et-inscrire-eleve', {
        ...PERSON,
        email: 'nadia@exemple.fr',
        token,
        ...change,
      });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(readError(response).message).toContain(message);
    }
    const missing = await post('creer-et-inscrire-eleve', { email: 'nadia@exemple.fr', token });
    expect(missing.statusCode).toBe(400);
    expect(await userCount()).toBe(before);
    expect((await codeRow('MICH-DEMO-0004')).used_at).toBeNull();
    const oversize = await post('soumission-code-activation', {
      code_activation: 'MICH-DEMO-0004',
      email: `${'a'.repeat(300)}@exemple.fr`,
    });
    expect(oversize.statusCode).toBe(400);
  });

  it('lets exactly one of two simultaneous sign-ups with one code win', async () => {
    address = 5;
    const token = activationToken(await submit('MICH-DEMO-0005', 'jumeau@exemple.fr'));
    const before = await userCount();
    const body = { ...PERSON, email: 'jumeau@exemple.fr', token };
    const results = await Promise.all([
      post('creer-et-inscrire-eleve', body),
      post('creer-et-inscrire-eleve', body),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(await userCount()).toBe(before + 1);

    // Two addresses racing on one code through the existing-account path: one account gets it.
    const races = await Promise.all([
      submit('MICH-DEMO-0006', 'eleve@demo.test'),
      submit('MICH-DEMO-0006', 'moto@demo.test'),
    ]);
    const owners = races.filter(
      (r) => r.statusCode === 200 && activationMessage(r).includes('ajouté'),
    );
    expect(owners).toHaveLength(1);

    // One address signing up with two codes at once: one account, the other code still free.
    const [a, b] = await Promise.all(
      ['MICH-DEMO-0007', 'MICH-DEMO-0008'].map(async (code) =>
        activationToken(await submit(code, 'double@exemple.fr')),
      ),
    );
    const both = await Promise.all(
      [a, b].map((token) =>
        post('creer-et-inscrire-eleve', { ...PERSON, email: 'double@exemple.fr', token }),
      ),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const used = await context.app.db
      .selectFrom('activation_codes')
      .select('code')
      .where('code', 'in', ['MICH-DEMO-0007', 'MICH-DEMO-0008'])
      .where('used_at', 'is not', null)
      .execute();
    expect(used).toHaveLength(1);
  });

  it('mails a new password link to the code’s owner, and answers a stranger the same', async () => {
    address = 6;
    const sent = mails().length;
    const unknown = await post('regenerer-mot-de-passe', { code_activation: 'MICH-DEMO-0010' });
    expect(unknown.statusCode).toBe(202);
    expect(mails()).toHaveLength(sent);
    const owner = await post('regenerer-mot-de-passe', { code_activation: 'mich-demo-0001' });
    expect(owner.statusCode).toBe(202);
    expect(owner.json()).toEqual(unknown.json());
    expect(mails()).toHaveLength(sent + 1);
    expect(mails().at(-1)).toContain('To: elodie.lambert@exemple.fr');
    expect(linkIn(mails().at(-1) ?? '').searchParams.get('from')).toBe('michelin');
    const bad = await post('regenerer-mot-de-passe', { code_activation: '12' });
    expect(bad.statusCode).toBe(400);
  });

  it('answers the app origins’ preflight and refuses another site’s page', async () => {
    address = 7;
    const preflight = await context.app.inject({
      method: 'OPTIONS',
      url: `${ACTIVATION_BASE}/soumission-code-activation`,
      headers: { origin: APP_ORIGIN, 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
    const foreign = await post(
      'soumission-code-activation',
      { code_activation: 'MICH-DEMO-0010', email: 'x@exemple.fr' },
      { origin: 'https://evil.example' },
    );
    expect(foreign.statusCode).toBe(403);
    expect((await codeRow('MICH-DEMO-0010')).email).toBeNull();
  });

  it('signs a school’s code up under the school’s own brand (#41, point 9)', async () => {
    address = 40;
    const code = 'GARE-ECOL-0001';
    await context.app.db
      .insertInto('activation_codes')
      .values({
        code,
        structure_id: 'demo-auto-ecole',
        licence_code: 'etm',
        access_days: 90,
        exam_credits: 2,
        batch: 'marque de l’école',
        expires_at: Date.now() + 86_400_000,
        created_at: Date.now(),
      })
      .execute();
    const email = 'ecole.marque@exemple.fr';
    const first = await submit(code, email);
    const before = mails().length;
    const created = await post('creer-et-inscrire-eleve', {
      ...PERSON,
      email,
      token: activationToken(first),
    });
    expect(created.statusCode, created.body).toBe(201);
    const [welcome] = mails().slice(before);
    // The demo school sells under the default brand: its name, not the tyre-maker's.
    expect(welcome).toContain('Prépacode');
    expect(welcome).not.toContain('Michelin');
    const inscription = await context.app.db
      .selectFrom('inscriptions')
      .innerJoin('users', 'users.id', 'inscriptions.user_id')
      .select(['inscriptions.licence_code', 'users.structure_id'])
      .where('users.email', '=', email)
      .executeTakeFirstOrThrow();
    expect(inscription).toEqual({ licence_code: 'etm', structure_id: 'demo-auto-ecole' });
  });
});
