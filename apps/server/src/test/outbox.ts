import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

/**
 * A raw message as a test reads it: quoted-printable undone (soft line breaks, then runs of =XX
 * bytes decoded as UTF-8) so that texts and links read as they were written.
 */
export const readableMail = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/(=[0-9A-F]{2})+/g, (run) =>
      Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'),
    );

/**
 * A mail outbox for the enclosing `describe` (pass `dir` as OUTBOX_DIR), removed afterwards.
 * `mails()` reads every message oldest first, made readable.
 */
export function useOutbox() {
  const dir = mkdtempSync(path.join(tmpdir(), 'prepacode-outbox-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const mails = () =>
    readdirSync(dir)
      .sort()
      .map((name) => readableMail(readFileSync(path.join(dir, name), 'utf8')));
  return { dir, mails };
}
