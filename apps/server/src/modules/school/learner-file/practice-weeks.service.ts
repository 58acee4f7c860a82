import { WEEKS_SHOWN, type WeekPractice } from '@prepacode/domain/contracts/learner-file.contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.js';
import { addDays, dayInFrance, mondayOf, startOfFrenchDay } from '@prepacode/domain/calendar';
import { timedAnswers, type TimedAnswer } from './learner-file.repository.js';

// Time practised per week on a learner's page (issue #19, point 2; docs/api.md « A learner's
// page »). Nothing records when a learner starts or stops looking at a question, so the time is
// estimated from the answers: within one attempt, each answer counts the time since the previous
// answer (the first one: since the attempt was created), and each of these gaps counts for
// GAP_CAP at most, since a learner who left the tab open is not practising. A gap counts in the
// week of the answer that ends it. Weeks start on Monday in the French calendar (Europe/Paris).

/** The longest gap between two answers that still counts in full as practice. */
export const GAP_CAP = 3 * 60_000;

/** The Mondays of the weeks shown, oldest first, the current week last. */
export function weeksShown(now: number): string[] {
  const current = mondayOf(dayInFrance(now));
  return Array.from({ length: WEEKS_SHOWN }, (_, index) =>
    addDays(current, -7 * (WEEKS_SHOWN - 1 - index)),
  );
}

/** Sums the answers into the weeks shown: every week is there, 0 when nothing was done. */
export function practiceByWeek(answers: readonly TimedAnswer[], now: number): WeekPractice[] {
  const weeks = new Map(weeksShown(now).map((monday) => [monday, { count: 0, time: 0 }]));
  for (const answer of answers) {
    const week = weeks.get(mondayOf(dayInFrance(Number(answer.answered_at))));
    if (!week) continue;
    week.count += 1;
    week.time += Math.min(GAP_CAP, Math.max(0, Number(answer.gap)));
  }
  return [...weeks].map(([semaine, week]) => ({
    semaine,
    minutes: Math.round(week.time / 60_000),
    reponses: week.count,
  }));
}

/** The inscription's practice in the weeks shown (learner-file.repository.ts `timedAnswers`). */
export async function practiceWeeks(
  db: Kysely<Database>,
  inscriptionId: number,
  now = Date.now(),
): Promise<WeekPractice[]> {
  const [first] = weeksShown(now);
  const start = startOfFrenchDay(first ?? dayInFrance(now));
  const rows = await timedAnswers(db, inscriptionId, start);
  return practiceByWeek(rows, now);
}
