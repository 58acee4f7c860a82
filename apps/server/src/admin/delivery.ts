import { BRANDS } from '@prepacode/domain/brands';
import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { Mail, Mailer } from '../modules/mail/mailer.js';
import { welcomeLearner, type Welcome } from '../modules/signup/welcome.js';

/** Accounts made by the operator belong to no partner: their mails carry the default brand. */
export const ADMIN_BRAND = BRANDS.prepacode;

export const reasonOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/**
 * Sends a mail; answers why it could not leave, or null. The account it concerns is stored by
 * then: the command says what failed instead of undoing it.
 */
export async function trySend(mailer: Mailer, mail: Mail): Promise<string | null> {
  try {
    await mailer.send(mail);
    return null;
  } catch (error) {
    return reasonOf(error);
  }
}

/** The sign-up's welcome mail (modules/signup/welcome.ts): why it could not leave, or null. */
export async function sendWelcome(
  db: Kysely<Database>,
  mailer: Mailer,
  config: Config,
  welcome: Omit<Welcome, 'brand'>,
): Promise<string | null> {
  try {
    const { failure } = await welcomeLearner(db, mailer, config, undefined, {
      ...welcome,
      brand: ADMIN_BRAND,
    });
    return failure;
  } catch (error) {
    return reasonOf(error);
  }
}
