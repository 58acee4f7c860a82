import { describe, expect, it } from 'vitest';
import { LICENCE_CODES } from './licences.js';
import {
  isRightAnswer,
  passMark,
  rate,
  shuffledLettering,
  toBankLetters,
  toShownLetters,
} from './series.js';

describe('pass marks', () => {
  it('is 35/40 for the road tests and 25/30 for the others, as in the official tests', () => {
    const marks = Object.fromEntries(
      LICENCE_CODES.map((code) => [
        code,
        passMark(code, code.startsWith('et') || code === 'b' ? 40 : 30),
      ]),
    );
    expect(marks).toEqual({
      b: 35,
      etg: 35,
      etgreg: 35,
      etm: 35,
      co: 25,
      ei: 25,
      crr: 25,
      a: 25,
      a1: 25,
      a2: 25,
      ha: 25,
    });
  });

  it('keeps the same rate, rounded up, for shorter series', () => {
    expect(passMark('b', 20)).toBe(18); // 17.5 → 18
    expect(passMark('b', 1)).toBe(1);
    expect(passMark('co', 12)).toBe(10);
  });
});

describe('answers', () => {
  it('is right only with exactly the right letters, in any order', () => {
    expect(isRightAnswer(['C', 'A'], ['A', 'C'])).toBe(true);
    expect(isRightAnswer(['A'], ['A', 'C'])).toBe(false);
    expect(isRightAnswer(['A', 'B', 'C'], ['A', 'C'])).toBe(false);
    expect(isRightAnswer([], ['B'])).toBe(false);
  });

  it('rates in whole percent, 0 when nothing was answered', () => {
    expect(rate(7, 8)).toBe(88);
    expect(rate(0, 0)).toBe(0);
  });
});

describe('lettering', () => {
  const sequence = (...values: number[]) => {
    let index = 0;
    return () => values[index++ % values.length] ?? 0;
  };

  const FOUR = ['le frein', 'le volant', 'le klaxon', 'le rétroviseur'];

  it('shuffles every letter of a question, each exactly once', () => {
    const maps = new Set<string>();
    for (let run = 0; run < 60; run += 1) {
      const map = shuffledLettering(FOUR, false, Math.random);
      expect([...map].sort().join('')).toBe('ABCD');
      maps.add(map);
    }
    expect(maps.size).toBeGreaterThan(5); // Of 24 orders: not a fixed few.
    expect(shuffledLettering(FOUR.slice(0, 3), false, sequence(0))).toHaveLength(3);
  });

  it('keeps the two halves of a two-part question apart', () => {
    for (let seed = 0; seed < 10; seed += 1) {
      const map = shuffledLettering(FOUR, true, sequence(seed / 10, 0.3));
      expect([...map.slice(0, 2)].sort().join('')).toBe('AB');
      expect([...map.slice(2)].sort().join('')).toBe('CD');
    }
  });

  it('keeps Oui/Non and scales in their order, and shuffles the other half', () => {
    const random = sequence(0); // Always swaps what it may.
    expect(shuffledLettering(['Oui', 'Non', 'à droite', 'à gauche'], true, random)).toBe('ABDC');
    expect(shuffledLettering(['0,2 g/l', '0,5 g/l', '0,8 g/l'], false, random)).toBe('ABC');
    expect(shuffledLettering(['90 km/h', '70 km/h', '50 km/h'], false, random)).toBe('ABC');
    expect(shuffledLettering(['17', '18', '15'], false, random)).not.toBe('ABC');
  });

  it('maps shown letters to the bank’s and back', () => {
    const map = 'CADB'; // shown A is bank C, shown B is bank A…
    expect(toBankLetters(['A', 'B'], map)).toEqual(['C', 'A']);
    expect(toShownLetters(['C', 'A'], map)).toEqual(['A', 'B']);
    expect(toShownLetters(['B'], map)).toEqual(['D']);
  });
});
