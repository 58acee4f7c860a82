import { partResults, scoreOf, type ExamPart } from '@prepacode/domain/exam-format';
import {
  ANSWER_GRACE_SECONDS,
  ON_SCREEN_ALLOWANCE_SECONDS,
  questionSeconds,
} from '@prepacode/domain/preferences';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { AttemptRow } from './attempts.repository.js';
import {
  attemptAnswers,
  findDeadline,
  setDeadline,
  setExamResult,
} from './exam-clock.repository.js';

// The clock of exam conditions (issue #18, docs/series.md « The clock »): the server, not the
// page, decides when a question's time is up, so a reload or a second device does not reset it.

/**
 * Seconds per question of this attempt, or null when it runs without a clock or with one clock
 * for the whole exam (`deadline_at`, issue #22).
 */
export const examSeconds = (
  attempt: Pick<AttemptRow, 'parcours' | 'timed' | 'deadline_at' | 'time_extension'>,
): number | null =>
  attempt.parcours === 'examen' && attempt.timed === 1 && attempt.deadline_at === null
    ? questionSeconds(attempt.time_extension ?? 'non')
    : null;

/** The whole exam's clock: its seconds and what is left, or null when it has none. */
export function examClock(
  attempt: AttemptRow,
  now: number,
): { seconds: number; left: number } | null {
  if (attempt.deadline_at === null) return null;
  const seconds = Math.round((Number(attempt.deadline_at) - attempt.created_at) / 1000);
  return { seconds, left: secondsLeft(Number(attempt.deadline_at), seconds, now) };
}

/** An answer arriving after this instant (the deadline plus the network's grace) is too late. */
export const tooLate = (deadline: number | null, now: number): boolean =>
  deadline !== null && now > deadline + ANSWER_GRACE_SECONDS * 1000;

/**
 * The deadline of the question at `position`: the one already fixed, or, fixed once (a
 * concurrent request that fixed it first wins), now plus the time allowed plus the time the
 * question may take to come on screen (and its scene to play, issue #42). Said on screen, it is
 * brought forward (`shownAt`).
 */
export async function deadlineOf(
  db: Kysely<Database>,
  attempt: AttemptRow,
  slot: { position: number; deadline_at: number | null },
  seconds: number,
  now: number,
  sceneSeconds = 0,
): Promise<number> {
  if (slot.deadline_at !== null) return slot.deadline_at;
  const wanted = now + (seconds + ON_SCREEN_ALLOWANCE_SECONDS + sceneSeconds) * 1000;
  return fixDeadline(db, attempt.id, slot.position, wanted, 'unset');
}

/**
 * The question at `position` is on screen (issue #40): its clock runs from now, unless its
 * deadline is already earlier (said twice, or said after the allowance). Of two tabs saying it
 * at once, the earlier deadline stays. The deadline after it.
 */
export async function shownAt(
  db: Kysely<Database>,
  attempt: AttemptRow,
  slot: { position: number; deadline_at: number | null },
  seconds: number,
  now: number,
): Promise<number> {
  const fixed = await deadlineOf(db, attempt, slot, seconds, now);
  const wanted = now + seconds * 1000;
  return fixed <= wanted ? fixed : fixDeadline(db, attempt.id, slot.position, wanted, 'later');
}

/** One conditional update, then the deadline as it stands, whichever request set it. */
async function fixDeadline(
  db: Kysely<Database>,
  attemptId: number,
  position: number,
  wanted: number,
  where: 'unset' | 'later',
): Promise<number> {
  const [set] = await setDeadline(db, attemptId, position, wanted, where);
  if (set?.deadline_at != null) return Number(set.deadline_at);
  const kept = await findDeadline(db, attemptId, position);
  return kept?.deadline_at == null ? wanted : Number(kept.deadline_at);
}

/** Whole seconds left before the deadline, between 0 and the time allowed. */
export const secondsLeft = (deadline: number, seconds: number, now: number): number =>
  Math.min(seconds, Math.max(0, Math.ceil((deadline - now) / 1000)));

/**
 * More than one right letter for one statement: A/B answer the first part of a two-part
 * question and C/D the second, in the bank's letters as in the attempt's.
 */
export function severalAnswers(correctLetters: string, twoParts: boolean): boolean {
  const letters = correctLetters.split(',').filter(Boolean);
  if (!twoParts) return letters.length > 1;
  const first = letters.filter((letter) => letter === 'A' || letter === 'B').length;
  return first > 1 || letters.length - first > 1;
}

/** An attempt's parts (CRR, hauturier) as it was started with them; none for most exams. */
export const partsOf = (attempt: Pick<AttemptRow, 'exam_parts'>): ExamPart[] =>
  attempt.exam_parts === null ? [] : (JSON.parse(attempt.exam_parts) as ExamPart[]);

/** The points of each theme of an exam marked out of a total (hauturier); else null. */
export const pointsOf = (
  attempt: Pick<AttemptRow, 'exam_points'>,
): Record<string, number> | null =>
  attempt.exam_points === null ? null : (JSON.parse(attempt.exam_points) as Record<string, number>);

/** Whether the attempt needs settling when it ends: it has parts or counts points. */
export const settles = (attempt: Pick<AttemptRow, 'exam_parts' | 'exam_points'>): boolean =>
  attempt.exam_parts !== null || attempt.exam_points !== null;

/**
 * When an exam with parts or points ends, whether each part reached its own mark and the points
 * scored, kept on the attempt so that the history and the readiness verdict read them without
 * the answers.
 */
export async function settleExam(db: Kysely<Database>, attempt: AttemptRow): Promise<void> {
  const rows = await attemptAnswers(db, attempt.id);
  const answers = rows.map((row) => ({ theme: row.theme, right: Number(row.correct) === 1 }));
  const points = pointsOf(attempt);
  const parts = partResults(partsOf(attempt), answers, points);
  await setExamResult(db, attempt.id, {
    parts_passed: attempt.exam_parts === null ? null : parts.every((part) => part.passed) ? 1 : 0,
    score: points === null ? null : scoreOf(points, answers).score,
  });
}
