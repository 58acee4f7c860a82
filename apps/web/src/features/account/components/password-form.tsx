import { changePasswordBodySchema } from '@prepacode/domain/contracts/account.contract';
import { useState, type FormEvent } from 'react';
import button from '../../../components/ui/button.module.css';
import form from '../../../components/ui/form.module.css';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { formValues, useCheckedForm } from '../../../lib/use-checked-form';
import { useChangePassword } from '../api/change-password';

// Where each of the server's refusals belongs: the current password or the new one.
const FIELD_OF_CODE: Record<string, 'actuel' | 'nouveau'> = {
  mot_de_passe_incorrect: 'actuel',
  mot_de_passe_refuse: 'nouveau',
  mot_de_passe_identique: 'nouveau',
};

/** « Changer mon mot de passe »: the current one, then the new one (central site's rules). */
export function PasswordForm({ disabled }: { disabled: boolean }) {
  const change = useChangePassword();
  const { problem, check, refuse, register } = useCheckedForm(['actuel', 'nouveau']);
  const [done, setDone] = useState('');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone('');
    const element = event.currentTarget;
    const body = check(changePasswordBodySchema, formValues(element));
    if (!body) return;
    change.mutate(body, {
      onSuccess: (message) => {
        element.reset();
        setDone(message);
      },
      onError: (error) =>
        refuse(error instanceof ApiError ? FIELD_OF_CODE[error.code] : undefined, error.message),
    });
  };

  return (
    <>
      <p className={form.confirmation} role="status">
        {done}
      </p>
      {problem && (
        <p className={form.problem} role="alert">
          {problem}
        </p>
      )}
      <form className={form.form} noValidate onSubmit={onSubmit}>
        <TextField
          label="Mot de passe actuel"
          type="password"
          autoComplete="current-password"
          required
          disabled={disabled}
          {...register('actuel')}
        />
        <TextField
          label="Nouveau mot de passe"
          hint="12 caractères au moins. Une phrase de plusieurs mots est facile à retenir et difficile à deviner."
          type="password"
          autoComplete="new-password"
          required
          disabled={disabled}
          {...register('nouveau')}
        />
        <button
          type="submit"
          className={`${button.primary} ${form.submit}`}
          disabled={disabled || change.isPending}
        >
          Changer mon mot de passe
        </button>
      </form>
    </>
  );
}
