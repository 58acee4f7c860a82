import {
  birthDateSchema,
  emailSchema,
  frenchPhoneSchema,
  personNameSchema,
} from '@prepacode/domain/contracts/fields';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { findUserByEmail } from '../modules/auth/accounts.repository.js';
import type { Mailer } from '../modules/mail/mailer.js';
import { createLearnerAccount } from '../modules/school/learners/learner-accounts.service.js';
import { PHONE_MESSAGE } from '../modules/school/learners/learners-import-rows.js';
import { ADMIN_BRAND } from './delivery.js';
import { CommandError, integerSchema, licenceCodeSchema, schoolIdSchema } from './options.js';
import { checkNewAccount } from './schools.js';

/** Days of access an inscription gets when the command does not say. */
export const DEFAULT_ACCESS_DAYS = 365;

/** The learner an option names: an existing account, and a learner's, not a staff member's. */
export async function findLearner(db: Kysely<Database>, email: string) {
  const user = await findUserByEmail(db, email);
  if (!user) throw new CommandError(`aucun compte pour ${email}`);
  if (user.role !== 'learner') throw new CommandError(`${email} n’est pas un compte d’élève`);
  return user;
}

export const learnerCreateSchema = z.object({
  school: schoolIdSchema,
  email: emailSchema,
  firstName: personNameSchema('prénom'),
  lastName: personNameSchema('nom'),
  licence: licenceCodeSchema,
  days: integerSchema(1, 3650).default(DEFAULT_ACCESS_DAYS),
  // Exam credits given with the inscription, as the school space's « Nouvel élève » gives them.
  credits: integerSchema(0, 999).default(0),
  phone: z.optional(frenchPhoneSchema(PHONE_MESSAGE)),
  birthDate: z.optional(birthDateSchema),
});

/**
 * `learner-create`: a learner without a password and the inscription to a licence, stored
 * together; then the welcome mail with its link to choose a password. Answers the account, its
 * last day of access, and why the mail did not leave if it did not (the account stays).
 */
export async function createLearner(
  db: Kysely<Database>,
  mailer: Mailer,
  config: Config,
  options: z.output<typeof learnerCreateSchema>,
  now = Date.now(),
): Promise<{ userId: string; until: string; mailError: string | null }> {
  await checkNewAccount(db, options);
  return createLearnerAccount(
    db,
    mailer,
    config,
    ADMIN_BRAND,
    {
      email: options.email,
      firstName: options.firstName,
      lastName: options.lastName,
      structureId: options.school,
      phone: options.phone ?? null,
      birthDate: options.birthDate ?? null,
      licence: options.licence,
      days: options.days,
      credits: options.credits,
    },
    now,
  );
}
