import { useRef, useState, type ChangeEvent } from 'react';
import { z } from 'zod/mini';
import { fieldErrorsOf } from './field-errors';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** A value the page holds for a field, and how an edit sets it. */
type Held = readonly [value: string, set: (value: string) => void];

interface RegisteredField {
  name: string;
  error: string | undefined;
  ref: (element: Field | null) => void;
  onChange: () => void;
}

interface HeldProps {
  value: string;
  onChange: (event: ChangeEvent<Field>) => void;
}

/**
 * A form checked in the page with the server's own schema (packages/domain contracts): each
 * refusal is shown next to its field, the first wrong field takes the focus, and a refusal that
 * names no field is shown above the form. Editing a field withdraws its error.
 */
export function useCheckedForm<F extends string>(fields: readonly F[]) {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [problem, setProblem] = useState('');
  const inputs = useRef<Partial<Record<F, Field | null>>>({});

  const focusFirst = (found: Partial<Record<F, string>>) => {
    const first = fields.find((field) => found[field]);
    if (first) inputs.current[first]?.focus();
    return first;
  };

  /**
   * The parsed value, or null once the errors are shown. A refusal of no field of the form (a
   * value the person did not type) says `otherProblem`, else the schema's own message.
   */
  function check<S extends z.core.$ZodType>(
    schema: S,
    value: unknown,
    otherProblem?: string,
  ): z.core.output<S> | null {
    setProblem('');
    const parsed = z.safeParse(schema, value);
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    const found = fieldErrorsOf(parsed.error.issues, fields);
    setErrors(found);
    if (!focusFirst(found))
      setProblem(otherProblem ?? parsed.error.issues[0]?.message ?? 'Vérifiez le formulaire.');
    return null;
  }

  /** The server's refusal: next to `field` when it names one, above the form otherwise. */
  const refuse = (field: F | undefined, message: string) => {
    if (field) {
      const found = { [field]: message } as Partial<Record<F, string>>;
      setErrors(found);
      focusFirst(found);
    } else setProblem(message);
  };

  const clear = (field: F) => setErrors((current) => ({ ...current, [field]: undefined }));

  /**
   * What a field of this form needs. With `held`, the page holds its value (another field
   * follows it): the field shows that value and an edit sets it.
   */
  function register(field: F): RegisteredField;
  function register(field: F, held: Held): Omit<RegisteredField, 'onChange'> & HeldProps;
  function register(
    field: F,
    held?: Held,
  ): RegisteredField | (Omit<RegisteredField, 'onChange'> & HeldProps) {
    const registered = {
      name: field,
      error: errors[field],
      ref: (element: Field | null) => {
        inputs.current[field] = element;
      },
      onChange: () => clear(field),
    };
    if (!held) return registered;
    const [value, set] = held;
    return {
      ...registered,
      value,
      onChange: (event: ChangeEvent<Field>) => {
        clear(field);
        set(event.currentTarget.value);
      },
    };
  }

  /** Forget the errors shown: a dialog opened again starts clean. */
  const reset = () => {
    setErrors({});
    setProblem('');
  };

  return { problem, check, refuse, register, reset };
}

/** A form's fields as strings, as the schema expects them. */
export const formValues = (form: HTMLFormElement): Record<string, string> =>
  Object.fromEntries(
    [...new FormData(form)].map(([key, value]) => [key, typeof value === 'string' ? value : '']),
  );
