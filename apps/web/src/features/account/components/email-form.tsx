import { changeEmailBodySchema } from '@prepacode/domain/contracts/account.contract';
import { useState, type FormEvent } from 'react';
import button from '../../../components/ui/button.module.css';
import form from '../../../components/ui/form.module.css';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { formValues, useCheckedForm } from '../../../lib/use-checked-form';
import { useChangeEmail } from '../api/change-email';

const FIELD_OF_CODE: Record<string, 'email' | 'mot_de_passe'> = {
  mot_de_passe_incorrect: 'mot_de_passe',
  email_deja_utilise: 'email',
  email_identique: 'email',
};

/**
 * « Changer mon adresse e-mail »: a link goes to the new address, and the address changes only
 * once it is opened. The current password is asked, so an unattended session cannot move the
 * account away.
 */
export function EmailForm({ current, disabled }: { current: string; disabled: boolean }) {
  const change = useChangeEmail();
  const { problem, check, refuse, register } = useCheckedForm(['email', 'mot_de_passe']);
  const [sent, setSent] = useState('');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSent('');
    const element = event.currentTarget;
    const body = check(changeEmailBodySchema, formValues(element));
    if (!body) return;
    change.mutate(body, {
      onSuccess: (message) => {
        element.reset();
        setSent(message);
      },
      onError: (error) =>
        refuse(error instanceof ApiError ? FIELD_OF_CODE[error.code] : undefined, error.message),
    });
  };

  return (
    <>
      <p className={form.confirmation} role="status">
        {sent}
      </p>
      {problem && (
        <p className={form.problem} role="alert">
          {problem}
        </p>
      )}
      <form className={form.form} noValidate onSubmit={onSubmit}>
        <dl className={form.facts}>
          <div>
            <dt>Adresse actuelle</dt>
            <dd>{current}</dd>
          </div>
        </dl>
        <TextField
          label="Nouvelle adresse e-mail"
          hint="Vous recevrez à cette adresse un lien pour confirmer le changement."
          type="email"
          autoComplete="email"
          required
          disabled={disabled}
          {...register('email')}
        />
        <TextField
          label="Mot de passe actuel"
          type="password"
          autoComplete="current-password"
          required
          disabled={disabled}
          {...register('mot_de_passe')}
        />
        <button
          type="submit"
          className={`${button.primary} ${form.submit}`}
          disabled={disabled || change.isPending}
        >
          Recevoir le lien de confirmation
        </button>
      </form>
    </>
  );
}
