import { describe, expect, it } from 'vitest';
import {
  formatInstant,
  formatMinutes,
  formatTickDay,
  formatWeek,
  parisWallClock,
} from './chart-format';

describe('the charts’ French formats', () => {
  it('writes time practised in minutes, then hours and minutes', () => {
    expect([0, 45, 59.6, 60, 95, 125].map(formatMinutes)).toEqual([
      '0 min',
      '45 min',
      '1 h',
      '1 h',
      '1 h 35',
      '2 h 05',
    ]);
  });

  it('reads an instant on the French calendar, summer and winter time alike', () => {
    expect(formatInstant('2026-07-14T22:30:00Z')).toBe('15/07/2026 à 00:30');
    expect(formatInstant('2026-12-31T23:15:00Z')).toBe('01/01/2027 à 00:15');
    // On the axis: the French wall clock as a UTC date, so its ticks fall on French days.
    expect(parisWallClock('2026-07-14T22:30:00Z').toISOString()).toBe('2026-07-15T00:30:00.000Z');
    expect(formatTickDay(parisWallClock('2026-12-31T23:15:00Z'))).toBe('1 janv.');
  });

  it('names a week by its Monday', () => {
    expect(formatWeek('2026-11-16')).toBe('16/11');
    expect(formatWeek('2026-11-16', true)).toBe('16/11/2026');
  });
});
