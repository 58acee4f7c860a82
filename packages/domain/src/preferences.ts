import { QUESTION_SECONDS } from './series.js';

/**
 * A learner's own settings (issue #18, points 3 and 5), kept by the server so they follow the
 * learner to every device. Wire names are French, like the rest of the API.
 */

/**
 * Extended time in exam conditions: the French « tiers-temps » and the official sessions for
 * dys candidates. Fixed on an attempt when it starts, so changing it later never helps a
 * running exam.
 */
export const TEMPS_MAJORE = ['non', 'x1.5', 'x2', 'sans_limite'] as const;
export type TempsMajore = (typeof TEMPS_MAJORE)[number];

const TIME_FACTORS: Record<TempsMajore, number | null> = {
  non: 1,
  'x1.5': 1.5,
  x2: 2,
  sans_limite: null,
};

/** Seconds per question in exam conditions with this extended time; null: no clock at all. */
export function questionSeconds(extension: TempsMajore): number | null {
  const factor = TIME_FACTORS[extension];
  return factor === null ? null : Math.round(QUESTION_SECONDS * factor);
}

/** Seconds for a whole exam of `minutes` with this extended time (CRR); null: no clock. */
export function examTotalSeconds(minutes: number, extension: TempsMajore): number | null {
  const factor = TIME_FACTORS[extension];
  return factor === null ? null : Math.round(minutes * 60 * factor);
}

/** How the option reads, on the preferences page and the results. */
export const TEMPS_MAJORE_LABELS: Record<TempsMajore, string> = {
  non: 'Temps normal (20 s par question)',
  'x1.5': 'Temps majoré ×1,5 (30 s par question)',
  x2: 'Temps majoré ×2 (40 s par question)',
  sans_limite: 'Sans limite de temps',
};

/** What the results and the history say of an attempt passed with extended time. */
export const TEMPS_MAJORE_RESULTS: Record<Exclude<TempsMajore, 'non'>, string> = {
  'x1.5': 'Examen passé avec temps majoré ×1,5',
  x2: 'Examen passé avec temps majoré ×2',
  sans_limite: 'Examen passé sans limite de temps',
};

/** Reading speed of the read-aloud, and the speech rate each one means. */
export const VITESSES_LECTURE = ['lente', 'normale', 'rapide'] as const;
export type VitesseLecture = (typeof VITESSES_LECTURE)[number];
export const SPEECH_RATES: Record<VitesseLecture, number> = {
  lente: 0.8,
  normale: 1,
  rapide: 1.25,
};
export const VITESSE_LECTURE_LABELS: Record<VitesseLecture, string> = {
  lente: 'Lente',
  normale: 'Normale',
  rapide: 'Rapide',
};

/**
 * Seconds an answer may arrive after its question's deadline and still count: the time it
 * takes to travel. Later, it is recorded as unanswered.
 */
export const ANSWER_GRACE_SECONDS = 2;

/**
 * Issue #40: a question's clock starts when it is on screen (its picture loaded), which the
 * player tells the server. Served and never said shown, its clock starts anyway after so many
 * seconds: the most a slow picture, or a page that never says it, adds to the time allowed.
 */
export const ON_SCREEN_ALLOWANCE_SECONDS = 10;

/**
 * Issue #42: a moving scene lasts so long at least and at most. It plays once before its
 * question, whose clock starts at its end: the server allows for the longest on top of the
 * allowance above, then keeps the moment the player says the scene has ended.
 */
export const SCENE_SECONDS = { min: 5, max: 12 } as const;
