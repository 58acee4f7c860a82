import type { SeriesType } from '@prepacode/domain/series';
import type { Grade } from 'ts-fsrs';
import type { AttemptRow } from './attempts.repository.js';
import { examSeconds } from './exam-clock.js';
import { ratingOf } from './memory.js';

// The rating of a recorded answer for the memory model (issue #44, ADR 0034), from what its
// attempt keeps: the live answer (player.service.ts) and the history's replay
// (memory.repository.ts) read it the same way.

/**
 * The review one recorded answer makes, from what the attempt keeps (the live answer and the
 * replay read the same): none for a classroom question left unanswered, which the learner may
 * not have seen (they came late, or the room moved on); a question of the learner's own series
 * left until its time ran out is a wrong answer.
 */
export function reviewOf(
  attempt: Pick<AttemptRow, 'type' | 'parcours' | 'timed' | 'deadline_at' | 'time_extension'>,
  question: { deadline_at: number | null },
  answer: { stored: string; right: boolean; at: number },
): Grade | null {
  if (answer.stored === '' && attempt.type === ('salle' satisfies SeriesType)) return null;
  const seconds = examSeconds(attempt);
  const allowed = seconds === null || question.deadline_at === null ? null : seconds * 1000;
  const elapsed = allowed === null ? null : answer.at - (Number(question.deadline_at) - allowed);
  return ratingOf(answer.right, elapsed, allowed);
}
