import { brandNamed } from '@prepacode/domain/brands';
import { passwordAnswerSchema } from '@prepacode/domain/contracts/password.contract';
import { useState, type FormEvent, type ReactNode } from 'react';
import button from '../components/ui/button.module.css';
import { ApiError, apiRequest } from '../lib/api-client';
import styles from './login-page.module.css';
import { formText } from '../lib/form-text';
import { Main } from '../components/ui/main';

const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Une erreur inattendue est survenue. Réessayez.';

/** The brand, service and sign-in address this page was opened with. */
export function pageContext(search: string) {
  const params = new URLSearchParams(search);
  const brand = brandNamed(params.get('from'));
  const back = new URLSearchParams({ from: brand.name });
  const service = params.get('service');
  if (service) back.set('service', service);
  return { params, brand, service, loginHref: `/central/login?${back.toString()}` };
}

type Sent = { state: 'idle' | 'sending' } | { state: 'done' | 'failed'; message: string };

/** One submission at a time: the server's French sentence when it answers, its error if not. */
export function useSend() {
  const [sent, setSent] = useState<Sent>({ state: 'idle' });
  const send = async (call: () => Promise<{ message: string }>) => {
    setSent({ state: 'sending' });
    try {
      setSent({ state: 'done', message: (await call()).message });
    } catch (error) {
      setSent({ state: 'failed', message: messageOf(error) });
    }
  };
  return { sent, setSent, send };
}

export function Frame({
  search,
  title,
  children,
}: {
  search: string;
  title: string;
  children: ReactNode;
}) {
  const { brand } = pageContext(search);
  return (
    <div className={styles.page}>
      <Main className={styles.card}>
        <img className={styles.logo} src={brand.favicon} alt="" width="56" height="56" />
        <h1 className={styles.title}>{title}</h1>
        {children}
      </Main>
    </div>
  );
}

/** The form of both pages: what to do, the server's refusal if any, the fields, one button. */
function PasswordForm({
  lead,
  sent,
  onSubmit,
  submitLabel,
  children,
}: {
  lead: string;
  sent: Sent;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <>
      <p className={styles.lead}>{lead}</p>
      {sent.state === 'failed' && (
        <p className={styles.problem} role="alert">
          {sent.message}
        </p>
      )}
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)}>
        {children}
        <button
          type="submit"
          className={`${button.primary} ${styles.submit}`}
          disabled={sent.state === 'sending'}
        >
          {submitLabel}
        </button>
      </form>
    </>
  );
}

/** « Mot de passe oublié » (issue #7): the same answer whether or not the account exists. */
export function ForgottenPasswordPage({ search }: { search: string }) {
  const { brand, service, loginHref } = pageContext(search);
  const { sent, send } = useSend();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = new FormData(event.currentTarget).get('email');
    return send(() =>
      apiRequest('/central/api/mot-de-passe/demande', {
        method: 'POST',
        json: { email, from: brand.name, ...(service ? { service } : {}) },
        schema: passwordAnswerSchema,
        acceptStatuses: [202],
      }),
    );
  };
  return (
    <Frame search={search} title="Mot de passe oublié">
      {sent.state === 'done' ? (
        <p role="status">{sent.message}</p>
      ) : (
        <PasswordForm
          lead="Indiquez l’adresse e‑mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe."
          sent={sent}
          onSubmit={onSubmit}
          submitLabel="Recevoir le lien"
        >
          <label className={styles.field}>
            <span>Adresse e‑mail</span>
            <input name="email" type="email" autoComplete="email" required maxLength={254} />
          </label>
        </PasswordForm>
      )}
      <p className={styles.signOut}>
        <a href={loginHref}>Retour à la connexion</a>
      </p>
    </Frame>
  );
}

/** The page the mailed link opens: choose the new password. */
export function NewPasswordPage({ search }: { search: string }) {
  const { params, loginHref } = pageContext(search);
  const jeton = params.get('jeton') ?? '';
  const { sent, setSent, send } = useSend();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = formText(form, 'password');
    if (password !== formText(form, 'confirmation')) {
      setSent({ state: 'failed', message: 'Les deux mots de passe ne sont pas identiques.' });
      return Promise.resolve();
    }
    return send(() =>
      apiRequest('/central/api/mot-de-passe/nouveau', {
        method: 'POST',
        json: { jeton, mot_de_passe: password },
        schema: passwordAnswerSchema,
      }),
    );
  };
  return (
    <Frame search={search} title="Nouveau mot de passe">
      {sent.state === 'done' ? (
        <>
          <p role="status">{sent.message}</p>
          <a className={`${button.primary} ${styles.submit} ${styles.action}`} href={loginHref}>
            Se connecter
          </a>
        </>
      ) : (
        <PasswordForm
          lead="Au moins 12 caractères ; une phrase de plusieurs mots est facile à retenir et difficile à deviner."
          sent={sent}
          onSubmit={onSubmit}
          submitLabel="Enregistrer le mot de passe"
        >
          <label className={styles.field}>
            <span>Nouveau mot de passe</span>
            <input
              name="password"
              type="password"
              autoComplete="new-password"
              required
              minLength={12}
              maxLength={200}
            />
          </label>
          <label className={styles.field}>
            <span>Confirmez le mot de passe</span>
            <input
              name="confirmation"
              type="password"
              autoComplete="new-password"
              required
              maxLength={200}
            />
          </label>
        </PasswordForm>
      )}
    </Frame>
  );
}
