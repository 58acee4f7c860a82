/**
 * Short answers (issue #46): a word or a few typed in full, as Moodle's « réponse courte » and
 * GIFT's `{=a =b}` ask them. Case, accents, spaces and punctuation are free (a learner on a phone
 * types « babord » for « Bâbord »); `tolerance` is how many typing slips are forgiven. No zod
 * here, so the player may import it (ADR 0003): the schema is in content.ts.
 */
import {
  answerValue,
  formatNumeric,
  formatTolerance,
  type NumericAnswer,
} from './numeric-answer.js';

export interface WordAnswer {
  nature: 'mot';
  /** The answers accepted, the first as the correction states it. */
  valeur: string[];
  /** Typing slips forgiven: letters missing, added, changed or swapped. */
  tolerance: number;
}

/** Any typed answer: a number in its unit, or words. */
export type TypedAnswer = NumericAnswer | WordAnswer;

export const isWordAnswer = (answer: TypedAnswer): answer is WordAnswer => answer.nature === 'mot';

/** The longest answer accepted: what `reponse` carries on the wire (spec §7), a few words. */
export const WORD_MAX_LENGTH = 40;

/**
 * Words as compared: lower case, no accent, « œ » as « oe », and only letters and digits, so
 * that « P.L.S. » is « PLS » and « pré-signalisation » is « présignalisation ».
 */
export const normalWords = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replaceAll('œ', 'oe')
    .replaceAll('æ', 'ae')
    .replace(/[^\p{L}\p{N}]+/gu, '');

/** Slips from one text to the other (Damerau–Levenshtein, adjacent swaps counted once). */
export function slips(from: string, to: string): number {
  const rows = Array.from({ length: from.length + 1 }, (_, i) =>
    Array.from({ length: to.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => rows[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i <= from.length; i += 1) {
    for (let j = 1; j <= to.length; j += 1) {
      const cost = from[i - 1] === to[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && from[i - 1] === to[j - 2] && from[i - 2] === to[j - 1])
        best = Math.min(best, at(i - 2, j - 2) + 1);
      (rows[i] as number[])[j] = best;
    }
  }
  return at(from.length, to.length);
}

/** Right when what was typed is one of the answers, within the slips forgiven. */
export function isWordRight(answer: WordAnswer, typed: string): boolean {
  const given = normalWords(typed);
  if (given === '') return false;
  return answer.valeur.some((one) => slips(normalWords(one), given) <= answer.tolerance);
}

/** How close counts as right, as the correction says it. */
export const wordPrecision = (answer: WordAnswer) =>
  answer.tolerance === 0
    ? 'majuscules et accents libres'
    : `à ${answer.tolerance} faute${answer.tolerance > 1 ? 's' : ''} de frappe près`;

/** The expected answer as the correction and the reviewer read it: « tribord » ou « droite ». */
export const wordExpected = (answer: WordAnswer) =>
  answer.valeur.map((one) => `«\u202f${one}\u202f»`).join(' ou ');

/** Any typed answer as a reader of the school space reads it: « 047° (à 2° près) ». */
export const expectedText = (answer: TypedAnswer) =>
  isWordAnswer(answer)
    ? `${wordExpected(answer)} (${wordPrecision(answer)})`
    : `${formatNumeric(answer.nature, answerValue(answer))} (${formatTolerance(answer)})`;
