import type { Theme } from '@prepacode/domain/brands';
import type { Kysely } from 'kysely';
import { publicUrl, type Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { hashToken, randomToken } from '../../lib/tokens.js';
import type { Mailer } from '../mail/mailer.js';
import { passwordLinkMail } from '../mail/templates.js';
import { insertPasswordLink, passwordLinkSentSince } from './password-link.repository.js';

/** How long a password link sent on request (forgotten password, resent by a school) is valid. */
export const LINK_VALID_MINUTES = 60;

// One link at a time: a second request within this delay sends nothing (no mail bombing).
const RESEND_AFTER_MS = 2 * 60_000;

/** Whether a link for this account was made less than two minutes ago. */
export async function sentRecently(
  db: Kysely<Database>,
  userId: string,
  now = Date.now(),
): Promise<boolean> {
  return passwordLinkSentSince(db, userId, now - RESEND_AFTER_MS);
}

/**
 * A single-use link to the central « Nouveau mot de passe » page, valid `validMinutes` (an hour
 * for a forgotten password, a week in a welcome mail). Only the token's hash is stored. The
 * origin is configured, never taken from the request's Host header.
 */
export async function createPasswordLink(
  db: Kysely<Database>,
  link: {
    userId: string;
    brand: Theme;
    service?: string;
    validMinutes: number;
    publicUrl: string;
    /** The central page the link opens: a held account's opens its consent (ADR 0030). */
    page?: 'mot-de-passe' | 'rattachement';
  },
  now = Date.now(),
): Promise<string> {
  const token = randomToken();
  await insertPasswordLink(db, {
    token_hash: hashToken(token),
    user_id: link.userId,
    expires_at: now + link.validMinutes * 60_000,
    used_at: null,
    created_at: now,
  });
  const params = new URLSearchParams({ jeton: token, from: link.brand.name });
  if (link.service) params.set('service', link.service);
  return `${link.publicUrl}/central/${link.page ?? 'mot-de-passe'}?${params.toString()}`;
}

/**
 * A forgotten password's link, valid an hour, mailed to the account unless one left within two
 * minutes (no mail bombing): the central page's request, the code brand's and a school's resend
 * all answer the same either way.
 */
export async function mailPasswordLink(
  db: Kysely<Database>,
  mailer: Mailer,
  config: Config,
  user: { id: string; email: string; first_name: string },
  link: { brand: Theme; service?: string | undefined },
): Promise<void> {
  if (await sentRecently(db, user.id)) return;
  const validMinutes = LINK_VALID_MINUTES;
  const url = await createPasswordLink(db, {
    ...link,
    userId: user.id,
    validMinutes,
    publicUrl: publicUrl(config),
  });
  const to = { email: user.email, firstName: user.first_name };
  await mailer.send(passwordLinkMail(link.brand, to, url, validMinutes));
}
