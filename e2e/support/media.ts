import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MEDIA = fileURLToPath(new URL('../../content/media/', import.meta.url));

/**
 * The address a picture of content/media is served at: the hash of its bytes (issue #40), as
 * the server names it (apps/server/src/modules/content/media-url.ts), never its file name.
 */
export function mediaAddress(file: string): string {
  const hash = createHash('sha256')
    .update(readFileSync(path.join(MEDIA, file)))
    .digest('hex')
    .slice(0, 20);
  return `/media/${hash}${path.extname(file)}`;
}
