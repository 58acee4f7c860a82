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
import type { Carte } from '@prepacode/domain/contracts/player.contract';
import { AppError } from '../../plugins/errors.js';
import type { BankChart } from '../content/chart.js';

// Typed answers of the offshore chart and tide exercises (issue #22, point 3): what the player
// asks, how the server reads and scores what was typed, and how the correction states it. The
// attempt keeps the value read (`answerValue`'s unit), so a correction never reads text again.

/** The expected answer of a question version, or null for a question answered by letters. */
export const expectedOf = (typedAnswer: string | null): NumericAnswer | null =>
  typedAnswer === null ? null : (JSON.parse(typedAnswer) as NumericAnswer);

/** What the player shows beside the field: the unit and an example of the form it reads. */
export function promptOf(expected: NumericAnswer) {
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
export function readAnswer(expected: NumericAnswer, typed: string) {
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

/** A stored value as the learner reads it back (« 2,1 m »); null when unanswered. */
export const shownValue = (expected: NumericAnswer, stored: string | null) =>
  stored === null || stored === '' ? null : formatNumeric(expected.nature, Number(stored));

/** The correction of a typed answer: what was read, what was expected and how close. */
export function typedCorrection(expected: NumericAnswer, stored: string | null) {
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
