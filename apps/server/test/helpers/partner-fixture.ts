import { SignJWT } from 'jose';
import { randomUUID } from 'node:crypto';

/** The HMAC secret of the test partners (32 characters at least, as config.ts requires). */
export const PARTNER_SECRET = 'un-secret-partenaire-de-trente-deux-caracteres';

/** A network partner that signs its learners in and may create their accounts (PARTNERS). */
export const RESEAU_PARTNER = {
  id: 'reseau',
  secret: PARTNER_SECRET,
  issuer: 'https://reseau.example',
  structure: 'demo-auto-ecole',
  createAccounts: true,
};

/** A token RESEAU_PARTNER signs for a learner: fresh (its own `jti`), valid two minutes. */
export function reseauToken(email: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    email,
    given_name: 'Zoé',
    family_name: 'Petit',
    sub: `ext-${randomUUID()}`,
    iss: RESEAU_PARTNER.issuer,
    aud: 'prepacode',
    iat: now,
    exp: now + 120,
    jti: randomUUID(),
  })
    .setProtectedHeader({ alg: 'HS256' })
    .sign(new TextEncoder().encode(PARTNER_SECRET));
}
