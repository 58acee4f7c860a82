import { changePasswordBodySchema } from '@prepacode/domain/contracts/account.contract';
import button from '../../../components/ui/button.module.css';
import form from '../../../components/ui/form.module.css';
import { TextField } from '../../../components/ui/text-field';
import { useChangePassword } from '../api/change-password';
import { useAccountForm } from './account-form';

// Where each of the server's refusals belongs: the current password or the new one.
const FIELD_OF_CODE: Record<string, 'actuel' | 'nouveau'> = {
  mot_de_passe_incorrect: 'actuel',
  mot_de_passe_refuse: 'nouveau',
  mot_de_passe_identique: 'nouveau',
};

/** « Changer mon mot de passe »: the current one, then the new one (central site's rules). */
export function PasswordForm({ disabled }: { disabled: boolean }) {
  const change = useChangePassword();
  const { register, onSubmit, notices } = useAccountForm(
    ['actuel', 'nouveau'],
    changePasswordBodySchema,
    change,
    FIELD_OF_CODE,
  );

  return (
    <>
      {notices}
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
