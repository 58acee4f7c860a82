import { WEEKS_SHOWN, type WeekPractice } from '@prepacode/domain/contracts/learner-file.contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { addDays, dayInFrance, mondayOf, startOfFrenchDay } from '@prepacode/domain/calendar';

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

/** An answer with the time since the previous one of its attempt (or the attempt's start). */
export interface TimedAnswer {
  answered_at: number | string;
  gap: number | string;
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

/**
 * The inscription's answers of the weeks shown, each with its gap. Only attempts updated since
 * the first Monday are read (index attempts_inscription_updated_at: an answer updates its
 * attempt), then their answers by the primary key; the gap of an attempt's first answer in the
 * window may reach back to an answer before it.
 */
export async function practiceWeeks(
  db: Kysely<Database>,
  inscriptionId: number,
  now = Date.now(),
): Promise<WeekPractice[]> {
  const [first] = weeksShown(now);
  const start = startOfFrenchDay(first ?? dayInFrance(now));
  const { rows } = await sql<TimedAnswer>`
    select answered_at, gap from (
      select q.answered_at, q.answered_at - coalesce(
        lag(q.answered_at) over (partition by q.attempt_id order by q.answered_at, q.position),
        a.created_at) as gap
      from attempts a
      inner join attempt_questions q on q.attempt_id = a.id
      where a.inscription_id = ${inscriptionId} and a.updated_at >= ${start}
        and q.answered_at is not null
    ) answers
    where answered_at >= ${start}`.execute(db);
  return practiceByWeek(rows, now);
}
