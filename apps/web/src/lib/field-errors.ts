import type { z } from 'zod/mini';

/** The first message of each field of a form, in the schema's French; other paths are left out. */
export function fieldErrorsOf<F extends string>(
  issues: readonly z.core.$ZodIssue[],
  fields: readonly F[],
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const issue of issues) {
    const [field] = issue.path;
    if (typeof field === 'string' && (fields as readonly string[]).includes(field)) {
      errors[field as F] ??= issue.message;
    }
  }
  return errors;
}
