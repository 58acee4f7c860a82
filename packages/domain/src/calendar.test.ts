import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayInFrance,
  dayInFranceAfter,
  endOfFrenchDay,
  frenchDate,
  mondayOf,
  startOfFrenchDay,
} from './calendar.js';

const at = (iso: string) => Date.parse(iso);
const HOUR = 3_600_000;

describe('French calendar days', () => {
  it('takes the day in France, not in UTC', () => {
    // 23:30 UTC on 31 December is already 1 January in Paris (UTC+1 in winter).
    expect(dayInFrance(Date.parse('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(dayInFrance(Date.parse('2026-12-31T22:30:00Z'))).toBe('2026-12-31');
  });

  it('counts days from the French day, across a clock change late in the evening', () => {
    // 23:30 in Paris on 22 November (winter time); 200 days later is 10 June, in summer time,
    // where 200 × 24 hours would have reached 00:30 on 11 June.
    const lateEvening = Date.parse('2026-11-22T22:30:00Z');
    expect(dayInFranceAfter(200, lateEvening)).toBe('2027-06-10');
    expect(dayInFranceAfter(200, lateEvening)).toBe(addDays(dayInFrance(lateEvening), 200));
    // And back: from summer to winter time, just after midnight.
    expect(dayInFranceAfter(150, Date.parse('2027-06-10T22:15:00Z'))).toBe('2027-11-08');
  });

  it('changes day at the French midnight, the last minute before it and the first after', () => {
    // Kept per UTC minute (issue #37): each side of midnight is its own minute.
    expect(dayInFrance(Date.parse('2026-12-31T22:59:59.999Z'))).toBe('2026-12-31');
    expect(dayInFrance(Date.parse('2026-12-31T23:00:00.000Z'))).toBe('2027-01-01');
    expect(dayInFrance(Date.parse('2026-12-31T22:59:00.000Z'))).toBe('2026-12-31');
    // Summer time: midnight in Paris is 22:00 UTC.
    expect(dayInFrance(Date.parse('2027-06-10T21:59:59.999Z'))).toBe('2027-06-10');
    expect(dayInFrance(Date.parse('2027-06-10T22:00:00.000Z'))).toBe('2027-06-11');
  });

  it('gives the day the time zone database gives for Paris, at each hour and just before it', () => {
    // The European rule, counted by hand (calendar.ts), against ICU's Europe/Paris from 2020 to
    // 2049: every change of day or of offset falls on a UTC hour.
    const paris = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' });
    const mismatches: string[] = [];
    for (let t = Date.parse('2020-01-01T00:00:00Z'); t < Date.parse('2050-01-01'); t += HOUR) {
      for (const instant of [t - 1, t]) {
        if (dayInFrance(instant) !== paris.format(instant))
          mismatches.push(new Date(instant).toISOString());
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('writes a day as the app shows it', () => {
    expect(frenchDate('2027-05-21')).toBe('21/05/2027');
  });

  it('starts and ends a French day at midnight in Paris, in winter and in summer', () => {
    expect(startOfFrenchDay('2027-01-12')).toBe(at('2027-01-11T23:00:00Z'));
    expect(endOfFrenchDay('2027-01-12')).toBe(at('2027-01-12T23:00:00Z'));
    expect(startOfFrenchDay('2027-07-14')).toBe(at('2027-07-13T22:00:00Z'));
    expect(endOfFrenchDay('2027-07-14')).toBe(at('2027-07-14T22:00:00Z'));
  });

  it('gives the last Sunday of March 23 hours, the clocks going forward at 2:00', () => {
    const day = '2027-03-28';
    expect(startOfFrenchDay(day)).toBe(at('2027-03-27T23:00:00Z'));
    expect(endOfFrenchDay(day)).toBe(at('2027-03-28T22:00:00Z'));
    expect(endOfFrenchDay(day) - startOfFrenchDay(day)).toBe(23 * HOUR);
    expect(dayInFrance(endOfFrenchDay(day) - 1)).toBe(day);
    expect(dayInFrance(endOfFrenchDay(day))).toBe('2027-03-29');
    expect(dayInFrance(startOfFrenchDay(day) - 1)).toBe('2027-03-27');
  });

  it('gives the last Sunday of October 25 hours, the clocks going back at 3:00', () => {
    for (const day of ['2026-10-25', '2027-10-31']) {
      expect(endOfFrenchDay(day) - startOfFrenchDay(day)).toBe(25 * HOUR);
      expect(dayInFrance(startOfFrenchDay(day))).toBe(day);
      expect(dayInFrance(endOfFrenchDay(day) - 1)).toBe(day);
      expect(dayInFrance(endOfFrenchDay(day))).toBe(addDays(day, 1));
    }
    expect(startOfFrenchDay('2026-10-25')).toBe(at('2026-10-24T22:00:00Z'));
    expect(endOfFrenchDay('2026-10-25')).toBe(at('2026-10-25T23:00:00Z'));
  });

  it('starts French weeks on Monday, across the changes of time', () => {
    expect(mondayOf('2027-03-28')).toBe('2027-03-22');
    expect(mondayOf('2027-03-29')).toBe('2027-03-29');
    expect(mondayOf('2026-10-25')).toBe('2026-10-19');
    expect(mondayOf('2026-10-26')).toBe('2026-10-26');
  });
});
