import { importSPKI, jwtVerify, type CryptoKey } from 'jose';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { PartnerConfig } from '../../config.js';
import type { Database } from '../../db/database.js';
import { AppError } from '../../plugins/errors.js';
import { findUserByEmail } from './accounts.repository.js';
import { dayInFranceAfter } from './calendar.js';
import { newId, newNumericId } from './tokens.js';

/** What a partner's token must say about the learner it signs in. */
const claimsSchema = z.object({
  sub: z.string().min(1).max(100),
  jti: z.string().min(8).max(200),
  exp: z.number(),
  email: z.email().max(254),
  given_name: z.string().trim().min(1).max(100),
  family_name: z.string().trim().min(1).max(100),
});
export type PartnerClaims = z.infer<typeof claimsSchema>;

/** One answer for every refusal, so a forger learns nothing; the reason goes to the log. */
export class PartnerRefusal extends AppError {
  constructor(readonly reason: string) {
    super(
      401,
      'jeton_partenaire_invalide',
      'Le lien de connexion de votre partenaire n’est pas valide ou a expiré.',
    );
  }
}

const keys = new Map<string, Promise<Uint8Array | CryptoKey>>();
function keyOf(partner: PartnerConfig): Promise<Uint8Array | CryptoKey> {
  let key = keys.get(partner.id);
  if (!key) {
    key = partner.secret
      ? Promise.resolve(new TextEncoder().encode(partner.secret))
      : importSPKI(partner.publicKey ?? '', partner.algorithm);
    keys.set(partner.id, key);
  }
  return key;
}

/** Checks signature, algorithm, issuer, audience, expiry and age (5 minutes at most). */
export async function verifyPartnerToken(
  partner: PartnerConfig,
  token: string,
): Promise<PartnerClaims> {
  try {
    const { payload } = await jwtVerify(token, await keyOf(partner), {
      algorithms: [partner.algorithm],
      issuer: partner.issuer,
      audience: partner.audience,
      maxTokenAge: '5m',
      requiredClaims: ['exp', 'iat', 'jti', 'sub'],
    });
    return claimsSchema.parse(payload);
  } catch (error) {
    throw new PartnerRefusal(error instanceof Error ? error.message : 'invalid token');
  }
}

/**
 * Signs a partner's learner in: the token is used up (replays are refused), then the account
 * with that e-mail in the partner's school is linked, or created when the partner may create
 * accounts, with an inscription to the partner's licence.
 */
export async function partnerLearner(
  db: Kysely<Database>,
  partner: PartnerConfig,
  claims: PartnerClaims,
  now = Date.now(),
): Promise<string> {
  const used = await db
    .insertInto('partner_tokens')
    .values({ partner: partner.id, jti: claims.jti, expires_at: claims.exp * 1000 })
    .onConflict((conflict) => conflict.columns(['partner', 'jti']).doNothing())
    .returning('jti')
    .executeTakeFirst();
  if (!used) throw new PartnerRefusal('replayed token');

  const existing = await findUserByEmail(db, claims.email);
  if (existing) {
    if (existing.role !== 'learner' || existing.structure_id !== partner.structure) {
      throw new PartnerRefusal('account belongs to another school');
    }
    return existing.id;
  }
  if (!partner.createAccounts) throw new PartnerRefusal('unknown account');
  const userId = newId();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('users')
      .values({
        id: userId,
        email: claims.email.toLowerCase(),
        password_hash: null,
        role: 'learner',
        first_name: claims.given_name,
        last_name: claims.family_name,
        photo_url: null,
        structure_id: partner.structure,
        group_id: null,
        created_at: now,
      })
      .execute();
    await trx
      .insertInto('inscriptions')
      .values({
        id: newNumericId(),
        user_id: userId,
        licence_code: partner.licence,
        expiration_date: dayInFranceAfter(partner.accessDays, now),
        total_credits: 0,
        remaining_credits: 0,
        status: 'ouvert',
        created_at: now,
      })
      .execute();
  });
  return userId;
}
