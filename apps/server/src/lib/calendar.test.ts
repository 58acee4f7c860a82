import { describe, expect, it } from 'vitest';
import { addDays, dayInFrance, dayInFranceAfter, frenchDate } from './calendar.js';

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

  it('writes a day as the app shows it', () => {
    expect(frenchDate('2027-05-21')).toBe('21/05/2027');
  });
});
