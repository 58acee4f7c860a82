import { SignJWT, UnsecuredJWT, type JWTPayload } from 'jose';
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testEngines } from '../helpers/databases.js';
import { PARTNER_SECRET } from '../helpers/partner-fixture.js';
import { countRows, useTestApp } from '../helpers/test-app.js';
import { errorCodeOf } from './routes.js';

const SECRET = PARTNER_SECRET;
const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
const PUBLIC_PEM = rsa.publicKey.export({ type: 'spki', format: 'pem' }).toString();
const PARTNERS = [
  {
    id: 'hmac',
    secret: SECRET,
    issuer: 'https://hmac.example',
    structure: 'demo-auto-ecole',
    createAccounts: true,
  },
  {
    id: 'rsa',
    publicKey: PUBLIC_PEM,
    algorithm: 'RS256',
    issuer: 'https://rsa.example',
    structure: 'demo-auto-ecole',
    createAccounts: true,
  },
];

const now = () => Math.floor(Date.now() / 1000);
let serial = 0;

/** Claims a partner would send for a new learner: accepted, each would create an account. */
function claims(issuer: string, overrides: JWTPayload = {}): JWTPayload {
  serial += 1;
  return {
    email: `forge-${serial}@partenaire.test`,
    given_name: 'Zoé',
    family_name: 'Petit',
    sub: `ext-${serial}`,
    iss: issuer,
    aud: 'prepacode',
    iat: now(),
    exp: now() + 120,
    jti: randomUUID(),
    ...overrides,
  };
}

const without = (payload: JWTPayload, name: string) =>
  Object.fromEntries(Object.entries(payload).filter(([key]) => key !== name));

const hs = (payload: JWTPayload, secret: string | Uint8Array = SECRET, alg = 'HS256') =>
  new SignJWT(payload)
    .setProtectedHeader({ alg })
    .sign(typeof secret === 'string' ? new TextEncoder().encode(secret) : secret);

const rs = (payload: JWTPayload, key = rsa.privateKey) =>
  new SignJWT(payload).setProtectedHeader({ alg: 'RS256' }).sign(key);

/** The token with its payload swapped after signing, the signature kept. */
async function tampered(): Promise<string> {
  const [header, , signature] = (await hs(claims('https://hmac.example'))).split('.');
  const payload = Buffer.from(
    JSON.stringify(claims('https://hmac.example', { email: 'gerant@demo.test' })),
  ).toString('base64url');
  return `${header}.${payload}.${signature}`;
}

/** Forged or broken partner links (issue #21): each one refused, none a 5xx, no account made. */
const FORGERIES: Record<string, [partner: string, token: () => Promise<string> | string]> = {
  'alg none': ['hmac', () => new UnsecuredJWT(claims('https://hmac.example')).encode()],
  'alg none, rsa partner': ['rsa', () => new UnsecuredJWT(claims('https://rsa.example')).encode()],
  'wrong secret': ['hmac', () => hs(claims('https://hmac.example'), `${SECRET}-autre`)],
  'HS512 instead of HS256': ['hmac', () => hs(claims('https://hmac.example'), SECRET, 'HS512')],
  'alg confusion: HS256 with the public key': [
    'rsa',
    () => hs(claims('https://rsa.example'), new TextEncoder().encode(PUBLIC_PEM)),
  ],
  'RS256 with another key': ['rsa', () => rs(claims('https://rsa.example'), other.privateKey)],
  expired: [
    'hmac',
    () => hs(claims('https://hmac.example', { iat: now() - 400, exp: now() - 100 })),
  ],
  'iat in the future': [
    'hmac',
    () => hs(claims('https://hmac.example', { iat: now() + 600, exp: now() + 700 })),
  ],
  'exp beyond iat + 300 s': [
    'hmac',
    () => hs(claims('https://hmac.example', { exp: now() + 301 })),
  ],
  'exp a year away': [
    'rsa',
    () => rs(claims('https://rsa.example', { exp: now() + 365 * 86_400 })),
  ],
  'no jti': ['hmac', () => hs(without(claims('https://hmac.example'), 'jti'))],
  'no sub': ['hmac', () => hs(without(claims('https://hmac.example'), 'sub'))],
  'no email': ['hmac', () => hs(without(claims('https://hmac.example'), 'email'))],
  'no exp': ['hmac', () => hs(without(claims('https://hmac.example'), 'exp'))],
  'no iat': ['hmac', () => hs(without(claims('https://hmac.example'), 'iat'))],
  'wrong audience': ['hmac', () => hs(claims('https://hmac.example', { aud: 'autre-service' }))],
  'wrong issuer': ['hmac', () => hs(claims('https://rsa.example'))],
  'another partner’s token': ['rsa', () => hs(claims('https://hmac.example'))],
  'payload tampered after signing': ['hmac', tampered],
  'given name with a formula': [
    'hmac',
    () => hs(claims('https://hmac.example', { given_name: '=HYPERLINK("x")' })),
  ],
  'not a JWT': ['hmac', () => 'pas-un-jeton'],
  'empty segments': ['hmac', () => '..'],
  'huge token': [
    'hmac',
    async () => `${await hs(claims('https://hmac.example'))}${'A'.repeat(60_000)}`,
  ],
};

const MALFORMED = new Set(['huge token']);

describe.each(testEngines())('partner JWT forgeries (%s)', (engine) => {
  const context = useTestApp(engine, { PARTNERS: JSON.stringify(PARTNERS) });
  const login = (partenaire: string, jwt: string) =>
    context.app.inject({
      method: 'GET',
      url: '/api/auth/login',
      query: { t: '1', partenaire, jwt },
    });

  it('signs a genuine token of each partner in, and refuses it replayed', async () => {
    const genuine = {
      hmac: await hs(claims('https://hmac.example')),
      rsa: await rs(claims('https://rsa.example')),
    };
    for (const [partner, jwt] of Object.entries(genuine)) {
      expect((await login(partner, jwt)).statusCode, partner).toBe(200);
      const replay = await login(partner, jwt);
      expect([replay.statusCode, errorCodeOf(replay)], partner).toEqual([
        401,
        'jeton_partenaire_invalide',
      ]);
    }
  });

  it('refuses every forgery without a 5xx, a session or an account', async () => {
    const before = await countRows(context.app.db, 'users');
    const counts = { refused: 0, malformed: 0 };
    for (const [label, [partner, make]] of Object.entries(FORGERIES)) {
      const response = await login(partner, await make());
      const answer = [response.statusCode, errorCodeOf(response)];
      // Only the token too long for the query schema is refused before it is read.
      if (MALFORMED.has(label)) {
        expect(answer, label).toEqual([400, 'requete_invalide']);
        counts.malformed++;
      } else {
        expect(answer, label).toEqual([401, 'jeton_partenaire_invalide']);
        counts.refused++;
      }
      expect(response.statusCode, label).toBeLessThan(500);
      expect(
        response.cookies.some((c) => c.name === 'prepacode_session'),
        label,
      ).toBe(false);
    }
    expect(await countRows(context.app.db, 'users')).toBe(before);
    console.log(
      `partner JWT (${engine}): ${counts.refused} refused 401, ${counts.malformed} malformed 400, 2 genuine + 2 replays`,
    );
  });
});
