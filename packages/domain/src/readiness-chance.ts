import type { Readiness } from './readiness.js';

// Readiness with the memory model's chance of passing (issue #44; prediction.ts computes it).
// Apart from readiness.ts, which every dashboard's first load carries (issue #37), and from
// prediction.ts, which reads the exam formats' schemas.

/**
 * The chance of passing the mock exam on the exam day that readiness asks, beside the mock exams
 * and the themes' targets (readiness.ts).
 */
export const READY_PASS_CHANCE = 0.8;

/**
 * The readiness verdict with the model's chance, when known: « Prêt pour l’examen » asks it to
 * reach READY_PASS_CHANCE too, and `chanceBelow` says when it holds the learner back.
 */
export function withPassChance(
  readiness: Readiness,
  passChance: number | undefined,
): Readiness & { chanceBelow: boolean } {
  const chanceBelow = passChance !== undefined && passChance < READY_PASS_CHANCE;
  return { ...readiness, ready: readiness.ready && !chanceBelow, chanceBelow };
}
