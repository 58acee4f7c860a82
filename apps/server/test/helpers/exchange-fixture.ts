import type { Kysely } from 'kysely';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '../../src/db/database.js';
import { exportBank, pictureFolderOf } from '../../src/modules/content/exchange/export.js';
import { importBankFile } from '../../src/modules/content/exchange/import-bank.js';
import { readGift } from '../../src/modules/content/exchange/gift-read.js';
import { readMoodleXml } from '../../src/modules/content/exchange/moodle-xml-read.js';
import type { BankToExport, ExchangeFormat } from '../../src/modules/content/exchange/portable.js';

/**
 * A bank written in a format and read back (issue #46, point 3): a GIFT's pictures come from the
 * folder written beside it, as they would on a disk.
 */
export function roundTrip(
  loaded: BankToExport,
  format: ExchangeFormat,
  readMedia: (file: string) => Buffer,
) {
  const file = `/nowhere/${loaded.bank.id}.${format === 'gift' ? 'gift' : 'xml'}`;
  const exported = exportBank(loaded, format, readMedia, file);
  const bytes = Buffer.from(exported.text);
  const folder = path.dirname(file);
  const pictures = new Map(
    exported.pictures.map((picture) => [
      path.join(folder, pictureFolderOf(file), picture.name),
      picture.bytes,
    ]),
  );
  const read =
    format === 'moodle-xml'
      ? readMoodleXml(bytes)
      : readGift(bytes, folder, (one) => pictures.get(one));
  return { exported, read };
}

const PUBLISHER = path.join(import.meta.dirname, '../fixtures/exchange/moodle-publisher.xml');

/**
 * The publisher's Moodle XML fixture imported as a bank of a network for licence b, its
 * questions of a category no theme names going to theme C: five questions « à relire ».
 */
export const importPublisherBank = (db: Kysely<Database>, bankId: string, network: string) =>
  importBankFile(db, readMoodleXml(readFileSync(PUBLISHER)), {
    bankId,
    licence: 'b',
    network,
    theme: 'C',
    format: 'moodle-xml',
  });
