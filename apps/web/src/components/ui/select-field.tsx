import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import form from './form.module.css';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  /** Each option's value and words. */
  options: readonly (readonly [string, string])[];
  /** The field's French error, next to it and read with it. */
  error?: string;
  ref?: Ref<HTMLSelectElement>;
  /** The wrapper's own class, beside the field's (a field across a grid). */
  wrapperClassName?: string;
}

/** A labelled select with its error, as TextField is for an input. */
export function SelectField({
  label,
  options,
  error,
  id,
  ref,
  wrapperClassName,
  ...select
}: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <div className={wrapperClassName ? `${form.field} ${wrapperClassName}` : form.field}>
      <label htmlFor={selectId}>{label}</label>
      <select
        id={selectId}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${selectId}-error` : undefined}
        {...select}
      >
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${selectId}-error`} className={form.error}>
          {error}
        </p>
      )}
    </div>
  );
}
