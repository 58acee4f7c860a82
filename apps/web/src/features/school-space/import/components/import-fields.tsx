import { IMPORT_COLUMNS } from '@prepacode/domain/import-columns';
import { useId, type InputHTMLAttributes, type Ref, type SelectHTMLAttributes } from 'react';
import form from '../../../../components/ui/form.module.css';
import styles from '../../space/styles/accounts.module.css';

// The import form's two fields, each with its French error next to it and read with it, and the
// columns the file may hold.

/** The columns the import reads, by the headers of the template, required ones first. */
export function ImportColumns() {
  return (
    <dl className={styles.columns}>
      {IMPORT_COLUMNS.map((column) => (
        <div key={column.key}>
          <dt>
            {column.header}
            {column.required ? '' : ' (facultatif)'}
          </dt>
          <dd>{column.help}</dd>
        </div>
      ))}
    </dl>
  );
}

interface FileFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** What says the file's format, read with the field. */
  describedBy: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

export function FileField({ label, describedBy, error, ref, ...input }: FileFieldProps) {
  const id = useId();
  return (
    <div className={form.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        ref={ref}
        type="file"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${describedBy} ${id}-error` : describedBy}
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className={form.error}>
          {error}
        </p>
      )}
    </div>
  );
}

interface SchoolFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  schools: readonly { id: string; nom: string }[];
  error?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** The school, to be chosen among several: nothing is chosen at first. */
export function SchoolField({ label, schools, error, ref, ...select }: SchoolFieldProps) {
  const id = useId();
  return (
    <div className={form.field}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        ref={ref}
        defaultValue=""
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...select}
      >
        <option value="">Choisir…</option>
        {schools.map((school) => (
          <option key={school.id} value={school.id}>
            {school.nom}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className={form.error}>
          {error}
        </p>
      )}
    </div>
  );
}
