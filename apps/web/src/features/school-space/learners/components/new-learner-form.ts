import {
  MAX_ACCESS_DAYS,
  learnerCreateBodySchema,
} from '@prepacode/domain/contracts/school-accounts.contract';
import { z } from 'zod/mini';
import { formNumber, formText } from '../../../../lib/form-text';

// What « Nouvel élève » reads from its form, and its two ways of saying the access.

/** The form's fields, in their order on the page: the first wrong one takes the focus. */
export const NEW_LEARNER_FIELDS = [
  'prenom',
  'nom',
  'email',
  'telephone',
  'ecole',
  'permis',
  'jours',
  'credits',
  'groupe',
] as const;

/** The server's schema; who has several schools chooses the learner's (the server asks it). */
export const newLearnerSchema = (several: boolean) =>
  several
    ? z.extend(learnerCreateBodySchema, {
        ecole: z
          .string('Choisissez l’école de l’élève.')
          .check(z.regex(/^[\w-]{1,40}$/, 'Choisissez l’école de l’élève.')),
      })
    : learnerCreateBodySchema;

/** The body as the schema reads it: empty optional fields left out, numbers as numbers. */
export function readNewLearner(form: HTMLFormElement, several: boolean) {
  const data = new FormData(form);
  const text = (name: string) => formText(data, name).trim();
  const optional = (name: string) => text(name) || undefined;
  return {
    prenom: formText(data, 'prenom'),
    nom: formText(data, 'nom'),
    email: formText(data, 'email'),
    telephone: optional('telephone'),
    permis: formText(data, 'permis'),
    jours: formNumber(data, 'jours'),
    credits: formNumber(data, 'credits'),
    ecole: several ? text('ecole') : undefined,
    groupe: optional('groupe'),
  };
}

const DAY = 86_400_000;
const today = () => new Date().toLocaleDateString('en-CA');

/** The last day of `days` of access from today, as the date field shows it ('' when unclear). */
export function lastDayAfter(days: string): string {
  const count = Number(days);
  if (!Number.isInteger(count) || count < 1 || count > MAX_ACCESS_DAYS) return '';
  return new Date(Date.parse(`${today()}T00:00:00Z`) + count * DAY).toISOString().slice(0, 10);
}

/** The days from today to a chosen last day, or null for a day that is not after today. */
export function daysUntil(day: string): number | null {
  const count = Math.round(
    (Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today()}T00:00:00Z`)) / DAY,
  );
  return Number.isInteger(count) && count >= 1 ? count : null;
}
