import {
  answerValue,
  formatNumeric,
  formatTolerance,
  isWithinTolerance,
  NUMERIC_EXAMPLES,
  NUMERIC_UNITS,
  readTyped,
  sideOf,
  type NumericAnswer,
} from '@prepacode/domain/numeric-answer';
import {
  isWordAnswer,
  isWordRight,
  wordExpected,
  wordPrecision,
  type TypedAnswer,
} from '@prepacode/domain/word-answer';
import type { Carte } from '@prepacode/domain/contracts/player.contract';
import { AppError } from '../../plugins/errors.js';
import type { BankChart } from '../content/chart.js';

// Typed answers of the offshore chart and tide exercises (issue #22, point 3), and the short
// answers of imported banks (issue #46): what the player asks, how the server reads and scores
// what was typed, and how the correction states it. The attempt keeps the value read
// (`answerValue`'s unit; the words as typed), so a correction never reads a number again.

/** What the player shows beside the field: the unit and an example of the form it reads. */
export function promptOf(expected: TypedAnswer) {
  if (isWordAnswer(expected)) return { nature: expected.nature, unite: '', exemple: '' };
  const side = sideOf(expected);
  return {
    nature: expected.nature,
    unite: side ?? NUMERIC_UNITS[expected.nature],
    exemple: NUMERIC_EXAMPLES[expected.nature],
  };
}

const WHAT: Record<NumericAnswer['nature'], string> = {
  cap: 'un angle en degrés',
  distance: 'une distance en milles',
  hauteur: 'une hauteur en mètres',
  sonde: 'une sonde en mètres',
  heure: 'une heure',
  duree: 'une durée en minutes',
  vitesse: 'une vitesse en nœuds',
  latitude: 'une latitude en degrés et minutes',
  longitude: 'une longitude en degrés et minutes',
  nombre: 'un nombre',
};

/** What was typed, read and scored; a clear French error when it cannot be read. */
export function readAnswer(expected: TypedAnswer, typed: string) {
  if (isWordAnswer(expected)) return readWords(expected, typed);
  const value = readTyped(expected.nature, typed, sideOf(expected));
  if (value === null) {
    throw new AppError(
      400,
      'reponse_invalide',
      `Réponse illisible\u202f: écrivez ${WHAT[expected.nature]}, par exemple «\u202f${NUMERIC_EXAMPLES[expected.nature]}\u202f».`,
    );
  }
  return { stored: String(value), right: isWithinTolerance(expected, value) };
}

/** Words typed, kept as typed (spaces tidied; the wire holds 40 characters at most). */
function readWords(expected: Extract<TypedAnswer, { nature: 'mot' }>, typed: string) {
  const words = typed.trim().replace(/\s+/g, ' ');
  return { stored: words, right: isWordRight(expected, words) };
}

/** A stored value as the learner reads it back (« 2,1 m »); null when unanswered. */
export function shownValue(expected: TypedAnswer, stored: string | null) {
  if (stored === null || stored === '') return null;
  return isWordAnswer(expected) ? stored : formatNumeric(expected.nature, Number(stored));
}

/** The correction of a typed answer: what was read, what was expected and how close. */
export function typedCorrection(expected: TypedAnswer, stored: string | null) {
  if (isWordAnswer(expected))
    return {
      donnee: shownValue(expected, stored),
      attendue: wordExpected(expected),
      precision: wordPrecision(expected),
    };
  return {
    donnee: shownValue(expected, stored),
    attendue: formatNumeric(expected.nature, answerValue(expected)),
    precision: formatTolerance(expected),
  };
}

/** The chart as the player receives it: its drawing's URL instead of the media file. */
export const chartFor = (chart: BankChart, url: string): Carte => {
  const { file: _file, ...rest } = chart;
  return { ...rest, url };
};

/** What a learner would type, right or wrong: the demo's history and the tests answer so. */
export function replyTo(expected: TypedAnswer, right: boolean): string {
  if (isWordAnswer(expected)) return right ? (expected.valeur[0] ?? '') : 'je ne sais pas';
  const value = answerValue(expected) + (right ? 0 : 10 * (expected.tolerance + 1));
  return formatNumeric(expected.nature, value);
}
