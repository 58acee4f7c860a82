import { z } from 'zod/mini';

// Fields several forms share, each with its French message (the page and the server check the
// same schema).

const FRENCH_NUMBER = /^0[1-9]\d{8}$/;

/**
 * A French number as people type it (« 06.12.34.56.78 », « +33 6 12 34 56 78 »,
 * « +33 (0)6… », « 0033… ») written the usual way, « 06 12 34 56 78 »; anything else is returned
 * without its separators, for the check to refuse.
 */
export function normalizeFrenchPhone(raw: string): string {
  const digits = raw
    .replace(/[\s.\-()/]/g, '')
    .replace(/^(?:\+|00)33/, '0')
    .replace(/^00/, '0');
  return FRENCH_NUMBER.test(digits) ? (digits.match(/\d{2}/g) ?? []).join(' ') : digits;
}

/** A French phone number, stored as « 06 12 34 56 78 ». */
export const frenchPhoneSchema = (message: string) =>
  z
    .string({ error: message })
    .check(z.trim(), z.overwrite(normalizeFrenchPhone), z.regex(/^0[1-9](?: \d{2}){4}$/, message));

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An e-mail address, trimmed and lower-cased as accounts store it. */
export const emailSchema = z
  .string({ error: 'Indiquez votre adresse e‑mail.' })
  .check(
    z.trim(),
    z.toLowerCase(),
    z.maxLength(254, 'L’adresse e‑mail tient en 254 caractères au plus.'),
    z.regex(EMAIL, 'Indiquez une adresse e‑mail valide (ex. prenom.nom@exemple.fr).'),
  );

/** A person's name: letters, spaces, apostrophes, dots and hyphens, 60 characters at most. */
export const personNameSchema = (what: 'nom' | 'prénom') =>
  z
    .string({ error: `Indiquez votre ${what}.` })
    .check(
      z.trim(),
      z.minLength(1, `Indiquez votre ${what}.`),
      z.maxLength(60, `Votre ${what} tient en 60 caractères au plus.`),
      z.regex(
        /^\p{L}[\p{L}\p{M}' ’.-]*$/u,
        `Votre ${what} ne peut contenir que des lettres, des espaces, des apostrophes et des traits d’union.`,
      ),
    );

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether 'yyyy-MM-dd' names a day of the calendar (no 31 February). */
export function isCalendarDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** Age in whole years on `today` ('yyyy-MM-dd' both), as a birthday counts. */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

export const MIN_AGE = 14;
export const MAX_AGE = 100;

/**
 * A birth date in yyyy-MM-dd (spec §5), of a person between 14 (the theory test opens from 15,
 * accompanied learning prepares earlier) and 100 years old.
 */
export const birthDateSchema = z.string({ error: 'Indiquez votre date de naissance.' }).check(
  z.trim(),
  z.minLength(1, 'Indiquez votre date de naissance.'),
  z.refine(isCalendarDay, 'Indiquez la date de naissance au format aaaa-mm-jj (ex. 2006-04-23).'),
  z.refine((value) => {
    if (!isCalendarDay(value)) return true;
    const age = ageOn(value, new Date().toISOString().slice(0, 10));
    return age >= MIN_AGE && age <= MAX_AGE;
  }, `Vérifiez votre date de naissance : l’inscription est ouverte de ${MIN_AGE} à ${MAX_AGE} ans.`),
);

/**
 * Control characters a person never types: C0 but tab, line feed and carriage return, and DEL.
 * PostgreSQL refuses NUL in text, and the others only hide text from whoever reads it, so every
 * input with one is refused at the door (issue #21, point 4; server plugins/control-characters).
 */
// eslint-disable-next-line no-control-regex -- matching them is the point
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
