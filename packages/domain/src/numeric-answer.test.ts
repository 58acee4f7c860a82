import { describe, expect, it } from 'vitest';
import { numericAnswerSchema } from './content.js';
import {
  answerValue,
  formatNumeric,
  formatTolerance,
  isWithinTolerance,
  readTyped,
  sideOf,
  type NumericAnswer,
} from './numeric-answer.js';

const answer = (value: Partial<NumericAnswer> & Pick<NumericAnswer, 'nature' | 'valeur'>) =>
  numericAnswerSchema.parse({ tolerance: 0, ...value });

describe('typed answers of the offshore exercises (issue #22)', () => {
  it('checks the value’s form against its nature', () => {
    const messages = (value: unknown) =>
      numericAnswerSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
    expect(messages({ nature: 'heure', valeur: 14.5, tolerance: 5 })).toEqual([
      'valeur de la forme attendue pour « heure »',
    ]);
    expect(
      messages({ nature: 'latitude', valeur: { degres: 47, minutes: 2, sens: 'W' }, tolerance: 1 }),
    ).toEqual(['sens impossible']);
    expect(messages({ nature: 'cap', valeur: 360, tolerance: 2 })).toEqual(['un cap de 0 à 359°']);
    expect(messages({ nature: 'hauteur', valeur: 2.1, tolerance: 0.2 })).toEqual([]);
  });

  it('accepts what a careful learner finds, and no more', () => {
    const height = answer({ nature: 'hauteur', valeur: 2.1, tolerance: 0.2 });
    expect(isWithinTolerance(height, 2.3)).toBe(true);
    expect(isWithinTolerance(height, 2.31)).toBe(false);
    // A course wraps around north, a time around midnight.
    const course = answer({ nature: 'cap', valeur: 1, tolerance: 3 });
    expect(isWithinTolerance(course, 358)).toBe(true);
    expect(isWithinTolerance(course, 5)).toBe(false);
    const time = answer({ nature: 'heure', valeur: '00:02', tolerance: 5 });
    expect(answerValue(time)).toBe(2);
    expect(isWithinTolerance(time, 23 * 60 + 58)).toBe(true);
    expect(isWithinTolerance(time, 8)).toBe(false);
  });

  it('reads what the learner typed the French way', () => {
    expect(readTyped('hauteur', '2,15')).toBe(2.15);
    expect(readTyped('hauteur', ' 2.15 ')).toBe(2.15);
    expect(readTyped('hauteur', 'deux')).toBeNull();
    expect(readTyped('heure', '14 h 35')).toBe(14 * 60 + 35);
    expect(readTyped('heure', '14:35')).toBe(14 * 60 + 35);
    expect(readTyped('heure', '24:10')).toBeNull();
    const latitude = answer({
      nature: 'latitude',
      valeur: { degres: 47, minutes: 0.4, sens: 'N' },
      tolerance: 0.5,
    });
    const typed = readTyped('latitude', '47°00,7′', 'N');
    expect(typed).toBeCloseTo(47 * 60 + 0.7);
    expect(isWithinTolerance(latitude, typed ?? Number.NaN)).toBe(true);
    // West is negative, as the exercise's own side says.
    const longitude = answer({
      nature: 'longitude',
      valeur: { degres: 2, minutes: 59.2, sens: 'W' },
      tolerance: 0.5,
    });
    expect(isWithinTolerance(longitude, readTyped('longitude', '2 59,5', 'W') ?? 0)).toBe(true);
    expect(isWithinTolerance(longitude, readTyped('longitude', '3 00,8', 'W') ?? 0)).toBe(false);
  });
});

describe('values shown the French way (issue #22)', () => {
  it('formats each nature in its unit', () => {
    expect(formatNumeric('cap', 47)).toBe('047°');
    expect(formatNumeric('cap', 216.3)).toBe('216,3°');
    expect(formatNumeric('hauteur', 2.1)).toBe('2,1\u00a0m');
    expect(formatNumeric('vitesse', 5.14)).toBe('5,14\u00a0nœuds');
    // A plain number of an imported bank has no unit, nor a space for one.
    expect(formatNumeric('nombre', 112)).toBe('112');
    expect(formatTolerance(answer({ nature: 'nombre', valeur: 50, tolerance: 5 }))).toBe(
      'à 5 près',
    );
    expect(formatNumeric('heure', 14 * 60 + 5)).toBe('14\u00a0h\u00a005');
    expect(formatNumeric('latitude', 47 * 60 + 1.9)).toBe('47°01,9′\u00a0N');
    expect(formatNumeric('longitude', -(2 * 60 + 57))).toBe('2°57,0′\u00a0W');
    expect(formatNumeric('longitude', -(3 * 60 + 59.96))).toBe('4°00,0′\u00a0W');
  });

  it('states the tolerance and reads back what it formats', () => {
    const position = answer({
      nature: 'latitude',
      valeur: { degres: 47, minutes: 1.9, sens: 'N' },
    });
    expect(formatTolerance({ ...position, tolerance: 0.2 })).toBe('à 0,2′ près');
    expect(formatTolerance(answer({ nature: 'heure', valeur: '14:05', tolerance: 3 }))).toBe(
      'à 3\u00a0min près',
    );
    expect(sideOf(position)).toBe('N');
    expect(readTyped('heure', formatNumeric('heure', 845))).toBe(845);
    expect(readTyped('latitude', '47°01,9′', sideOf(position))).toBeCloseTo(2821.9, 6);
    expect(readTyped('longitude', '2°57,0′ W')).toBe(-177);
    expect(readTyped('longitude', '2 57 N', 'W')).toBeNull();
    expect(readTyped('cap', '235°')).toBe(235);
    expect(readTyped('hauteur', '2,1 m')).toBe(2.1);
    expect(readTyped('vitesse', '5,5 nœuds')).toBe(5.5);
    expect(readTyped('duree', '75 min')).toBe(75);
    expect(readTyped('distance', 'quatre')).toBeNull();
  });
});
