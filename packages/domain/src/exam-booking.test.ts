import { describe, expect, it } from 'vitest';
import { addDays } from './calendar.js';
import {
  bookingProblem,
  bookingSentence,
  daysBefore,
  examDayLabel,
  examTimeLabel,
  resultProblem,
} from './exam-booking.js';

// Issue #41, points 1 and 2: the booking's sentence and checks, and a result's check against
// the test, as the school's form, the server, the learner's page and the mails share them.

// 10:00 in Paris on Thursday 26 November 2026.
const NOW = Date.parse('2026-11-26T09:00:00Z');
const ETG = { test: 'ETG', outOf: 40, passMark: 35 };

describe('an exam booking', () => {
  it('is written as the learner reads it, the year only when it is not this one', () => {
    expect(
      bookingSentence({ day: '2026-12-08', time: '10:30', centre: 'La Poste — Lyon 7' }, NOW),
    ).toBe('Examen le mardi 8 décembre à 10\u00a0h\u00a030, La Poste — Lyon 7');
    expect(examDayLabel('2027-01-12', NOW)).toBe('mardi 12 janvier 2027');
    expect(examDayLabel('2026-12-01', NOW)).toBe('mardi 1er décembre');
    expect(examTimeLabel('09:00')).toBe('9\u00a0h');
    expect(examTimeLabel('14:05')).toBe('14\u00a0h\u00a005');
  });

  it('writes every exam day as Intl writes it in fr-FR', () => {
    const withYear = new Intl.DateTimeFormat('fr-FR', {
      timeZone: 'UTC',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    for (let day = '2026-01-01'; day < '2031-01-01'; day = addDays(day, 1)) {
      const written = withYear.format(Date.parse(`${day}T00:00:00Z`)).replace(/ 1 /, ' 1er ');
      expect(examDayLabel(day, NOW)).toBe(day.startsWith('2026') ? written.slice(0, -5) : written);
    }
  });

  it('counts the days left in French calendar days', () => {
    expect(daysBefore('2026-11-26', NOW)).toBe(0);
    expect(daysBefore('2026-11-27', NOW)).toBe(1);
    expect(daysBefore('2026-12-08', NOW)).toBe(12);
    expect(daysBefore('2026-11-25', NOW)).toBe(-1);
    // 00:30 in Paris on the 27th is still the 26th in UTC: the day is France's.
    expect(daysBefore('2026-11-27', Date.parse('2026-11-26T23:30:00Z'))).toBe(0);
  });

  it.each([
    [{ day: '2026-11-26', time: '08:00' }, null],
    [{ day: '2027-11-27', time: '10:30' }, null],
    [{ day: '2026-11-25', time: '10:30' }, 'date_examen'],
    [{ day: '2027-11-28', time: '10:30' }, 'date_examen'],
    [{ day: '2027-02-29', time: '10:30' }, 'date_examen'],
    [{ day: '2026-12-08', time: '06:59' }, 'heure_examen'],
    [{ day: '2026-12-08', time: '21:00' }, 'heure_examen'],
    [{ day: '2026-12-08', time: '20:59' }, null],
  ])('checks %o', (booking, field) => {
    expect(bookingProblem(booking, NOW)?.field ?? null).toBe(field);
  });
});

describe('a result', () => {
  it.each([
    ['favorable', 35, null],
    ['favorable', 40, null],
    ['defavorable', 34, null],
    ['defavorable', 0, null],
    [
      'favorable',
      34,
      'Un résultat favorable à l’ETG demande 35 bonnes réponses sur 40 au moins\u202f: avec 34/40, il est défavorable.',
    ],
    [
      'defavorable',
      35,
      'Avec 35/40, l’ETG est réussie (35 au moins)\u202f: le résultat est favorable.',
    ],
    ['favorable', 41, 'La note de l’ETG va de 0 à 40.'],
  ] as const)('« %s » with %i/40 is %s', (result, score, problem) => {
    expect(resultProblem(result, score, ETG)).toBe(problem);
  });
});
