import { BRANDS } from '@prepacode/domain/brands';
import type { Mail, Mailer } from '../modules/mail/mailer.js';

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
