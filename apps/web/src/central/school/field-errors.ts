import { z } from 'zod/mini';
import { formText } from '../../lib/form-text';

/**
 * The first French message of each field a schema refuses: shown next to the field before
 * anything is sent (the server checks the same schema and says the same).
 */
export function fieldErrors<S extends z.core.$ZodType>(
  schema: S,
  value: unknown,
): { data: z.core.output<S> | null; errors: Record<string, string> } {
  const parsed = z.safeParse(schema, value);
  if (parsed.success) return { data: parsed.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return { data: null, errors };
}

/** A form's text value, or undefined when left empty (optional fields). */
export function optionalText(form: FormData, name: string): string | undefined {
  const value = formText(form, name).trim();
  return value === '' ? undefined : value;
}

/** A number field's value; an empty or odd value stays as typed, for the schema to refuse. */
export function numberOf(form: FormData, name: string): number | string {
  const value = formText(form, name).trim();
  return value !== '' && Number.isFinite(Number(value)) ? Number(value) : value;
}
