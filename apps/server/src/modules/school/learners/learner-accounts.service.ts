import type { Theme } from '@prepacode/domain/brands';
import type { Kysely } from 'kysely';
import type { Config } from '../../../config.js';
import type { Database } from '../../../db/database.js';
import { AppError } from '../../../plugins/errors.js';
import { newId } from '../../../lib/tokens.js';
import { WELCOME_LINK_DAYS } from '../../mail/templates.js';
import { heldAccountEmail, insertInvitation } from '../enrolment/enrolment.repository.js';
import { alreadyHere, mailConsent, standingOf } from '../enrolment/enrolment.service.js';
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

/** An enrolment stored: the school's account, its last day, and the account it joins, if held. */
export interface Enrolled {
  userId: string;
  until: string;
  /** The owner's account a held account waits to join (ADR 0030); null for a new address. */
  joins: string | null;
}

/**
 * The school's account for the address: a new one, or, for an address another account has, one
 * held for its owner's consent (ADR 0030). An address taken at the same moment by another
 * enrolment is then another account's like any other.
 */
async function accountFor(
  db: Kysely<Database>,
  learner: Enrolment,
  now: number,
): Promise<{ userId: string; joins: string | null }> {
  let standing = await standingOf(db, learner.structureId, learner.email);
  if (standing.kind === 'free') {
    const userId = await insertAccount(db, learner, now).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'compte_existant') return null;
      throw error;
    });
    if (userId) return { userId, joins: null };
    standing = await standingOf(db, learner.structureId, learner.email);
  }
  if (standing.kind !== 'elsewhere') throw alreadyHere(learner.email);
  const userId = await insertAccount(db, { ...learner, email: heldAccountEmail(newId()) }, now);
  await insertInvitation(db, {
    user_id: userId,
    joins_user_id: standing.ownerId,
    email: learner.email,
    created_at: now,
  });
  return { userId, joins: standing.ownerId };
}

/** The account and its inscription, inside the caller's transaction. */
export async function enrol(
  db: Kysely<Database>,
  learner: Enrolment,
  now = Date.now(),
): Promise<Enrolled> {
  const email = learner.email.trim().toLowerCase();
  const { userId, joins } = await accountFor(db, { ...learner, email }, now);
  const { id, expirationDate } = await openInscription(
    db,
    { userId, licence: learner.licence, days: learner.days },
    now,
  );
  if (learner.credits) await addCredits(db, id, learner.credits);
  return { userId, until: expirationDate, joins };
}

/**
 * The welcome mail (signup/welcome.ts): a link, valid a week, to choose a password; for a held
 * account, its owner's consent mail, valid as long. Answers why it did not leave, or null; the
 * account is kept either way.
 */
export async function sendWelcome(
  db: Kysely<Database>,
  mailer: Mailer,
  config: Config,
  brand: Theme,
  learner: { id: string; email: string; firstName: string; structureId: string },
  licence: string,
  until: string,
  joins: string | null,
): Promise<string | null> {
  if (joins) {
    return mailConsent(db, mailer, config, brand, learner.id, WELCOME_LINK_DAYS * 24 * 60);
  }
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
  const { userId, until, joins } = await db
    .transaction()
    .execute((trx) => enrol(trx, learner, now));
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
    joins,
  );
  return { userId, until, mailError };
}
