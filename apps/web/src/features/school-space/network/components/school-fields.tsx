import { BRAND_NAMES, BRANDS } from '@prepacode/domain/brands';
import type { NetworkSchool } from '@prepacode/domain/contracts/schools.contract';
import { useId, type ReactNode } from 'react';
import form from '../../../../components/ui/form.module.css';
import styles from './schools.module.css';

export const SCHOOL_FIELDS = ['nom', 'adresse', 'email', 'telephone', 'marque'] as const;
export type SchoolField = (typeof SCHOOL_FIELDS)[number];

/** What a field needs of the form (`register` of useMutationForm). */
type Register = (field: SchoolField) => {
  name: string;
  error?: string;
  ref: (element: HTMLInputElement | HTMLSelectElement | null) => void;
  onChange: () => void;
};

/** A field of the form: its label, the control, and the French refusal tied to it. */
function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children}
      {error && (
        <p id={`${id}-error`} className={form.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The school's fields, filled with `school`'s details, or empty for a new one; the form mounts
 * them again (a new `key`) to start over.
 */
export function SchoolFields({
  school,
  register,
}: {
  school: NetworkSchool | null;
  register: Register;
}) {
  const id = useId();
  const input = (field: SchoolField, label: string, type = 'text', autoComplete = 'off') => {
    const { error, ...control } = register(field);
    return (
      <Field id={`${id}-${field}`} label={label} error={error}>
        <input
          id={`${id}-${field}`}
          type={type}
          autoComplete={autoComplete}
          required={field === 'nom'}
          defaultValue={school?.[field] ?? ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${field}-error` : undefined}
          {...control}
        />
      </Field>
    );
  };
  const { error: brandError, ...brand } = register('marque');

  return (
    <>
      {input('nom', 'Nom de l’école')}
      {input('adresse', 'Adresse', 'text', 'street-address')}
      {input('email', 'E‑mail', 'email', 'email')}
      {input('telephone', 'Téléphone', 'tel', 'tel')}
      <Field id={`${id}-marque`} label="Marque" error={brandError}>
        <select
          id={`${id}-marque`}
          defaultValue={school?.marque ?? ''}
          aria-invalid={brandError ? true : undefined}
          aria-describedby={brandError ? `${id}-marque-error` : undefined}
          {...brand}
        >
          <option value="">Aucune</option>
          {BRAND_NAMES.map((name) => (
            <option key={name} value={name}>
              {BRANDS[name].appTitle}
            </option>
          ))}
        </select>
      </Field>
    </>
  );
}
