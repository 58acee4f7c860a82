import { describe, expect, it } from 'vitest';
import { toCsv } from '../admin/csv.js';
import { spreadsheetCsv } from './spreadsheet.js';

// Issue #21, point 11 (OWASP « CSV injection »): a cell that a spreadsheet would run as a
// formula is written as text, in every CSV the product writes.
const HOSTILE = ['=HYPERLINK("https://evil.example")', '+33', '-2+3', '@SUM(A1)', '\tx', '\rx'];

describe('CSV files', () => {
  it('write no cell a spreadsheet would run, in the school’s export and the admin’s', () => {
    for (const csv of [
      spreadsheetCsv(['nom', 'score'], [...HOSTILE.map((cell) => [cell, -3]), ['Léa', 12]]),
      toCsv(['nom', 'score'], [...HOSTILE.map((cell) => [cell, -3]), ['Léa', 12]]),
    ]) {
      const cells = csv.split(/\r?\n/).flatMap((line) => line.split(/[;,]/));
      for (const cell of cells) expect(cell.replace(/^"/, '')).not.toMatch(/^[=+@\t\r]|^-\D/);
      expect(csv).toContain(`'=HYPERLINK`);
      expect(csv).toContain('Léa');
      // Numbers are numbers, not text: a negative score stays one.
      expect(csv).toMatch(/[;,]-3\r?\n/);
    }
  });
});
