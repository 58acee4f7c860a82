import { LICENCE_TYPES, type LicenceCode } from './licences.js';
import { keepsOrder, splitParts } from './question-parts.js';

/**
 * Series rules shared by the engine and the player: types, modes, timing, pass marks, scoring
 * and the lettering shuffle. docs/series.md explains them; tests pin them.
 */
export const SERIES_TYPES = [
  'examen',
  'thematique',
  'accueil',
  'personnalise',
  'erreurs',
  // A classroom session (issue #43): answered on the learner's phone, in their own history.
  'salle',
] as const;
export type SeriesType = (typeof SERIES_TYPES)[number];

/** Fixed series come from the content files; the other two are composed for each learner. */
export const FIXED_SERIES_TYPES = ['examen', 'thematique', 'accueil'] as const;
export const COMPOSED_SERIES_TYPES = ['personnalise', 'erreurs'] as const;

/** How the history names a mock exam drawn afresh at its start (`<bank>-nouvel-examen`). */
export const DRAWN_EXAM_LABEL = 'Examen blanc tiré au sort';

export const SERIES_TYPE_LABELS: Record<SeriesType, string> = {
  examen: 'Examens blancs',
  thematique: 'Séries thématiques',
  accueil: 'Série de bienvenue',
  personnalise: 'Parcours personnalisé',
  erreurs: 'Révision de mes erreurs',
  salle: 'Séances en salle',
};

/**
 * Whether a series of this type is graded « Réussi » / « Pas encore »: not the welcome series,
 * whose five questions only show how the player works.
 */
export const isGradedSeries = (type: SeriesType): boolean => type !== 'accueil';

/**
 * `parcours` of PUT /api/serie/create: in `examen` the corrections wait for the end and a timed
 * series runs its clock; in `entrainement` each answer is corrected at once, without a clock.
 */
export const PARCOURS = ['examen', 'entrainement'] as const;
export type Parcours = (typeof PARCOURS)[number];

/** `ordre_lettrage`: the bank's lettering, or propositions shuffled for this attempt. */
export const ORDRE_LETTRAGE = ['fixe', 'aleatoire'] as const;
export type OrdreLettrage = (typeof ORDRE_LETTRAGE)[number];

/** Seconds per question in a timed series, as in the official test. */
export const QUESTION_SECONDS = 20;

/** Questions in a personalised series and in a mistakes review. */
export const COMPOSED_SERIES_SIZE = 20;

/**
 * The pass mark: at most 5 mistakes, as in the official road test (35/40) and the boat tests
 * in their 30-question form (25/30). A shorter series keeps the same rate, rounded up.
 */
export const MAX_MISTAKES = 5;

export function passRate(licence: LicenceCode): number {
  const count = LICENCE_TYPES[licence].nbQuestions;
  return (count - MAX_MISTAKES) / count;
}

export function passMark(licence: LicenceCode, nbQuestions: number): number {
  return Math.ceil(nbQuestions * passRate(licence) - 1e-9);
}

/** A percentage rounded to the unit, 0 when nothing was answered. */
export function rate(correct: number, answered: number): number {
  return answered === 0 ? 0 : Math.round((correct / answered) * 100);
}

export const LETTERS = ['A', 'B', 'C', 'D'] as const;

/** Right only when exactly the correct letters were chosen, as in the official test. */
export function isRightAnswer(given: readonly string[], correct: readonly string[]): boolean {
  if (given.length !== correct.length) return false;
  const expected = new Set(correct);
  return given.every((letter) => expected.has(letter));
}

/**
 * The lettering of one question in one attempt: `map[i]` is the bank letter shown as the i-th
 * letter, from the texts of its propositions in the bank's order. Two-part questions keep their
 * halves (A/B then C/D), each half shuffled on its own; a half whose order carries meaning
 * (`keepsOrder`: Oui/Non, a scale) keeps it.
 */
export function shuffledLettering(
  texts: readonly string[],
  twoParts: boolean,
  random: () => number,
): string {
  const shuffle = (letters: string[]) => {
    if (
      keepsOrder(
        letters.map((letter) => texts[LETTERS.indexOf(letter as (typeof LETTERS)[number])] ?? ''),
      )
    ) {
      return letters;
    }
    for (let i = letters.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [letters[i], letters[j]] = [letters[j] as string, letters[i] as string];
    }
    return letters;
  };
  const bank = LETTERS.slice(0, texts.length) as string[];
  const [first, second] = splitParts(bank, twoParts);
  return [...shuffle(first), ...shuffle(second)].join('');
}

/** Shown letters → bank letters, through an attempt's lettering. */
export const toBankLetters = (shown: readonly string[], map: string) =>
  shown.map((letter) => map[LETTERS.indexOf(letter as (typeof LETTERS)[number])] ?? '');

/** Bank letters → shown letters, sorted as the learner sees them. */
export const toShownLetters = (bank: readonly string[], map: string) =>
  bank.map((letter) => LETTERS[map.indexOf(letter)] ?? '').sort();
