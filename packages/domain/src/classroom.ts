import { QUESTION_SECONDS } from './series.js';

// « Code en salle » (issue #43): a group theory session in the school's classroom, each learner
// answering on their own phone. The rules both the server and the pages read: the session's
// code, its phases, how it is paced and where its questions come from.

/**
 * The letters and digits of a session's code: none that reads as another on a projected screen
 * or a phone's keyboard (no 0/O/Q/D, 1/I/L/J, 2/Z, 5/S, 8/B, U/V).
 */
export const CLASSROOM_CODE_ALPHABET = 'ACEFGHKMNPRTWXY34679';
export const CLASSROOM_CODE_LENGTH = 6;

/** A code as typed: spaces and dashes dropped, lower case raised. */
export const normalisedClassroomCode = (typed: string): string =>
  typed.replace(/[\s-]/g, '').toUpperCase();

export const isClassroomCode = (code: string): boolean =>
  code.length === CLASSROOM_CODE_LENGTH &&
  [...code].every((character) => CLASSROOM_CODE_ALPHABET.includes(character));

/**
 * `attente`: the room joins, no question yet; `question`: the current question takes answers;
 * `correction`: its answers are shown, none taken; `terminee`: the session is over, its code
 * no longer valid.
 */
export const CLASSROOM_PHASES = ['attente', 'question', 'correction', 'terminee'] as const;
export type ClassroomPhase = (typeof CLASSROOM_PHASES)[number];

/** `chrono`: 20 s a question, as in the exam; `moniteur`: open until « Correction ». */
export const CLASSROOM_PACINGS = ['chrono', 'moniteur'] as const;
export type ClassroomPacing = (typeof CLASSROOM_PACINGS)[number];
export const CLASSROOM_PACING_LABELS: Readonly<Record<ClassroomPacing, string>> = {
  chrono: `${QUESTION_SECONDS} secondes par question`,
  moniteur: 'au rythme du moniteur',
};

/**
 * `examen`: one of the bank's fixed mock exams; `theme`: a thematic series; `tirage`: questions
 * drawn for this session in the exam's proportions.
 */
export const CLASSROOM_SOURCES = ['examen', 'theme', 'tirage'] as const;
export type ClassroomSource = (typeof CLASSROOM_SOURCES)[number];

/** What the presenter presses, from the phase it was pressed in. */
export const CLASSROOM_STEPS = ['question', 'correction', 'suivante', 'terminer'] as const;
export type ClassroomStep = (typeof CLASSROOM_STEPS)[number];

/** The phase a step leads to from another, or null when it cannot be pressed there. */
export function nextPhase(
  phase: ClassroomPhase,
  step: ClassroomStep,
  last: boolean,
): ClassroomPhase | null {
  if (phase === 'terminee') return null;
  if (step === 'terminer') return 'terminee';
  if (step === 'question') return phase === 'attente' ? 'question' : null;
  if (step === 'correction') return phase === 'question' ? 'correction' : null;
  // « Question suivante » after a correction; after the last one the session ends instead.
  return phase === 'correction' && !last ? 'question' : null;
}

/**
 * A session left running is ended after this long without a step: its code is then free and
 * its learners' series are counted as they stand.
 */
export const CLASSROOM_IDLE_HOURS = 4;
