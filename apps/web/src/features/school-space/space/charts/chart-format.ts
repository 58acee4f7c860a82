import { LOCALE } from '@prepacode/domain/locale';

// The charts' French wording: dates in the school's time zone (spec §1: fr-FR, French time),
// whatever the staff member's computer is set to.
const TIME_ZONE = 'Europe/Paris';

const dayTime = new Intl.DateTimeFormat(LOCALE, {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: TIME_ZONE,
});
const wallClock = new Intl.DateTimeFormat('en-GB', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: TIME_ZONE,
});
/** Axis ticks: the wall-clock dates below are UTC dates, so the format reads them in UTC. */
const tickDay = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** « 19/11/2026 à 18:42 », French time. */
export function formatInstant(iso: string): string {
  const parts = dayTime.formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} à ${part('hour')}:${part('minute')}`;
}

/**
 * The instant's French wall-clock time as a UTC date: the scores chart's time axis works in UTC,
 * so its ticks fall on French midnights and its labels on French days.
 */
export function parisWallClock(iso: string): Date {
  const parts = wallClock.formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  return new Date(
    Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute')),
  );
}

/** « 17 nov. »: an axis tick of the scores chart (a date from `parisWallClock`). */
export const formatTickDay = (date: Date) => tickDay.format(date);

/** A week's Monday, yyyy-MM-dd: « 17/11 » (short) or « 17/11/2026 ». */
export function formatWeek(monday: string, withYear = false): string {
  const [year, month, day] = monday.split('-');
  return withYear ? `${day}/${month}/${year}` : `${day}/${month}`;
}

/** « 45 min », « 1 h », « 1 h 05 »: time practised. */
export function formatMinutes(minutes: number): string {
  const rounded = Math.round(minutes);
  if (rounded < 60) return `${rounded} min`;
  const rest = rounded % 60;
  return `${Math.floor(rounded / 60)} h${rest ? ` ${String(rest).padStart(2, '0')}` : ''}`;
}
