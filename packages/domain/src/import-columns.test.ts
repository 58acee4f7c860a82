import { describe, expect, it } from 'vitest';
import { IMPORT_COLUMNS, importColumnOf, isoDayOfFrench } from './import-columns.js';

describe('the columns of a learners’ file', () => {
  it.each([
    ['E-mail', 'email'],
    ['E‑MAIL', 'email'],
    ['Adresse e-mail', 'email'],
    ['Courriel', 'email'],
    ['Prénom', 'prenom'],
    ['PRENOM', 'prenom'],
    ['Nom de famille', 'nom'],
    ['Date de naissance', 'date_naissance'],
    ['date_naissance', 'date_naissance'],
    ['Né(e) le', 'date_naissance'],
    ['Né le', 'date_naissance'],
    ['Tél.', 'telephone'],
    ['Crédits d’examens blancs', 'credits'],
    ['Ville', null],
  ])('reads « %s » as %s', (header, key) => {
    expect(importColumnOf(header)?.key ?? null).toBe(key);
  });

  it('names every column once, by a header that reads as itself', () => {
    for (const column of IMPORT_COLUMNS) expect(importColumnOf(column.header)).toBe(column);
    expect(new Set(IMPORT_COLUMNS.map((column) => column.key)).size).toBe(IMPORT_COLUMNS.length);
  });

  it.each([
    ['23/04/2006', '2006-04-23'],
    ['3/4/2006', '2006-04-03'],
    ['23-04-2006', '2006-04-23'],
    ['23.04.2006', '2006-04-23'],
    [' 2006-04-23 ', '2006-04-23'],
    ['23/04/06', '23/04/06'],
    ['avril 2006', 'avril 2006'],
  ])('reads the day %s as %s', (text, day) => {
    expect(isoDayOfFrench(text)).toBe(day);
  });
});
