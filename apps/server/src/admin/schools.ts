import { BRAND_NAMES } from '@prepacode/domain/brands';
import {
  emailSchema,
  frenchPhoneSchema,
  personNameSchema,
} from '@prepacode/domain/contracts/fields';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { AppError } from '../plugins/errors.js';
import { createSchool as createNetworkSchool } from '../modules/school/network/schools.service.js';
import { findUserByEmail } from '../modules/auth/accounts.repository.js';
import { findStructure } from '../modules/front/front.repository.js';
import { deleteStaffAccount } from '../modules/staff/staff.repository.js';
import { inviteStaff } from '../modules/school/team/team.service.js';
import type { Mailer } from '../modules/mail/mailer.js';
import { CommandError, schoolIdSchema } from './options.js';
import { ADMIN_BRAND } from './delivery.js';
import type { LinkSent } from './passwords.js';

/** The school an option names, or a clear refusal. */
export async function findSchool(db: Kysely<Database>, id: string) {
  const school = await findStructure(db, id);
  if (!school) throw new CommandError(`aucune école d’identifiant ${id}`);
  return school;
}

/**
 * Before a new account: its school exists, and its address has no account yet (learner or
 * staff: one account per address).
 */
export async function checkNewAccount(
  db: Kysely<Database>,
  account: { school: string; email: string },
): Promise<void> {
  await findSchool(db, account.school);
  if (await findUserByEmail(db, account.email))
    throw new CommandError(`un compte existe déjà pour ${account.email}`);
}

export const schoolCreateSchema = z.object({
  id: schoolIdSchema,
  name: z
    .string()
    .trim()
    .min(2, 'nom de l’école : 2 caractères au moins')
    .max(200, 'nom de l’école : 200 caractères au plus'),
  email: z.optional(emailSchema),
  address: z.optional(z.string().trim().max(300, 'adresse : 300 caractères au plus')),
  phone: z.optional(frenchPhoneSchema('numéro de téléphone français attendu (ex. 01 23 45 67 89)')),
  brand: z.optional(
    z.enum(BRAND_NAMES, { message: `marque attendue : ${BRAND_NAMES.join(', ')}` }),
  ),
});

/**
 * `school-create`: a school (structure), its contact address receiving the learners’ messages.
 * The operator's page creates schools with the same service (modules/school/network/schools.service.ts).
 */
export async function createSchool(
  db: Kysely<Database>,
  options: z.output<typeof schoolCreateSchema>,
  now = Date.now(),
): Promise<void> {
  try {
    await createNetworkSchool(db, options, now);
  } catch (error) {
    if (error instanceof AppError && error.code === 'ecole_existante') {
      throw new CommandError(`l’école ${options.id} existe déjà`);
    }
    throw error;
  }
}

export const staffCreateSchema = z.object({
  school: schoolIdSchema,
  role: z
    .enum(['moniteur', 'gestionnaire'], { message: 'rôle attendu : moniteur ou gestionnaire' })
    .default('moniteur'),
  email: emailSchema,
  firstName: personNameSchema('prénom'),
  lastName: personNameSchema('nom'),
});

/**
 * `staff-create`: a staff account of a school, without a password; the link mailed to it (and
 * printed) lets its owner choose one on the central site.
 */
export async function createStaff(
  db: Kysely<Database>,
  mailer: Mailer,
  config: Config,
  options: z.output<typeof staffCreateSchema>,
  now = Date.now(),
): Promise<LinkSent> {
  await checkNewAccount(db, options);
  const { link, mailError } = await inviteStaff(
    db,
    mailer,
    config,
    ADMIN_BRAND,
    {
      school: options.school,
      role: options.role,
      email: options.email,
      firstName: options.firstName,
      lastName: options.lastName,
    },
    now,
  );
  return { link, mailError };
}

export const staffRemoveSchema = z.object({ email: emailSchema });

/**
 * `staff-remove`: a staff member who left the school loses their account at once; their
 * sessions end, what they wrote stays. Only staff accounts: a learner's ends by erasure.
 */
export async function removeStaff(
  db: Kysely<Database>,
  options: z.output<typeof staffRemoveSchema>,
): Promise<void> {
  if ((await deleteStaffAccount(db, options.email)) === 0)
    throw new CommandError(`aucun membre d’école n’a l’adresse ${options.email}`);
}
