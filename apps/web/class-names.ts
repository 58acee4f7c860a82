import { createHash } from 'node:crypto';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
/** Each name given in this build, with the class it stands for: a clash fails the build. */
const given = new Map<string, string>();

/**
 * The built name of a CSS module's class: a letter and five characters of a hash of its file
 * (relative to the repository, so every machine builds the same) and its name. Vite's default,
 * `_<name>_<hash>_<line>`, is about 14 characters, and every class is in a page's JavaScript
 * as well as in its CSS: about a kilobyte of a first load's gzip (issue #37).
 */
export function shortClassName(name: string, file: string): string {
  const key = `${path.relative(root, file.split('?')[0] ?? file)}:${name}`;
  const short = `c${createHash('sha256').update(key).digest('base64url').slice(0, 5)}`;
  const before = given.get(short);
  if (before !== undefined && before !== key) {
    throw new Error(`CSS class ${short} stands for ${before} and ${key}: lengthen the hash`);
  }
  given.set(short, key);
  return short;
}
