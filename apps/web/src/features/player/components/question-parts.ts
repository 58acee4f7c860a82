import { splitParts as splitTwoParts } from '@prepacode/domain/question-parts';
import type { Proposition } from '../api/get-question';

/** The propositions in the groups the learner sees: one per statement. */
export const splitParts = (
  propositions: Proposition[],
  continued: string | null,
): [Proposition[], Proposition[]] => splitTwoParts(propositions, continued !== null);

/** « A, C », or « aucune » when the time ran out. */
export const lettersLabel = (letters: readonly string[]) =>
  letters.length > 0 ? letters.join(', ') : 'aucune';
