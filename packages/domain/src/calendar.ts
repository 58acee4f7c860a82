// The French calendar, the one home of « minuit à Paris » for the server and the web: access,
// codes, banners and weekly reports all start and end their days here (issue #38). Days are
// 'yyyy-MM-dd'.
//
// France's time is counted here rather than read from Intl's time zones: the first Intl
// formatter a page builds loads ICU's data, 60 to 200 ms of a phone's main thread (ADR 0038),
// and the dashboard's exam day form needs today's French day as it first paints. The rule is
// the European Union's since 1996 (directive 2000/84/EC): UTC+1, and UTC+2 from 01:00 UTC on
// the last Sunday of March to 01:00 UTC on the last Sunday of October. calendar.test.ts holds
// it to the time zone database every hour for thirty years: a new rule there fails it.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** 01:00 UTC on the last Sunday of a month (0-based), when France's clocks change. */
function lastSundayAtOne(year: number, month: number): number {
  const lastDay = Date.UTC(year, month + 1, 0, 1);
  return lastDay - new Date(lastDay).getUTCDay() * DAY;
}

// The last minute counted. French time is UTC plus whole hours, so its midnight falls on a
// UTC minute's start: every instant of one UTC minute has the same French day, and the learner
// calls that check access each minute count it once (issue #37: 2 % of a history page's CPU).
const lastMinute = { minute: Number.NaN, day: '' };

/** The French calendar day of an instant: access ends at the end of its last day, French time. */
export function dayInFrance(time: number = Date.now()): string {
  const minute = Math.floor(time / 60_000);
  if (minute !== lastMinute.minute) {
    const year = new Date(time).getUTCFullYear();
    const summer = time >= lastSundayAtOne(year, 2) && time < lastSundayAtOne(year, 9);
    lastMinute.day = new Date(time + (summer ? 2 : 1) * HOUR).toISOString().slice(0, 10);
    lastMinute.minute = minute;
  }
  return lastMinute.day;
}

/** The French names of the days, Sunday first as `getUTCDay` counts them. */
export const FRENCH_WEEKDAYS = [
  'dimanche',
  'lundi',
  'mardi',
  'mercredi',
  'jeudi',
  'vendredi',
  'samedi',
] as const;
export const FRENCH_MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
] as const;

/** The calendar day `days` after `day` ('yyyy-MM-dd'). */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/**
 * The French calendar day `days` after an instant's day. Counted in days, not in 24-hour
 * spans: between 23:00 and midnight across a clock change, the spans landed a day late (the
 * new-learner dialog said 10/06, the server 11/06; calendar.test.ts).
 */
export const dayInFranceAfter = (days: number, time: number = Date.now()): string =>
  addDays(dayInFrance(time), days);

/** '2027-05-21' → '21/05/2027', as the app shows days. */
export const frenchDate = (day: string): string => day.split('-').reverse().join('/');

/**
 * The instant a French calendar day starts: midnight in Paris, 23:00 or 22:00 UTC the evening
 * before, by the season. Clocks change at 2 or 3 in the morning, never at midnight, so one of
 * the two candidates is the first instant whose French day is `day`.
 */
export function startOfFrenchDay(day: string): number {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  for (const hours of [2, 1]) {
    const candidate = utcMidnight - hours * HOUR;
    if (dayInFrance(candidate) === day && dayInFrance(candidate - 1) !== day) return candidate;
  }
  throw new Error(`no French midnight found for ${day}`);
}

/** The instant a French calendar day ends (exclusive): the next day's start. */
export const endOfFrenchDay = (day: string): number => startOfFrenchDay(addDays(day, 1));

/** The Monday of a calendar day's week: French weeks start on Monday. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}
