import { stringify } from 'csv-stringify/sync';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CsvReadError, readCsv as readCsvBytes, type CsvRecord } from '../lib/csv-read.js';
import { BOM, inert } from '../lib/spreadsheet.js';
import { CommandError } from './options.js';

export { detectDelimiter, type CsvRecord } from '../lib/csv-read.js';

/** The file's header and rows (lib/csv-read.ts); an unreadable file is the command's failure. */
export function readCsv(bytes: Uint8Array): { header: string[]; records: CsvRecord[] } {
  try {
    return readCsvBytes(bytes);
  } catch (error) {
    if (error instanceof CsvReadError) throw new CommandError(error.message);
    throw error;
  }
}

/** CSV text with a header row, `,` separated, quoted where needed, no cell a formula. */
export const toCsv = (columns: readonly string[], rows: readonly (string | number)[][]): string =>
  stringify(
    rows.map((row) => row.map(inert)),
    { header: true, columns: [...columns] },
  );

/** Refuses a file that exists or a folder that does not, before any work is stored. */
export function checkNewFile(file: string): void {
  if (existsSync(file)) {
    throw new CommandError(`${file} existe déjà : choisissez un autre nom, ou supprimez-le.`);
  }
  if (!existsSync(path.dirname(path.resolve(file)))) {
    throw new CommandError(`le dossier de ${file} n’existe pas.`);
  }
}

/** Writes a new file, with a byte-order mark so that Excel reads the accents right. */
export async function writeCsvFile(file: string, csv: string): Promise<void> {
  try {
    await writeFile(file, BOM + csv, { flag: 'wx' });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new CommandError(`impossible d’écrire ${file} : ${reason}`);
  }
}
