import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { readableMail } from '../../apps/server/test/helpers/readable-mail';
import { E2E_OUTBOX } from '../playwright.config';

/** The server's outbox, oldest first, made readable (encoded headers, quoted-printable). */
function outbox(): string[] {
  if (!existsSync(E2E_OUTBOX)) return [];
  return readdirSync(E2E_OUTBOX)
    .sort()
    .map((name) => readableMail(readFileSync(path.join(E2E_OUTBOX, name), 'utf8')));
}

/** The mails sent to `to` (the header line itself: « Reply-To: » names the other party). */
export const mailsTo = (to: string, text = ''): string[] =>
  outbox().filter((mail) => new RegExp(`^To: ${to}\\r?$`, 'm').test(mail) && mail.includes(text));

/**
 * The link to a central page (the password's, or a school's offer) in the newest mail sent to
 * `email`, as a path the page can open.
 */
export function linkMailedTo(
  email: string,
  page: 'mot-de-passe' | 'rattachement' = 'mot-de-passe',
): string | null {
  const match = new RegExp(`https?://[^\\s"<]+/central/${page}\\?[^\\s"<]+`).exec(
    mailsTo(email).at(-1) ?? '',
  );
  if (!match) return null;
  const url = new URL(match[0].replace(/&amp;/g, '&').replace(/&#38;/g, '&'));
  return `${url.pathname}${url.search}`;
}
