import { addDays, dayInFrance, FRENCH_MONTHS, FRENCH_WEEKDAYS } from './calendar.js';

// An exam booking (issue #41, point 1): the day, time and centre a school confirms a learner's
// exam request with, and the rules its result is checked by (point 2). One home for both ends:
// the school's form checks what the server checks, and the learner's page, the school's card
// and the mails write the booking with the same sentence.

/** The day, in French time ('yyyy-MM-dd'), the time ('HH:mm') and the centre of an exam. */
export interface ExamBooking {
  day: string;
  time: string;
  centre: string;
}

/** How far ahead a school may book: the test centres open their dates a few months ahead. */
export const BOOKING_MAX_DAYS_AHEAD = 366;
/** Exams are held in the day: an hour outside these is a typing slip (01:30 for 13:30). */
export const BOOKING_FIRST_HOUR = 7;
export const BOOKING_LAST_HOUR = 20;
/** The learner's reminder goes this many days before the exam's day. */
export const REMINDER_DAYS_BEFORE = 2;
/** A manager may correct a recorded result this many days after it was recorded. */
export const RESULT_CORRECTION_DAYS = 30;

export const DAY_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

const isRealDay = (day: string) =>
  DAY_PATTERN.test(day) && new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;

/**
 * Why an exam's day cannot be taken at `now`, in French, or null when it can: a real day, from
 * today (French time) to a year ahead. The learner's own date (issue #44) is held to it too.
 */
export function examDayProblem(day: string, now: number): string | null {
  if (!isRealDay(day)) return 'Indiquez la date de l’examen (jj/mm/aaaa).';
  const today = dayInFrance(now);
  if (day < today) return 'La date de l’examen est déjà passée.';
  if (day > addDays(today, BOOKING_MAX_DAYS_AHEAD))
    return 'La date de l’examen tombe à plus d’un an\u202f: vérifiez l’année.';
  return null;
}

/**
 * Why a booking's day and time cannot be taken at `now`, in French, or null when they can: a
 * real day, from today (French time) to a year ahead, at a time within the day's opening.
 */
export function bookingProblem(
  booking: Pick<ExamBooking, 'day' | 'time'>,
  now: number,
): { field: 'date_examen' | 'heure_examen'; message: string } | null {
  const dayProblem = examDayProblem(booking.day, now);
  if (dayProblem) return { field: 'date_examen', message: dayProblem };
  const hour = Number(booking.time.slice(0, 2));
  if (!TIME_PATTERN.test(booking.time) || hour < BOOKING_FIRST_HOUR || hour > BOOKING_LAST_HOUR)
    return {
      field: 'heure_examen',
      message: `Indiquez l’heure de l’examen, entre ${BOOKING_FIRST_HOUR}\u00a0h et ${BOOKING_LAST_HOUR}\u00a0h (par exemple 10:30).`,
    };
  return null;
}

/**
 * « mardi 8 décembre », with the year when it is not this one (« mardi 12 janvier 2027 »); from
 * the names of days and months rather than Intl, whose first formatter costs a phone's page its
 * ICU data (ADR 0038; exam-booking.test.ts holds it to Intl's fr-FR).
 */
export function examDayLabel(day: string, now: number = Date.now()): string {
  const date = new Date(`${day}T00:00:00Z`);
  // « 1 décembre » is written « 1er décembre » in French.
  const dayOfMonth = date.getUTCDate() === 1 ? '1er' : date.getUTCDate();
  const label = `${FRENCH_WEEKDAYS[date.getUTCDay()]} ${dayOfMonth} ${FRENCH_MONTHS[date.getUTCMonth()]}`;
  const year = day.slice(0, 4);
  return year === dayInFrance(now).slice(0, 4) ? label : `${label} ${year}`;
}

/** « 10 h 30 », « 9 h »: the French way of writing a time, with no-break spaces. */
export function examTimeLabel(time: string): string {
  const [hours = '0', minutes = '00'] = time.split(':');
  return `${Number(hours)}\u00a0h${minutes === '00' ? '' : `\u00a0${minutes}`}`;
}

/** Whole French days from `now`'s day to the exam's: 0 on the day, negative after it. */
export const daysBefore = (day: string, now: number = Date.now()): number =>
  Math.round(
    (Date.parse(`${day}T00:00:00Z`) - Date.parse(`${dayInFrance(now)}T00:00:00Z`)) / 86_400_000,
  );

/** « Examen le mardi 8 décembre à 10 h 30, La Poste — Lyon 7 ». */
export const bookingSentence = (booking: ExamBooking, now: number = Date.now()): string =>
  `Examen le ${examDayLabel(booking.day, now)} à ${examTimeLabel(booking.time)}, ${booking.centre}`;

/** The pass rule a result is checked against: the licence's official test. */
export interface ResultRule {
  /** The test's acronym (ETG, ETM), for the messages. */
  test: string;
  /** Questions of the test: the score is out of this. */
  outOf: number;
  /** Right answers needed to pass. */
  passMark: number;
}

/**
 * Why a result cannot be true for this test, in French, or null when it can: the score is a
 * whole number from 0 to the test's questions, « favorable » from the pass mark, « défavorable »
 * below it. The centres give both the verdict and the score for the ETG and the ETM.
 */
export function resultProblem(
  result: 'favorable' | 'defavorable',
  score: number,
  rule: ResultRule,
): string | null {
  if (!Number.isInteger(score) || score < 0 || score > rule.outOf)
    return `La note de l’${rule.test} va de 0 à ${rule.outOf}.`;
  if (result === 'favorable' && score < rule.passMark)
    return `Un résultat favorable à l’${rule.test} demande ${rule.passMark} bonnes réponses sur ${rule.outOf} au moins\u202f: avec ${score}/${rule.outOf}, il est défavorable.`;
  if (result === 'defavorable' && score >= rule.passMark)
    return `Avec ${score}/${rule.outOf}, l’${rule.test} est réussie (${rule.passMark} au moins)\u202f: le résultat est favorable.`;
  return null;
}
