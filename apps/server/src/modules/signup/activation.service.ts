import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { AppError } from '../../plugins/errors.js';
import { findUserByEmail, findUserEmail, type UserRow } from '../auth/accounts.repository.js';
import { recordAudit } from '../auth/audit.repository.js';
import { hashToken, randomToken } from '../../lib/tokens.js';
import { addCredits } from '../inscriptions/inscriptions.repository.js';
import {
  claimCodeWithToken,
  findActivationCode,
  findActivationCodeByToken,
  findCodeOwner,
  findCodeRevocation,
  setCodeOwner,
  setSignUpToken,
  useCodeFor,
} from './activation.repository.js';
import { insertAccount, openInscription } from './learners.service.js';

/** The sign-up token handed out for a code and an address: the account form has 30 minutes. */
export const TOKEN_VALID_MS = 30 * 60_000;

// One answer for an unknown, expired or foreign code: nothing tells a guesser which it was.
export const invalidCode = () =>
  new AppError(
    400,
    'code_invalide',
    'Ce code d’activation n’est pas valable : vérifiez sa saisie, ou demandez un nouveau code à l’organisme qui vous l’a remis.',
  );

const staleToken = () =>
  new AppError(
    400,
    'jeton_invalide',
    'Votre saisie a expiré : saisissez à nouveau votre code d’activation pour créer votre compte.',
  );

export type Submission =
  | { step: 'inscription'; token: string }
  | { step: 'connexion'; added?: { user: UserRow; licence: string; until: string } };

/**
 * soumission-code-activation: checks the code for this address and says what comes next. A code
 * its owner types again sends them to sign in; an unused code given with the address of an
 * existing learner adds the B access to that account at once (the code is used up).
 */
export async function submitCode(
  db: Kysely<Database>,
  { code, email }: { code: string; email: string },
  now = Date.now(),
): Promise<Submission> {
  const row = await findActivationCode(db, code);
  if (!row) throw invalidCode();
  if (row.used_at !== null) {
    const owner = row.user_id ? await findUserEmail(db, row.user_id) : undefined;
    if (owner?.email === email) return { step: 'connexion' };
    throw invalidCode();
  }
  // A code its school revoked (issue #19) is refused like an unknown one.
  if (row.expires_at <= now || row.revoked_at !== null) throw invalidCode();

  const existing = await findUserByEmail(db, email);
  if (existing) {
    if (existing.role !== 'learner') throw invalidCode();
    const until = await db.transaction().execute(async (trx) => {
      await consume(trx, row.code, existing.id, now);
      const access = await openInscription(
        trx,
        { userId: existing.id, licence: row.licence_code, days: row.access_days },
        now,
      );
      if (row.exam_credits > 0) await addCredits(trx, access.id, row.exam_credits);
      await recordAudit(
        trx,
        {
          actorId: existing.id,
          action: 'code_activation_ajoute',
          subjectId: existing.id,
          ip: null,
        },
        now,
      );
      return access.expirationDate;
    });
    return { step: 'connexion', added: { user: existing, licence: row.licence_code, until } };
  }

  const token = randomToken();
  await setSignUpToken(db, row.code, {
    email,
    token_hash: hashToken(token),
    token_expires_at: now + TOKEN_VALID_MS,
  });
  return { step: 'inscription', token };
}

/** Uses the code up for this account; of two uses at once, exactly one gets here. */
async function consume(db: Kysely<Database>, code: string, userId: string, now: number) {
  if ((await useCodeFor(db, code, userId, now)) !== 1) {
    // Revoked by its school at that instant (issue #19): refused like any invalid code.
    const lost = await findCodeRevocation(db, code);
    if (lost && lost.revoked_at !== null) throw invalidCode();
    throw new AppError(
      409,
      'code_deja_utilise',
      'Ce code d’activation vient d’être utilisé : si c’est par vous, connectez-vous.',
    );
  }
}

export interface SignUp {
  token: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  birthDate: string;
}

/**
 * creer-et-inscrire-eleve: the account, its B inscription and the code's use, in one
 * transaction. The code row is claimed first, so a second request for the same code waits on
 * its lock (PostgreSQL) or behind the writer (SQLite), then finds it used and creates nothing.
 */
export async function signUpWithCode(
  db: Kysely<Database>,
  signUp: SignUp,
  now = Date.now(),
): Promise<{ userId: string; until: string; structureId: string; licence: string }> {
  const row = await findActivationCodeByToken(db, hashToken(signUp.token));
  if (!row || row.used_at !== null || (row.token_expires_at ?? 0) <= now) throw staleToken();
  if (row.expires_at <= now || row.revoked_at !== null) throw invalidCode();
  if (row.email !== signUp.email) {
    throw new AppError(
      400,
      'email_different',
      `Utilisez l’adresse e‑mail saisie avec votre code d’activation (${row.email ?? ''}), ou recommencez avec une autre adresse.`,
    );
  }
  if (await findUserByEmail(db, signUp.email)) {
    throw new AppError(
      409,
      'compte_existant',
      'Un compte existe déjà pour cette adresse : saisissez à nouveau votre code pour l’y ajouter.',
    );
  }
  return db.transaction().execute(async (trx) => {
    const claimed = await claimCodeWithToken(trx, row.code, hashToken(signUp.token), now);
    if (claimed !== 1) throw staleToken();
    const userId = await insertAccount(
      trx,
      {
        email: signUp.email,
        firstName: signUp.firstName,
        lastName: signUp.lastName,
        structureId: row.structure_id,
        phone: signUp.phone,
        birthDate: signUp.birthDate,
      },
      now,
    );
    await setCodeOwner(trx, row.code, userId);
    const access = await openInscription(
      trx,
      { userId, licence: row.licence_code, days: row.access_days },
      now,
    );
    if (row.exam_credits > 0) await addCredits(trx, access.id, row.exam_credits);
    await recordAudit(
      trx,
      { actorId: userId, action: 'inscription_code_activation', subjectId: userId, ip: null },
      now,
    );
    return {
      userId,
      until: access.expirationDate,
      structureId: row.structure_id,
      licence: row.licence_code,
    };
  });
}

/** regenerer-mot-de-passe: the account a used code belongs to, if any. */
export async function ownerOfCode(db: Kysely<Database>, code: string) {
  return findCodeOwner(db, code);
}
