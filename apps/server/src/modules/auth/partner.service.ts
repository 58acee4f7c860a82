import { importSPKI, jwtVerify, type CryptoKey } from 'jose';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { personNameSchema } from '@prepacode/domain/contracts/fields';
import type { PartnerConfig } from '../../config.js';
import type { Database } from '../../db/database.js';
import { isUniqueViolation, USERS_EMAIL } from '../../db/conflicts.js';
import { AppError } from '../../plugins/errors.js';
import { insertInscription } from '../inscriptions/inscriptions.repository.js';
import { findStructure } from '../front/front.repository.js';
import { findUserByEmail, insertUser } from './accounts.repository.js';
import { usePartnerToken } from './partner-tokens.repository.js';
import { dayInFranceAfter } from '@prepacode/domain/calendar';
import { newId, newNumericId } from '../../lib/tokens.js';

/** What a partner's token must say about the learner it signs in. */
const claimsSchema = z.object({
  sub: z.string().min(1).max(100),
  jti: z.string().min(8).max(200),
  exp: z.number(),
  email: z.email().max(254),
  // Checked as the sign-up forms check them (issue #21, points 4 and 11): letters and the
  // few marks of names, so no control character and no spreadsheet formula.
  given_name: personNameSchema('prénom'),
  family_name: personNameSchema('nom'),
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

const MAX_LIFETIME_SECONDS = 5 * 60;

/** Checks signature, algorithm, issuer, audience, expiry, age and lifetime (5 minutes at most). */
export async function verifyPartnerToken(
  partner: PartnerConfig,
  token: string,
): Promise<PartnerClaims> {
  try {
    const { payload } = await jwtVerify(token, await keyOf(partner), {
      algorithms: [partner.algorithm],
      issuer: partner.issuer,
      audience: partner.audience,
      maxTokenAge: MAX_LIFETIME_SECONDS,
      requiredClaims: ['exp', 'iat', 'jti', 'sub'],
    });
    // maxTokenAge bounds the age only: a token made to live longer would still open a session
    // from a link shared by mistake within its life (operations.md, issue #21, point 14).
    if ((payload.exp ?? 0) - (payload.iat ?? 0) > MAX_LIFETIME_SECONDS) {
      throw new Error('token lives longer than 5 minutes');
    }
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
  const fresh = await usePartnerToken(db, {
    partner: partner.id,
    jti: claims.jti,
    expires_at: claims.exp * 1000,
  });
  if (!fresh) throw new PartnerRefusal('replayed token');

  const existing = await findUserByEmail(db, claims.email);
  if (existing) return linkedLearner(existing, partner);
  if (!partner.createAccounts) throw new PartnerRefusal('unknown account');
  // The start checks the partner's school (config-references.ts); one deleted since then
  // closes the partner's sign-ups in words, not with a failed insert.
  if (!(await findStructure(db, partner.structure))) {
    throw new AppError(
      403,
      'partenaire_sans_ecole',
      'La connexion depuis ce partenaire n’est pas ouverte pour le moment\u202f: contactez votre auto-école.',
    );
  }
  try {
    return await createPartnerLearner(db, partner, claims, now);
  } catch (error) {
    // Another first sign-in of this e-mail made the account meanwhile (issue #21, point 5):
    // this one signs in to it, as it would have a moment later.
    const winner =
      isUniqueViolation(error, USERS_EMAIL) && (await findUserByEmail(db, claims.email));
    if (!winner) throw error;
    return linkedLearner(winner, partner);
  }
}

function linkedLearner(
  user: { id: string; role: string; structure_id: string | null },
  partner: PartnerConfig,
): string {
  if (user.role !== 'learner' || user.structure_id !== partner.structure) {
    throw new PartnerRefusal('account belongs to another school');
  }
  return user.id;
}

async function createPartnerLearner(
  db: Kysely<Database>,
  partner: PartnerConfig,
  claims: PartnerClaims,
  now: number,
): Promise<string> {
  const userId = newId();
  await db.transaction().execute(async (trx) => {
    await insertUser(trx, {
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
    });
    await insertInscription(trx, {
      id: newNumericId(),
      user_id: userId,
      licence_code: partner.licence,
      expiration_date: dayInFranceAfter(partner.accessDays, now),
      total_credits: 0,
      remaining_credits: 0,
      status: 'ouvert',
      created_at: now,
    });
  });
  return userId;
}
