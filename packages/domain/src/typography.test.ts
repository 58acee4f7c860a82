import { describe, expect, it } from 'vitest';
import { mendTypography, ofPerson, typographySlips } from './typography.js';

const messages = (text: string) => typographySlips(text).map((slip) => slip.message);

describe('French typography', () => {
  it.each(['?', '!', ';', ':'])(
    'wants U+202F, not a plain or no-break space, before %s',
    (sign) => {
      expect(messages(`Vraiment ${sign}`)).toHaveLength(1);
      expect(messages(`Vraiment\u00A0${sign}`)).toHaveLength(1);
      expect(messages(`Vraiment\u202F${sign}`)).toEqual([]);
    },
  );

  it('wants U+202F inside guillemets', () => {
    expect(messages('« Valider »')).toHaveLength(2);
    expect(messages('«Valider»')).toHaveLength(2);
    expect(messages('«\u202FValider\u202F»')).toEqual([]);
  });

  // EI-N-033 ended a folded line with « and its thin space: read, that is « plus two spaces.
  it('refuses a plain space next to the thin one', () => {
    expect(messages('permis «\u202F eaux intérieures\u202F»')).toHaveLength(1);
    expect(messages('permis «\u202Feaux intérieures \u202F»')).toHaveLength(1);
    expect(messages('Vraiment \u202F?')).toHaveLength(1);
    expect(messages('permis «\u202Feaux\u202F» ou ?')).toHaveLength(1);
    expect(mendTypography('permis «\u202F eaux \u202F»')).toBe('permis «\u202Feaux\u202F»');
  });

  it('wants « e-mail » with a non-breaking hyphen', () => {
    expect(messages('Adresse e-mail')).toHaveLength(1);
    expect(messages('Adresse e\u2011mail')).toEqual([]);
  });

  it('leaves indentation, addresses, times and Markdown pictures alone', () => {
    expect(messages('    : suite')).toEqual([]);
    expect(messages('https://exemple.fr/?a=1 à 14:30')).toEqual([]);
    expect(messages('Voir le schéma ![Un carrefour](code-route/x.svg)')).toEqual([]);
  });

  it('gives the offset of each slip, in order', () => {
    expect(typographySlips('Oui ? Non !').map((slip) => slip.index)).toEqual([3, 9]);
  });

  it('mends what it reports, once and for all', () => {
    const text = 'Votre e-mail : « Valider » ou «Annuler» ? Oui !';
    const mended = mendTypography(text);
    expect(mended).toBe(
      'Votre e\u2011mail\u202F: «\u202FValider\u202F» ou «\u202FAnnuler\u202F»\u202F? Oui\u202F!',
    );
    expect(typographySlips(mended)).toEqual([]);
    expect(mendTypography(mended)).toBe(mended);
  });
});

describe('ofPerson', () => {
  it('elides « de » before a vowel, accented or not, and keeps it before a consonant', () => {
    expect(ofPerson('Léa')).toBe('de Léa');
    expect(ofPerson('Inès')).toBe('d’Inès');
    expect(ofPerson('Émile')).toBe('d’Émile');
    expect(ofPerson('Hugo')).toBe('de Hugo');
  });
});
