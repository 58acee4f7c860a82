import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkNewFile, detectDelimiter, readCsv, toCsv, writeCsvFile } from './csv.js';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('admin CSV files', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'prepacode-csv-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('takes the separator from the header row', () => {
    expect(detectDelimiter('email;prenom;nom;permis\na,b;c;d;e')).toBe(';');
    expect(detectDelimiter('email,prenom,nom,permis\na;b,c,d,e')).toBe(',');
  });

  it('numbers rows as an editor does, skipping empty lines and rows of empty cells', () => {
    const { header, records } = readCsv(
      bytes('\uFEFF Email ;Nom\r\n\r\na@exemple.fr; Durand \r\n;\r\n"b@exemple.fr";"Le\nGoff"\r\n'),
    );
    expect(header).toEqual(['Email', 'Nom']);
    expect(records).toEqual([
      { line: 3, fields: ['a@exemple.fr', 'Durand'] },
      { line: 6, fields: ['b@exemple.fr', 'Le\nGoff'] },
    ]);
  });

  it('writes quoted CSV, with a byte-order mark in files, never over an existing file', async () => {
    const csv = toCsv(['code', 'lot'], [['MICH-AAAA-BBBB', 'Salon, édition 2027']]);
    expect(csv).toBe('code,lot\nMICH-AAAA-BBBB,"Salon, édition 2027"\n');
    const file = path.join(folder, 'codes.csv');
    checkNewFile(file);
    await writeCsvFile(file, csv);
    expect(readFileSync(file, 'utf8')).toBe(`\uFEFF${csv}`);
    expect(() => checkNewFile(file)).toThrow('codes.csv existe déjà');
    await expect(writeCsvFile(file, csv)).rejects.toThrow('impossible d’écrire');
    expect(() => checkNewFile(path.join(folder, 'absent', 'codes.csv'))).toThrow('n’existe pas');
  });
});
