import { useId, type InputHTMLAttributes, type Ref } from 'react';
import form from './form.module.css';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Shown under the field and read with it. */
  hint?: string;
  /** The field's French error, next to it (issue #7 « shown next to the field »). */
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its hint and its error, both tied to it for screen readers. */
export function TextField({ label, hint, error, id, ref, ...input }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const describedBy =
    [hint && `${inputId}-hint`, error && `${inputId}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={form.field}>
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {hint && (
        <p id={`${inputId}-hint`} className={form.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${inputId}-error`} className={form.error}>
          {error}
        </p>
      )}
    </div>
  );
}
