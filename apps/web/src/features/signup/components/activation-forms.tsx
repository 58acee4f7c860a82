import {
  activationSignUpBodySchema,
  activationSubmitBodySchema,
  regeneratePasswordBodySchema,
} from '@prepacode/domain/contracts/signup.contract';
import { useState, type FormEvent } from 'react';
import button from '../../../components/ui/button.module.css';
import form from '../../../components/ui/form.module.css';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { formValues } from '../../../lib/use-checked-form';
import { useMutationForm } from '../../../lib/use-mutation-form';
import {
  useCreateAccount,
  useRegeneratePassword,
  useSubmitCode,
  type PendingActivation,
} from '../api/signup';

// The token is gone (expired, used): the way on is the code again.
const STALE_TOKEN = ['jeton_invalide', 'code_invalide', 'code_deja_utilise'];

const CODE_HINT =
  '12 lettres ou chiffres, par exemple ABCD-2345-EFGH : il figure sur la carte ou l’e‑mail qui vous l’a remis.';

/** What the code entry leads to: the account form, or signing in to an account that has it. */
export function ActivationForm({
  onAccount,
  signInHref,
}: {
  onAccount: (pending: PendingActivation) => void;
  signInHref: string;
}) {
  const submit = useSubmitCode();
  const [signIn, setSignIn] = useState('');
  const { problem, register, onSubmit } = useMutationForm({
    fields: ['code_activation', 'email'],
    schema: activationSubmitBodySchema,
    mutation: submit,
    fieldOfCode: { code_invalide: 'code_activation' },
    onDone: (answer) =>
      answer.etape === 'inscription'
        ? onAccount({ token: answer.token, email: answer.email })
        : setSignIn(answer.message),
  });
  const send = (event: FormEvent<HTMLFormElement>) => {
    setSignIn('');
    onSubmit(event);
  };

  return (
    <>
      <div className={form.confirmation} role="status">
        {signIn && (
          <>
            <p>{signIn}</p>
            <a className={`${button.primary} ${form.submit} ${form.action}`} href={signInHref}>
              Se connecter
            </a>
          </>
        )}
      </div>
      {problem && (
        <p className={form.problem} role="alert">
          {problem}
        </p>
      )}
      <form className={form.form} noValidate onSubmit={send}>
        <TextField
          label="Code d’activation"
          hint={CODE_HINT}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          {...register('code_activation')}
        />
        <TextField
          label="Adresse e‑mail"
          hint="Elle sera votre identifiant de connexion."
          type="email"
          autoComplete="email"
          required
          {...register('email')}
        />
        <button
          type="submit"
          className={`${button.primary} ${form.submit}`}
          disabled={submit.isPending}
        >
          Valider mon code
        </button>
      </form>
    </>
  );
}

/** The account form (spec §3 activation-code payload): licence B, the e-mail given with the code. */
export function AccountForm({
  pending,
  onCreated,
  onRestart,
}: {
  pending: PendingActivation;
  onCreated: (message: string) => void;
  onRestart: () => void;
}) {
  const create = useCreateAccount();
  const { problem, register, onSubmit } = useMutationForm({
    fields: ['prenom', 'nom', 'date_naissance', 'telephone'],
    schema: activationSignUpBodySchema,
    mutation: create,
    read: (element) => ({
      ...formValues(element),
      permis: 'B',
      email: pending.email,
      token: pending.token,
    }),
    onDone: (answer) => onCreated(answer.message),
  });
  const stale = create.error instanceof ApiError && STALE_TOKEN.includes(create.error.code);

  return (
    <>
      {problem && (
        <div className={form.problem} role="alert">
          <p>{problem}</p>
          {stale && (
            <button type="button" className={button.secondary} onClick={onRestart}>
              Saisir à nouveau mon code
            </button>
          )}
        </div>
      )}
      <form className={form.form} noValidate onSubmit={onSubmit}>
        <dl className={form.facts}>
          <div>
            <dt>Adresse e‑mail</dt>
            <dd>{pending.email}</dd>
          </div>
          <div>
            <dt>Formation</dt>
            <dd>Code de la route, permis B</dd>
          </div>
        </dl>
        <TextField label="Prénom" autoComplete="given-name" required {...register('prenom')} />
        <TextField label="Nom" autoComplete="family-name" required {...register('nom')} />
        <TextField
          label="Date de naissance"
          type="date"
          autoComplete="bday"
          required
          {...register('date_naissance')}
        />
        <TextField
          label="Téléphone"
          hint="Un numéro français, par exemple 06 12 34 56 78."
          type="tel"
          autoComplete="tel-national"
          required
          {...register('telephone')}
        />
        <button
          type="submit"
          className={`${button.primary} ${form.submit}`}
          disabled={create.isPending}
        >
          Créer mon compte
        </button>
      </form>
    </>
  );
}

/** « Mot de passe oublié » of the code brand: the code stands for the account. */
export function CodePasswordForm() {
  const regenerate = useRegeneratePassword();
  const [sent, setSent] = useState('');
  const { problem, register, onSubmit } = useMutationForm({
    fields: ['code_activation'],
    schema: regeneratePasswordBodySchema,
    mutation: regenerate,
    onDone: (answer) => setSent(answer.message),
  });

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
      {!sent && (
        <form className={form.form} noValidate onSubmit={onSubmit}>
          <TextField
            label="Code d’activation"
            hint="Le code avec lequel vous avez créé votre compte."
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
            {...register('code_activation')}
          />
          <button
            type="submit"
            className={`${button.primary} ${form.submit}`}
            disabled={regenerate.isPending}
          >
            Recevoir un lien
          </button>
        </form>
      )}
    </>
  );
}
