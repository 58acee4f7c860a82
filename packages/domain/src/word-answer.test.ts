import { describe, expect, it } from 'vitest';
import { questionFileSchema } from './content.js';
import {
  isWordRight,
  normalWords,
  slips,
  wordExpected,
  wordPrecision,
  type WordAnswer,
} from './word-answer.js';

const answer = (valeur: string[], tolerance = 0): WordAnswer => ({
  nature: 'mot',
  valeur,
  tolerance,
});

describe('a short answer', () => {
  it('reads case, accents, « œ », spaces and punctuation as free', () => {
    expect(normalWords('  Bâbord ! ')).toBe('babord');
    expect(normalWords('P.L.S.')).toBe('pls');
    expect(normalWords('Œil-de-bœuf')).toBe('oeildeboeuf');
    expect(isWordRight(answer(['PLS']), 'p.l.s.')).toBe(true);
    expect(
      isWordRight(answer(['triangle de présignalisation']), 'triangle de pré-signalisation'),
    ).toBe(true);
    expect(isWordRight(answer(['Bâbord']), 'BABORD')).toBe(true);
    expect(
      isWordRight(answer(['position latérale de sécurité']), 'Position  laterale de securite'),
    ).toBe(true);
  });

  it('is right for any answer accepted, and never for nothing', () => {
    const side = answer(['tribord', 'côté droit']);
    expect(isWordRight(side, 'cote droit')).toBe(true);
    expect(isWordRight(side, 'bâbord')).toBe(false);
    expect(isWordRight(side, ' ')).toBe(false);
    expect(isWordRight(answer(['a'], 2), '')).toBe(false);
  });

  it('forgives as many typing slips as its tolerance, a swap counting one', () => {
    expect(slips('tribord', 'tribrod')).toBe(1);
    expect(slips('tribord', 'tibord')).toBe(1);
    expect(slips('tribord', 'trirbodd')).toBe(2);
    expect(isWordRight(answer(['tribord'], 1), 'tribrod')).toBe(true);
    expect(isWordRight(answer(['tribord'], 1), 'trbrod')).toBe(false);
    expect(isWordRight(answer(['tribord']), 'tribrod')).toBe(false);
  });

  it('says what was expected and how close counts', () => {
    expect(wordExpected(answer(['tribord', 'droite']))).toBe(
      '«\u202ftribord\u202f» ou «\u202fdroite\u202f»',
    );
    expect(wordPrecision(answer(['a']))).toBe('majuscules et accents libres');
    expect(wordPrecision(answer(['a'], 2))).toBe('à 2 fautes de frappe près');
  });

  it('is checked by the content schema: words, and slips from 0 to 2', () => {
    const entry = (reponse: unknown) => ({
      id: 'IM-A-001',
      enonce: 'Comment appelle-t-on le côté droit d’un bateau\u202f?',
      reponse,
      explication: 'Le côté droit d’un bateau, regardant vers l’avant, est tribord.',
      reference: 'Vocabulaire maritime',
    });
    expect(questionFileSchema.safeParse([entry(answer(['tribord']))]).success).toBe(true);
    const messages = (reponse: unknown) =>
      questionFileSchema.safeParse([entry(reponse)]).error?.issues.map((one) => one.message) ?? [];
    expect(messages(answer([]))).toEqual(['au moins une réponse acceptée']);
    expect(messages(answer(['tribord'], 3))).toHaveLength(1);
    expect(messages({ nature: 'mot', valeur: 'tribord', tolerance: 0 })).toHaveLength(1);
  });
});
