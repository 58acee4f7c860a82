import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where answers go when it is not the sender (a learner's message to the school). */
  replyTo?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** The folder mails are written to when no SMTP server is set: they reach nobody by themselves. */
  readonly outbox?: string;
}

/**
 * Mail delivery (architecture brief): SMTP when `smtpUrl` is set; otherwise each message is
 * written as an `.eml` file in `outboxDir`, which a developer opens in any mail reader.
 */
export function createMailer({
  smtpUrl,
  outboxDir,
  from,
}: {
  smtpUrl: string | undefined;
  outboxDir: string;
  from: string;
}): Mailer {
  if (smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from, ...mail });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  let sequence = 0;
  return {
    outbox: outboxDir,
    async send(mail) {
      const info = await transport.sendMail({ from, ...mail });
      await mkdir(outboxDir, { recursive: true });
      // Sortable names: the newest message is the last file.
      sequence += 1;
      const name = `${Date.now()}-${process.pid}-${String(sequence).padStart(4, '0')}.eml`;
      await writeFile(path.join(outboxDir, name), info.message as Buffer);
    },
  };
}

/** Where a mail that did not leave is logged: a request's logger or the app's. */
interface MailLog {
  error(details: object, message: string): void;
}

/**
 * Sends a mail whose subject is already stored (a decision, an answer, a request): a failure is
 * logged and answered false, never thrown, so the caller tells the person rather than losing
 * what they did.
 */
export async function sendOrLog(
  mailer: Mailer,
  mail: Mail,
  log: MailLog,
  what: string,
): Promise<boolean> {
  try {
    await mailer.send(mail);
    return true;
  } catch (error) {
    log.error({ err: error }, `${what} not sent`);
    return false;
  }
}
