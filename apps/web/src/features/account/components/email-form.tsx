import { changeEmailBodySchema } from '@prepacode/domain/contracts/account.contract';
import button from '../../../components/ui/button.module.css';
import form from '../../../components/ui/form.module.css';
import { TextField } from '../../../components/ui/text-field';
import { useChangeEmail } from '../api/change-email';
import { useAccountForm } from './account-form';

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
  const { register, onSubmit, notices } = useAccountForm(
    ['email', 'mot_de_passe'],
    changeEmailBodySchema,
    change,
    FIELD_OF_CODE,
  );

  return (
    <>
      {notices}
      <form className={form.form} noValidate onSubmit={onSubmit}>
        <dl className={form.facts}>
          <div>
            <dt>Adresse actuelle</dt>
            <dd>{current}</dd>
          </div>
        </dl>
        <TextField
          label="Nouvelle adresse e‑mail"
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
