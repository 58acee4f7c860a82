import { emailSchema } from '@prepacode/domain/contracts/fields';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { appUrl, publicUrl, type Config } from '../config.js';
import type { Database } from '../db/database.js';
import { findUserByEmail } from '../modules/auth/accounts.repository.js';
import { createPasswordLink, LINK_VALID_MINUTES } from '../modules/central/password-link.js';
import type { Mailer } from '../modules/mail/mailer.js';
import { passwordLinkMail } from '../modules/mail/templates.js';
import { ADMIN_BRAND, trySend } from './delivery.js';
import { CommandError } from './options.js';

/** The link, printed for the operator to hand over when the mail could not leave. */
export interface LinkSent {
  link: string;
  mailError: string | null;
}

/**
 * A single-use link to the central « Nouveau mot de passe » page, mailed to the account as a
 * forgotten password's link (a new staff account's invitation: school/team/team.service.ts).
 */
export async function sendAccountLink(
  db: Kysely<Database>,
  mailer: Mailer,
  config: Config,
  user: { id: string; email: string; firstName: string },
  validMinutes: number,
  now = Date.now(),
): Promise<LinkSent> {
  const link = await createPasswordLink(
    db,
    {
      userId: user.id,
      brand: ADMIN_BRAND,
      service: appUrl(config),
      validMinutes,
      publicUrl: publicUrl(config),
    },
    now,
  );
  const to = { email: user.email, firstName: user.firstName };
  const mailError = await trySend(mailer, passwordLinkMail(ADMIN_BRAND, to, link, validMinutes));
  return { link, mailError };
}

export const passwordResetSchema = z.object({ learner: emailSchema });

/**
 * `password-reset`: a link valid one hour, as the forgotten-password page sends, for any
 * account. Nothing else changes until the new password is set, which ends the sessions.
 */
export async function resetPassword(
  db: Kysely<Database>,
  mailer: Mailer,
  config: Config,
  options: z.output<typeof passwordResetSchema>,
): Promise<LinkSent> {
  const user = await findUserByEmail(db, options.learner);
  if (!user) throw new CommandError(`aucun compte pour ${options.learner}`);
  return sendAccountLink(
    db,
    mailer,
    config,
    { id: user.id, email: user.email, firstName: user.first_name },
    LINK_VALID_MINUTES,
  );
}
