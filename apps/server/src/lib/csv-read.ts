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
 * Reads a CSV file in UTF-8, with or without a byte-order mark: its header (columns trimmed and
 * lower-cased) and its rows. Empty lines, and rows of empty cells a spreadsheet leaves behind,
 * are skipped. A file saved in another encoding is refused rather than read with broken letters.
 */
export function readCsv(bytes: Uint8Array): { header: string[]; records: CsvRecord[] } {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new CsvReadError(
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
      throw new CsvReadError(`fichier CSV illisible : ${error.message}`);
    }
    throw error;
  }
  const [header, ...records] = rows;
  if (!header) throw new CsvReadError('le fichier est vide : il faut une ligne d’en-tête.');
  return { header: header.fields.map((name) => name.trim().toLowerCase()), records };
}
