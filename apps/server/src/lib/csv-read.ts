import { CsvError, parse } from 'csv-parse/sync';

// Reading a CSV file people saved from a spreadsheet: the admin command's imports and the school
// space's (issue #19) read files the same way.

/** A file that cannot be read as CSV: the message says why, in French. */
export class CsvReadError extends Error {}

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
 * The file's text: UTF-8, with or without a byte-order mark, when its bytes are valid UTF-8;
 * otherwise Windows-1252, which French Excel on Windows writes for « CSV (séparateur : point-
 * virgule) ». A file that is not UTF-8 is almost never valid UTF-8 by chance (an « é » in
 * Windows-1252 is a lone byte UTF-8 refuses), so the check tells the two apart.
 */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/**
 * Reads a CSV file (decodeText): its header (names trimmed, as typed) and its rows. Empty
 * lines, and rows of empty cells a spreadsheet leaves behind, are skipped.
 */
export function readCsv(bytes: Uint8Array): { header: string[]; records: CsvRecord[] } {
  const text = decodeText(bytes);
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
      throw new CsvReadError(`fichier CSV illisible : ${error.message}`);
    }
    throw error;
  }
  const [header, ...records] = rows;
  if (!header) throw new CsvReadError('le fichier est vide : il faut une ligne d’en-tête.');
  return { header: header.fields, records };
}
