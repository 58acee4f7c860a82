// Calendar days in France, as 'yyyy-MM-dd' (en-CA writes ISO order). The formatter is built
// once: building it per request was 16 % of the profile API's CPU (bench/README.md).
const frenchDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' });

// The last minute formatted. French time is UTC plus whole hours, so its midnight falls on a
// UTC minute's start: every instant of one UTC minute has the same French day, and the learner
// calls that check access each minute format it once (issue #37: 2 % of a history page's CPU).
const lastMinute = { minute: Number.NaN, day: '' };

/** The French calendar day of an instant: access ends at the end of its last day, French time. */
export function dayInFrance(time: number = Date.now()): string {
  const minute = Math.floor(time / 60_000);
  if (minute !== lastMinute.minute) {
    lastMinute.day = frenchDay.format(time);
    lastMinute.minute = minute;
  }
  return lastMinute.day;
}

/** The calendar day `days` after `day` ('yyyy-MM-dd'). */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The French calendar day `days` after an instant's day. Counted in days, not in 24-hour
 * spans: between 23:00 and midnight across a clock change, the spans landed a day late (the
 * new-learner dialog said 10/06, the server 11/06; calendar.test.ts).
 */
export const dayInFranceAfter = (days: number, time: number = Date.now()): string =>
  addDays(dayInFrance(time), days);

/** '2027-05-21' → '21/05/2027', as the app shows days. */
export const frenchDate = (day: string): string => day.split('-').reverse().join('/');
