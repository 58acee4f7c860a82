import type { Theme } from '@prepacode/domain/brands';
import type { Kysely } from 'kysely';
import type { Config } from '../../../config.js';
import type { Database } from '../../../db/database.js';
import { AppError } from '../../../plugins/errors.js';
import { findUserByEmail } from '../../auth/accounts.repository.js';
import type { Mailer } from '../../mail/mailer.js';
import { insertAccount, openInscription, type NewAccount } from '../../signup/learners.service.js';
import { welcomeLearner } from '../../signup/welcome.js';
import { addCredits } from '../../inscriptions/inscriptions.repository.js';

// A learner made by their school (issue #19, point 3): the school space's « Nouvel élève » and
// its CSV import, and the admin commands `learner-create` and `learners-import`, all run these
// functions (one implementation of each action).

export interface Enrolment extends NewAccount {
  licence: string;
  days: number;
  /** Exam credits given with the inscription. */
  credits?: number;
}

/** The account and its inscription, inside the caller's transaction. */
export async function enrol(
  db: Kysely<Database>,
  learner: Enrolment,
  now = Date.now(),
): Promise<{ userId: string; until: string }> {
  const userId = await insertAccount(db, learner, now);
  const { id, expirationDate } = await openInscription(
    db,
    { userId, licence: learner.licence, days: learner.days },
    now,
  );
  if (learner.credits) await addCredits(db, id, learner.credits);
  return { userId, until: expirationDate };
}

export const emailTaken = (email: string) =>
  new AppError(
    409,
    'compte_existant',
    `Un compte existe déjà pour ${email}\u202f: cherchez l’élève dans la liste, ou utilisez une autre adresse.`,
  );

/**
 * The welcome mail (signup/welcome.ts): a link, valid a week, to choose a password. Answers
 * why it did not leave, or null; the account is kept either way.
 */
export async function sendWelcome(
  db: Kysely<Database>,
  mailer: Mailer,
  config: Config,
  brand: Theme,
  learner: { id: string; email: string; firstName: string; structureId: string },
  licence: string,
  until: string,
): Promise<string | null> {
  try {
    const { failure } = await welcomeLearner(db, mailer, config, undefined, {
      brand,
      learner: { id: learner.id, email: learner.email, firstName: learner.firstName },
      structureId: learner.structureId,
      licence,
      until,
    });
    return failure;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * A learner without a password and their inscription, stored together; then the welcome mail.
 * Answers the new account, its last day of access and why the mail did not leave, if it did not.
 */
export async function createLearnerAccount(
  db: Kysely<Database>,
  mailer: Mailer,
  config: Config,
  brand: Theme,
  learner: Enrolment,
  now = Date.now(),
): Promise<{ userId: string; until: string; mailError: string | null }> {
  if (await findUserByEmail(db, learner.email)) throw emailTaken(learner.email);
  const { userId, until } = await db.transaction().execute((trx) => enrol(trx, learner, now));
  const mailError = await sendWelcome(
    db,
    mailer,
    config,
    brand,
    {
      id: userId,
      email: learner.email.trim().toLowerCase(),
      firstName: learner.firstName,
      structureId: learner.structureId,
    },
    learner.licence,
    until,
  );
  return { userId, until, mailError };
}
