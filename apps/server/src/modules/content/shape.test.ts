import { describe, expect, it } from 'vitest';
import type { LoadedBank, LoadedQuestion } from './content.types.js';
import { applyRebalance, planRebalance } from './rebalance.js';
import { shapeReport } from './shape.js';

// Issue #40: the shape report and the rebalancing, on banks built in memory.
const question = (
  id: string,
  propositions: string[],
  correctes: string[],
  twoParts = false,
): LoadedQuestion => ({
  id,
  enonce: `Question ${id}`,
  ...(twoParts ? { enonce_suite: 'Et la suite\u202f?' } : {}),
  propositions: Object.fromEntries(
    propositions.map((text, i): [string, string] => ['ABCD'.charAt(i), text]),
  ),
  correctes: correctes as LoadedQuestion['correctes'],
  explication: 'Une explication assez longue pour la règle citée ici même.',
  reference: 'Code de la route, art. R413-2',
  bank: 'essai',
  theme: 'L',
});

const bankOf = (questions: LoadedQuestion[]) => ({ questions }) as unknown as LoadedBank;
const id = (n: number) => `ES-L-${String(n).padStart(3, '0')}`;
const refusedLabels = (bank: LoadedBank) =>
  shapeReport(bank)
    .filter((line) => line.refused)
    .map((line) => line.label);

describe('shape report', () => {
  // Twelve questions whose right answer is always A, and always the longest.
  const leaning = Array.from({ length: 12 }, (_, n) =>
    question(id(n + 1), ['le bon choix, bien détaillé', 'le piège', 'un autre'], ['A']),
  );

  it('refuses a place and a length that win beyond chance + 10 points', () => {
    expect(refusedLabels(bankOf(leaning))).toEqual(['A parmi 3', 'la plus longue']);
    const line = shapeReport(bankOf(leaning)).find((one) => one.label === 'A parmi 3');
    expect(line).toMatchObject({ share: 1, count: 12 });
    expect(line?.chance).toBeCloseTo(1 / 3);
  });

  it('reports a small group without refusing it: one question moves it too far', () => {
    expect(refusedLabels(bankOf(leaning.slice(0, 9)))).toEqual([]);
  });

  it('counts « Oui » apart, and each part of a two-part question', () => {
    const yes = Array.from({ length: 10 }, (_, n) =>
      question(id(n + 1), ['Oui', 'Non', 'à gauche', 'à droite'], ['A', n % 2 ? 'C' : 'D'], true),
    );
    expect(refusedLabels(bankOf(yes))).toEqual([
      'A parmi 2',
      '«\u202fOui\u202f» (ou «\u202fVrai\u202f»)',
    ]);
  });
});

describe('rebalancing', () => {
  it('moves right answers off the crowded place, and keeps Oui/Non and scales as they are', () => {
    const fixed = [
      question(id(90), ['Oui', 'Non'], ['A']),
      question(id(91), ['0,2 g/l', '0,5 g/l', '0,8 g/l'], ['A']),
    ];
    const bank = bankOf([
      ...Array.from({ length: 12 }, (_, n) => question(id(n + 1), ['a', 'b', 'c'], ['A'])),
      ...fixed,
    ]);
    const moves = planRebalance(bank);
    expect(moves.has(id(90))).toBe(false);
    expect(moves.has(id(91))).toBe(false);
    const places = Array.from({ length: 12 }, (_, n) => moves.get(id(n + 1)) ?? 'ABC');
    // Where the right text (bank letter A) now stands: as often first, second and third.
    const counts = [0, 1, 2].map((place) => places.filter((order) => order[place] === 'A').length);
    expect(counts).toEqual([4, 4, 4]);
  });

  it('rewrites only the propositions and the right letters of a moved question', () => {
    const text = `- id: ES-L-001
  enonce: Une question
  propositions:
    A: la bonne réponse, écrite
      sur deux lignes
    B: une mauvaise
    C: une autre mauvaise
  correctes: [A]
  explication: Inchangée.
- id: ES-L-002
  propositions:
    A: inchangée
    B: inchangée aussi
  correctes: [B]
`;
    expect(applyRebalance(text, new Map([['ES-L-001', 'BCA']]))).toBe(`- id: ES-L-001
  enonce: Une question
  propositions:
    A: une mauvaise
    B: une autre mauvaise
    C: la bonne réponse, écrite
      sur deux lignes
  correctes: [C]
  explication: Inchangée.
- id: ES-L-002
  propositions:
    A: inchangée
    B: inchangée aussi
  correctes: [B]
`);
  });
});
