import type { App } from '../../src/app.js';
import { main } from '../../src/admin/admin-cli.js';
import { loadConfig, type Config } from '../../src/config.js';
import { createMailer, type Mailer } from '../../src/modules/mail/mailer.js';
import { useOutbox } from './outbox.js';
import { TEST_ENV, XSRF } from './test-app.js';

/**
 * The configuration and mailer the admin commands get, mails going to an outbox of the
 * enclosing `describe` (read with `mails()`).
 */
export function useAdminMail(env: Record<string, string> = {}): {
  config: Config;
  mailer: Mailer;
  mails: () => string[];
  outboxDir: string;
} {
  const outbox = useOutbox();
  const config = loadConfig({ ...TEST_ENV, OUTBOX_DIR: outbox.dir, ...env });
  const mailer = createMailer({
    smtpUrl: undefined,
    outboxDir: config.OUTBOX_DIR,
    from: config.MAIL_FROM,
  });
  return { config, mailer, mails: outbox.mails, outboxDir: outbox.dir };
}

/** A mailer that cannot send, as when the SMTP server is down. */
export const brokenMailer: Mailer = {
  send: () => Promise.reject(new Error('SMTP injoignable')),
};

/** Chooses a password through a link's page, as its owner would; answers the status. */
export async function choosePassword(app: App, link: string, password: string): Promise<number> {
  const jeton = new URL(link).searchParams.get('jeton') ?? '';
  const answer = await app.inject({
    method: 'POST',
    url: '/central/api/mot-de-passe/nouveau',
    ...XSRF,
    payload: { jeton, mot_de_passe: password },
  });
  return answer.statusCode;
}

/** The password link a mail carries. */
export function linkIn(mail: string | undefined): string {
  const match = /https?:\/\/\S+\/central\/mot-de-passe\?jeton=[\w-]+[^\s"<]*/.exec(mail ?? '');
  if (!match) throw new Error('no password link in the mail');
  return match[0].replace(/&amp;/g, '&');
}

/** One command line, as the operator's terminal would see it (a log: not a TTY). */
export async function cli(argv: string[], env: Record<string, string | undefined>) {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    env,
  });
  return { code, stdout, stderr };
}
