import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CommandError } from './options.js';

/** A data row of a CSV file and the line it ends on, as an editor numbers them. */
export interface CsvRecord {
  line: number;
  fields: string[];
}

const BOM = '\uFEFF';

/**
 * French spreadsheets save with `;`, others with `,`: the header row says which (it holds only
 * column names, so whichever separator it contains is the file's).
 */
export function detectDelimiter(text: string): ';' | ',' {
  const header = text.split(/\r?\n/, 1)[0] ?? '';
  return header.split(';').length > header.split(',').length ? ';' : ',';
}

/**
 * Reads a CSV file in UTF-8, with or without a byte-order mark: its header (columns trimmed and
 * lower-cased) and its rows. Empty lines, and rows of empty cells a spreadsheet leaves behind,
 * are skipped. A file saved in another encoding is refused rather than read with broken letters.
 */
export function readCsv(bytes: Uint8Array): { header: string[]; records: CsvRecord[] } {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new CommandError(
      'le fichier n’est pas en UTF-8 : enregistrez-le au format « CSV UTF-8 » puis relancez.',
    );
  }
  const rows: CsvRecord[] = [];
  try {
    parse(text, {
      bom: true,
      delimiter: detectDelimiter(text.replace(BOM, '')),
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      on_record: (fields, context) => {
        if (fields.some((field) => field !== '')) rows.push({ line: context.lines, fields });
        return fields;
      },
    });
  } catch (error) {
    if (error instanceof CsvError) {
      throw new CommandError(`fichier CSV illisible : ${error.message}`);
    }
    throw error;
  }
  const [header, ...records] = rows;
  if (!header) throw new CommandError('le fichier est vide : il faut une ligne d’en-tête.');
  return { header: header.fields.map((name) => name.trim().toLowerCase()), records };
}

/** CSV text with a header row, `,` separated, quoted where needed. */
export const toCsv = (columns: readonly string[], rows: readonly (string | number)[][]): string =>
  stringify([...rows], { header: true, columns: [...columns] });

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
