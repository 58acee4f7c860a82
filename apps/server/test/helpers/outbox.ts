import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { readableMail } from './readable-mail.js';

export { readableMail };

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
