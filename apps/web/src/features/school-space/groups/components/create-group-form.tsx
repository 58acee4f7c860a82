import { GROUP_NAME_MAX } from '@prepacode/domain/contracts/groups.contract';
import type { SchoolSpace } from '@prepacode/domain/contracts/school.contract';
import { Plus } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import button from '../../../../components/ui/button.module.css';
import form from '../../../../components/ui/form.module.css';
import groups from '../../space/styles/groups.module.css';

/** What `useMutationForm`'s `register` gives a field. */
interface FieldProps {
  name: string;
  error?: string;
  ref: (element: HTMLInputElement | HTMLSelectElement | null) => void;
  onChange: () => void;
}

/**
 * « Nom du nouveau groupe » and, for who has several, its school. The form's state is the
 * page's, which also says what other actions did; a refusal of the whole form, said under it by
 * the page (`problemId`), marks the name.
 */
export function CreateGroupForm({
  schools,
  register,
  onSubmit,
  problemId,
}: {
  schools: SchoolSpace['ecoles'];
  register: (field: 'nom' | 'ecole') => FieldProps;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The id of the refusal shown under the form, if any. */
  problemId: string | undefined;
}) {
  const id = useId();
  const { error: nameError, ...name } = register('nom');
  const { error: schoolError, ...school } = register('ecole');
  const nameProblem = nameError ? `${id}-ne` : problemId;

  return (
    <form className={groups.create} noValidate onSubmit={onSubmit}>
      <div className={groups.field}>
        <label htmlFor={`${id}-n`}>Nom du nouveau groupe</label>
        <input
          id={`${id}-n`}
          maxLength={GROUP_NAME_MAX}
          placeholder="Code du mardi soir"
          required
          aria-invalid={nameProblem ? true : undefined}
          aria-describedby={nameProblem}
          {...name}
        />
        {nameError && (
          <p id={`${id}-ne`} className={form.error}>
            {nameError}
          </p>
        )}
      </div>
      {schools.length > 1 && (
        <div className={groups.field}>
          <label htmlFor={`${id}-e`}>École</label>
          <select
            id={`${id}-e`}
            defaultValue=""
            aria-invalid={schoolError ? true : undefined}
            aria-describedby={schoolError ? `${id}-ee` : undefined}
            {...school}
          >
            <option value="">Choisissez une école</option>
            {schools.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.nom}
              </option>
            ))}
          </select>
          {schoolError && (
            <p id={`${id}-ee`} className={form.error}>
              {schoolError}
            </p>
          )}
        </div>
      )}
      <button type="submit" className={button.primary}>
        <Plus aria-hidden="true" size={18} />
        Créer le groupe
      </button>
    </form>
  );
}
