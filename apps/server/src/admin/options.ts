import { isCalendarDay } from '@prepacode/domain/contracts/fields';
import { z } from 'zod';

export { integerSchema, licenceCodeSchema } from '../lib/text-fields.js';

/** A wrong command line (unknown command or option, missing or bad value): exit code 2. */
export class UsageError extends Error {}

/**
 * The work itself failed (unknown school, e-mail taken, bad CSV rows…): exit code 1. `details`
 * are printed one per line before the message (a CSV's row-by-row report).
 */
export class CommandError extends Error {
  constructor(
    message: string,
    readonly details: readonly string[] = [],
  ) {
    super(message);
  }
}

/** `firstName` → `--first-name`, as the operator typed it. */
export const optionFlag = (key: PropertyKey) =>
  `--${String(key).replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/**
 * Checks a command's options with its schema. An option left out gets « option obligatoire »
 * unless its schema says better; every problem is listed, each with the option it concerns.
 */
export function parseOptions<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input, {
    error: (issue) => (issue.input === undefined ? 'option obligatoire' : undefined),
  });
  if (result.success) return result.data;
  throw new UsageError(
    result.error.issues
      .map((issue) => {
        const [key] = issue.path;
        return key === undefined ? issue.message : `${optionFlag(key)} : ${issue.message}`;
      })
      .join('\n'),
  );
}

/** An identifier as schools have them (`demo-auto-ecole`). */
export const schoolIdSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9-]{1,40}$/, 'identifiant d’école : 1 à 40 caractères parmi a-z, 0-9 et -');

/** A calendar day as the operator types it. */
export const daySchema = z
  .string()
  .trim()
  .refine(isCalendarDay, 'date attendue au format aaaa-mm-jj (ex. 2027-05-21)');
