import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { readGift } from './gift-read.js';
import { readMoodleXml } from './moodle-xml-read.js';
import type { ExchangeFormat, ReadFile } from './portable.js';

/** A file larger than this is refused before it is read: a whole bank with pictures is 15 MB. */
export const MAX_EXCHANGE_FILE_BYTES = 64 * 1024 * 1024;

/** A Moodle XML or GIFT file read by its extension; a GIFT's pictures from beside it. */
export function readExchangeFile(file: string): { format: ExchangeFormat; file: ReadFile } {
  const gift =
    path.extname(file).toLowerCase() === '.gift' || path.extname(file).toLowerCase() === '.txt';
  const format: ExchangeFormat = gift ? 'gift' : 'moodle-xml';
  const refused = (problem: string) => ({
    format,
    file: { questions: [], notCarried: [], problems: [problem] },
  });
  if (!existsSync(file)) return refused(`fichier introuvable\u202f: ${file}`);
  if (statSync(file).size > MAX_EXCHANGE_FILE_BYTES)
    return refused(`fichier de plus de ${MAX_EXCHANGE_FILE_BYTES / 1024 / 1024} Mo`);
  const bytes = readFileSync(file);
  const readPicture = (picture: string) =>
    existsSync(picture) && statSync(picture).isFile() ? readFileSync(picture) : undefined;
  return {
    format,
    file: gift ? readGift(bytes, path.dirname(file), readPicture) : readMoodleXml(bytes),
  };
}
