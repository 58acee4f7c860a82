import { useId, type ReactNode, type Ref } from 'react';
import form from '../../../../components/ui/form.module.css';

interface SelectFieldProps {
  label: string;
  name: string;
  defaultValue: string;
  /** The field's French error, next to it and read with it. */
  error?: string;
  ref?: Ref<HTMLSelectElement>;
  onChange?: () => void;
  className?: string;
  /** The <option>s. */
  children: ReactNode;
}

/** A labelled <select> with its error tied to it, as TextField is for an input. */
export function SelectField({ label, error, className, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={className ? `${form.field} ${className}` : form.field}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...select}
      />
      {error && (
        <p id={`${id}-error`} className={form.error}>
          {error}
        </p>
      )}
    </div>
  );
}
