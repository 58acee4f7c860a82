import { stringify } from 'csv-stringify/sync';

/** Excel reads a UTF-8 file as Windows-1252 without it. */
export const BOM = '\uFEFF';

/**
 * A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, return: OWASP's « CSV
 * injection ») is kept as text: a learner named « =HYPERLINK(…) » stays a name.
 */
export const inert = (cell: string | number): string | number =>
  typeof cell === 'string' && /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;

/**
 * CSV as a French spreadsheet opens it with a double click once written in UTF-8 with the BOM:
 * `;` between cells (the French list separator, the comma being the decimal one), lines ending
 * in CRLF.
 */
export const spreadsheetCsv = (
  columns: readonly string[],
  rows: readonly (readonly (string | number)[])[],
): string =>
  stringify(
    rows.map((row) => row.map(inert)),
    { header: true, columns: [...columns], delimiter: ';', record_delimiter: 'windows' },
  );
