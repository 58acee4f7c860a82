import type { Proposition } from '../api/get-question';

/**
 * The propositions in the groups the learner sees. A two-part question (content format) has a
 * second statement: A and B answer the first, C and D the second.
 */
export function splitParts(
  propositions: Proposition[],
  continued: string | null,
): [Proposition[], Proposition[]] {
  return continued === null
    ? [propositions, []]
    : [propositions.slice(0, 2), propositions.slice(2)];
}

/** « A, C », or « aucune » when the time ran out. */
export const lettersLabel = (letters: readonly string[]) =>
  letters.length > 0 ? letters.join(', ') : 'aucune';
