import { SignJWT, UnsecuredJWT } from 'jose';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { testEngines } from '../../../test/helpers/databases.js';
import { PARTNER_SECRET, RESEAU_PARTNER } from '../../../test/helpers/partner-fixture.js';
import { useTestApp } from '../../../test/helpers/test-app.js';
import { readError } from '../../../test/helpers/read-json.js';

const SECRET = PARTNER_SECRET;
const PARTNERS = [
  RESEAU_PARTNER,
  {
    id: 'lecture',
    secret: SECRET,
    issuer: 'https://lecture.example',
    structure: 'demo-auto-ecole',
  },
];

interface TokenOptions {
  claims?: Record<string, unknown>;
  issuer?: string;
  audience?: string;
  expiresAt?: number | string;
  issuedAt?: number;
  secret?: string;
  subject?: string;
}

function token(options: TokenOptions = {}): Promise<string> {
  return new SignJWT({
    email: 'eleve@demo.test',
    given_name: 'Léa',
    family_name: 'Martin',
    ...options.claims,
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(options.subject ?? 'ext-42')
    .setIssuer(options.issuer ?? 'https://reseau.example')
    .setAudience(options.audience ?? 'prepacode')
    .setIssuedAt(options.issuedAt)
    .setExpirationTime(options.expiresAt ?? '2m')
    .setJti(randomUUID())
    .sign(new TextEncoder().encode(options.secret ?? SECRET));
}

describe.each(testEngines())('partner auto-login on %s', (engine) => {
  const context = useTestApp(engine, { PARTNERS: JSON.stringify(PARTNERS) });
  const autoLogin = (
    jwt: string | undefined,
    partenaire = 'reseau',
    extra: Record<string, string> = {},
  ) =>
    context.app.inject({
      method: 'GET',
      url: '/api/auth/login',
      query: { t: '1', partenaire, ...(jwt ? { jwt } : {}), ...extra },
    });

  it('signs in a learner of the partner’s school and writes it to the audit log', async () => {
    const response = await autoLogin(await token());
    expect(response.statusCode).toBe(200);
    expect(response.cookies.some((c) => c.name === 'prepacode_session')).toBe(true);
    const audit = await context.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'partner.login')
      .execute();
    expect(audit).toHaveLength(1);
  });

  // Issue #21, point 5: two first sign-ins of one new e-mail at once gave a 500 on PostgreSQL.
  it('creates one account for parallel first sign-ins of a new e-mail, and signs all in', async () => {
    const claims = { email: 'course@reseau.test', given_name: 'Zoé', family_name: 'Petit' };
    const tokens = await Promise.all(Array.from({ length: 30 }, () => token({ claims })));
    const answers = await Promise.all(tokens.map((jwt) => autoLogin(jwt)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(30).fill(200));
    const users = await context.app.db
      .selectFrom('users')
      .innerJoin('inscriptions', 'inscriptions.user_id', 'users.id')
      .select('users.id')
      .where('email', '=', 'course@reseau.test')
      .execute();
    expect(users).toHaveLength(1);
  });

  it('creates the account and its inscription when the partner may, then links to it', async () => {
    const claims = { email: 'Nouvelle@Reseau.test', given_name: 'Inès', family_name: 'Moreau' };
    expect((await autoLogin(await token({ claims }))).statusCode).toBe(200);
    const user = await context.app.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'nouvelle@reseau.test')
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      first_name: 'Inès',
      structure_id: 'demo-auto-ecole',
      password_hash: null,
    });
    const inscriptions = await context.app.db
      .selectFrom('inscriptions')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(inscriptions).toMatchObject([{ licence_code: 'b', status: 'ouvert' }]);
    expect((await autoLogin(await token({ claims }))).statusCode).toBe(200);
    expect(
      await context.app.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'nouvelle@reseau.test')
        .execute(),
    ).toHaveLength(1);
  });

  it('accepts a token valid for exactly 5 minutes, the most the docs allow', async () => {
    const issuedAt = Math.floor(Date.now() / 1000);
    const jwt = await token({ issuedAt, expiresAt: issuedAt + 300 });
    expect((await autoLogin(jwt)).statusCode).toBe(200);
  });

  it('refuses a replayed token', async () => {
    const jwt = await token();
    expect((await autoLogin(jwt)).statusCode).toBe(200);
    const replay = await autoLogin(jwt);
    expect(replay.statusCode).toBe(401);
    expect(readError(replay)).toEqual({
      code: 'jeton_partenaire_invalide',
      message: 'Le lien de connexion de votre partenaire n’est pas valide ou a expiré.',
    });
  });

  it.each<[string, () => Promise<string | undefined>, string?, Record<string, string>?]>([
    ['an expired token', () => token({ expiresAt: Math.floor(Date.now() / 1000) - 10 })],
    // Issue #21, point 14: a long-lived token would make a link shared by mistake reusable.
    ['a token valid for more than 5 minutes', () => token({ expiresAt: '301s' })],
    ['another audience', () => token({ audience: 'autre-produit' })],
    ['another issuer', () => token({ issuer: 'https://faux.example' })],
    ['a wrong signature', () => token({ secret: 'un-autre-secret-de-trente-deux-caracteres!!' })],
    [
      'an unsigned token',
      () =>
        Promise.resolve(
          new UnsecuredJWT({ email: 'eleve@demo.test' })
            .setIssuer('https://reseau.example')
            .setAudience('prepacode')
            .setExpirationTime('2m')
            .encode(),
        ),
    ],
    ['a token without its learner’s name', () => token({ claims: { given_name: undefined } })],
    // Issue #21, points 4 and 11: a NUL byte (500 on PostgreSQL) and a spreadsheet formula.
    ['a name with a NUL byte', () => token({ claims: { given_name: 'L\u0000a' } })],
    ['a name that is a formula', () => token({ claims: { family_name: '=HYPERLINK("x")' } })],
    ['an unknown partner', () => token(), 'inconnu'],
    ['no token', () => Promise.resolve(undefined)],
    ['a learner of another school', () => token({ claims: { email: 'moniteur@demo.test' } })],
    [
      'an unknown learner for a partner that may not create accounts',
      () =>
        token({ issuer: 'https://lecture.example', claims: { email: 'personne@lecture.test' } }),
      'lecture',
    ],
    ['a profilId that is not the token’s subject', () => token(), 'reseau', { profilId: 'ext-99' }],
  ])('refuses %s with a 401', async (_case, makeToken, partner = 'reseau', extra = {}) => {
    const response = await autoLogin(await makeToken(), partner, extra);
    expect(response.statusCode).toBe(401);
    expect(readError(response).code).toBe('jeton_partenaire_invalide');
    expect(response.cookies.some((c) => c.name === 'prepacode_session')).toBe(false);
  });
});

describe('PARTNERS configuration', () => {
  it.each([
    ['not JSON', 'pas du json'],
    ['a short secret', JSON.stringify([{ id: 'p', secret: 'court', issuer: 'i', structure: 's' }])],
    ['no key at all', JSON.stringify([{ id: 'p', issuer: 'i', structure: 's' }])],
  ])('refuses %s at start', (_case, value) => {
    expect(() => loadConfig({ PARTNERS: value })).toThrow(ConfigError);
  });
});
